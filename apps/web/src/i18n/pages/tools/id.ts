import type { ToolsCopy } from "./en.ts";

export const tools = {
  title: "Semua Alat GIF",
  description:
    "Semua {toolCount} alat gratis GifKit, menurut yang ingin kamu lakukan: buat, edit, konversi, optimalkan, frame, efek, dan teks. Tanpa akun, tanpa watermark.",
  crumb: "Alat",
  heading: "Semua alat GIF",
  intro:
    "{toolCount} alat gratis, dikelompokkan menurut yang ingin kamu lakukan. Semuanya berjalan di browser di perangkat apa pun; file diproses di server kami.",
  groups: {
    make: {
      name: "Buat GIF",
      text: "Mulai dari video, foto, layar kamu, atau sebuah kalimat.",
    },
    edit: {
      name: "Edit GIF",
      text: "Ubah ukuran, bingkai, durasi, kecepatan, atau orientasinya, atau gabungkan beberapa GIF.",
    },
    convert: {
      name: "Konversi",
      text: "Ubah GIF menjadi video, WebP, APNG, atau AVIF, atau menjadi sprite sheet dan sebaliknya.",
    },
    optimize: {
      name: "Optimalkan",
      text: "Perkecil GIF untuk chat, email, dan halaman web.",
    },
    frames: {
      name: "Olah frame",
      text: "Pilih, urutkan ulang, atur waktu, pisahkan, atau putar frame secara terbalik.",
    },
    effects: {
      name: "Efek dan teks",
      text: "Tambahkan teks, filter, blur di atas wajah, atau logo di atasnya.",
    },
    video: {
      name: "Video",
      text: "Edit video sebagai video: kompres untuk aplikasi chat, potong, pertahankan suaranya.",
    },
  },
} satisfies ToolsCopy;
