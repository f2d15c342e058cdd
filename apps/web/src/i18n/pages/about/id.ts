import type { AboutCopy } from "./en.ts";

export const about = {
  title: "Tentang GifKit",
  description:
    "GifKit adalah {toolCount} alat GIF online gratis: buat GIF dari video dan gambar, lalu edit, konversi, optimalkan, dan beri efek. Tanpa akun, tanpa watermark.",
  crumb: "Tentang",
  eyebrow: "Tentang kami",
  heading: "Bikin GIF jadi mudah, untuk semua orang",
  intro:
    "GifKit ada supaya siapa pun bisa membuat GIF yang bagus dalam semenit: reaksi dari sebuah video, loop produk dari beberapa tangkapan layar, teks di atas GIF klasik. Tidak perlu memasang software dan tidak perlu membayar.",
  missionEyebrow: "Misi kami",
  missionHeading: "Alat GIF yang bagus seharusnya gratis dan jujur",
  mission: [
    "GIF animasi adalah satu-satunya format gambar bergerak yang jalan di mana saja: di chat, email, dokumen, forum, dan slide. Tapi membuat GIF yang bagus sering berarti bergulat dengan software desktop atau memercayai situs web yang janjinya soal file kamu tidak jelas.",
    "Kami membangun GifKit untuk menjadi kebalikannya: alat yang jelas dengan pengaturan bawaan yang masuk akal, batas yang jelas, dan penjelasan terus terang tentang apa yang terjadi pada file kamu. File diproses di server kami dan dihapus otomatis. [Kebijakan privasi](/privacy-policy) kami menjelaskan caranya dengan tepat.",
  ],
  highlightsHeading: "Yang penting bagi kami",
  highlights: {
    free: {
      title: "Gratis, tanpa syarat",
      text: "Semua alat gratis dipakai, tanpa watermark, tanpa daftar, dan tanpa paket premium yang menahan pengaturan terbaik.",
    },
    files: {
      title: "File tidak disimpan lama",
      text: "Apa pun yang kamu kirim tidak disimpan lebih dari {minutes} menit, dan sebagian besar unggahan langsung dihapus begitu tugasnya selesai. Kami tidak pernah melihat atau membagikan file kamu.",
    },
    quality: {
      title: "Kualitas nomor satu",
      text: "Palet untuk tiap klip, dithering yang cermat, dan durasi frame yang tepat, dibandingkan dengan encoder terbaik yang bisa kami uji.",
    },
    devices: {
      title: "Di perangkat apa pun",
      text: "Alat-alatnya berjalan di browser modern apa pun di ponsel, tablet, atau komputer (Rekam Layar butuh komputer: ponsel tidak bisa membagikan layarnya ke halaman web). Pekerjaan beratnya dilakukan server kami.",
    },
  },
  storyHeading: "Cerita kami",
  story: [
    {
      title: "Kenapa kami mulai",
      text: "GifKit berawal dari satu hal kecil yang menjengkelkan: mengubah dua detik rekaman layar menjadi GIF butuh tiga program dan banyak tebak-tebakan soal frame rate dan palet. Hasilnya kalau tidak besar sekali, ya belang-belang. Kami ingin satu tempat yang langsung benar sampai ke detailnya.",
    },
    {
      title: "Cara kerjanya sekarang",
      text: "Saat ini GifKit punya {toolCount} alat ([lihat semuanya](/tools)). Saat kamu memakai salah satunya, file kamu diunggah ke GifKit dan sebuah tugas masuk antrean di server kami. Encoder open source yang sudah teruji (ffmpeg, gifsicle, dan libvips) mengerjakannya, lalu kamu mengunduh hasilnya. Setiap unggahan, di alat mana pun, boleh sampai {maxUpload}, dan batas yang sama berlaku di semua alat, tercantum di [FAQ](/faq).",
    },
    {
      title: "Cara kami tetap gratis",
      text: "GifKit dibiayai iklan, yang hanya tampil kalau kamu menerima cookie. Tidak ada paket berbayar dan tidak ada watermark. Kalau kamu menolak, alat-alatnya tetap bekerja persis sama.",
    },
    {
      title: "Terbuka untuk developer",
      text: "Alat yang sama tersedia sebagai API HTTP sederhana: mulai tugas, cek statusnya, unduh hasilnya. [Halaman API](/api) berisi detailnya dan deskripsi OpenAPI.",
    },
  ],
  helloHeading: "Sapa kami",
  hello:
    "Ada pertanyaan, ide, atau bug yang mau dilaporkan? [Hubungi kami](/contact) atau ikuti kami.",
  ctaTitle: "Buat sesuatu yang layak dibagikan",
  ctaText: "Pilih alat dan GIF kamu siap dalam sekejap.",
  ctaTry: "Coba {tool}",
} satisfies AboutCopy;
