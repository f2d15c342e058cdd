import type { PrivacyPolicyCopy } from "./en.ts";

export const privacyPolicy = {
  title: "Kebijakan Privasi",
  description:
    "Cara GifKit menangani file dan data Anda: diproses di server kami, unggahan dihapus saat tugas selesai, hasil dihapus setelah {minutes} menit.",
  crumb: "Kebijakan Privasi",
  heading: "Kebijakan Privasi",
  intro:
    "Kebijakan ini menjelaskan dengan bahasa sederhana apa yang terjadi pada file dan data Anda saat Anda menggunakan GifKit.",
  updatedLabel: "Terakhir diperbarui:",
  englishBinds:
    "Ini adalah terjemahan untuk memudahkan Anda. Yang berlaku mengikat adalah [versi bahasa Inggris](/privacy-policy).",
  summaryHeading: "Ringkasnya",
  summary: [
    "Anda tidak memerlukan akun. Kami tidak meminta nama Anda untuk memakai alat apa pun.",
    "File yang Anda unggah (atau tautan yang Anda berikan) **diproses di server kami** dan disimpan hanya selama yang tertulis di daftar di bawah: tidak pernah lebih dari **{minutes} menit**. Unduh hasil Anda sebelum itu.",
    "Kami tidak pernah menjual file atau data Anda, dan kami tidak pernah melihat file Anda kecuali untuk memprosesnya secara otomatis.",
    "Cookie iklan hanya digunakan jika Anda menerimanya di banner cookie.",
  ],
  filesHeading: "File dan tautan yang Anda berikan",
  files:
    "Untuk membuat atau mengedit GIF, file yang Anda pilih dikirim ke GifKit dan disimpan sementara selama sebuah tugas memprosesnya. Jika Anda menempelkan tautan, server kami mengunduh file itu untuk Anda. Setiap file boleh berukuran hingga {maxUpload}.",
  retentionIntro: "Berapa lama setiap jenis file disimpan:",
  retentionLabelEnd: ".",
  retention: {
    uploads: {
      label: "File yang diunggah",
      text: "File yang dikirim bersama sebuah tugas dihapus begitu tugas itu selesai, baik berhasil maupun gagal.",
    },
    results: {
      label: "Hasil",
      text: "Hasil, beserta status tugasnya, dihapus {minutes} menit setelah dibuat.",
    },
    "estimate-samples": {
      label: "Sampel perkiraan ukuran",
      text: "GIF yang dikirim untuk perkiraan ukuran (milik Optimalkan GIF: GIF Anda, atau frame pertamanya jika besar) disimpan seperti hasil, selama {minutes} menit, agar mengubah pengaturan tidak perlu mengunggahnya lagi.",
    },
    "link-uploads": {
      label: "Video dari tautan dan pratinjau",
      text: "Video yang diambil dari tautan, atau dikirim untuk pratinjau di browser, di Video ke GIF disimpan hingga {minutes} menit dengan kunci unggahannya, sampai sebuah konversi memakainya (lalu dihapus saat tugas itu selesai).",
    },
  },
  afterRetention: [
    "Penghapusan berlangsung otomatis. Kami tidak menyimpan salinan, tidak memakai file Anda untuk melatih model, dan tidak membagikannya kepada siapa pun.",
    "Generator GIF AI mengirim prompt teks Anda (bukan file) ke server pembuatan yang dikonfigurasi untuk GifKit. Prompt itu hanya dipakai untuk membuat animasi Anda.",
  ],
  messagesHeading: "Pesan yang Anda kirim kepada kami",
  messages:
    "Jika Anda memakai [formulir kontak](/contact), kami menyimpan nama, alamat email, dan pesan Anda di server kami dan meneruskannya ke kotak masuk dukungan kami agar kami bisa membalas. Kami menyimpannya selama diperlukan untuk menjawab Anda dan menangani tindak lanjutnya. Anda dapat meminta kami menghapusnya kapan saja.",
  technicalHeading: "Data teknis",
  technical:
    "Seperti semua server web, server kami melihat alamat IP Anda dan detail dasar setiap permintaan. Kami memakainya untuk menyajikan situs, menjaga keamanannya, dan menerapkan batas penggunaan wajar (misalnya, berapa banyak tugas atau pesan yang dapat dimulai satu alamat dalam suatu periode). Kami tidak membuat profil dari data ini.",
  cookiesHeading: "Cookie dan iklan",
  cookies:
    "GifKit menyimpan satu entri kecil di browser Anda untuk mengingat pilihan cookie Anda. Jika Anda mengklik **{accept}**, kami memuat skrip iklan Google, yang dapat menyetel cookie-nya sendiri untuk menampilkan dan mengukur iklan. Jika Anda mengklik **{decline}**, tidak ada skrip iklan yang dimuat. Anda dapat mengubah pilihan kapan saja melalui **{settings}** di bagian bawah setiap halaman. Rinciannya ada di [kebijakan cookie](/cookie-policy) kami.",
  rightsHeading: "Hak Anda",
  rights:
    "Tergantung tempat tinggal Anda, Anda mungkin berhak mengakses, memperbaiki, atau menghapus data pribadi tentang Anda yang kami simpan, serta menolak penggunaannya. Karena kami tidak memiliki akun dan menghapus file secara otomatis, satu-satunya data pribadi yang biasanya kami simpan adalah yang Anda kirim melalui formulir kontak. Tulis ke {email} dan kami akan membantu.",
  childrenHeading: "Anak-anak",
  children:
    "GifKit tidak ditujukan untuk anak di bawah 13 tahun, dan kami tidak dengan sengaja mengumpulkan data dari mereka.",
  changesHeading: "Perubahan kebijakan ini",
  changes:
    "Jika kami mengubah cara kami menangani data, kami akan memperbarui halaman ini dan tanggal di bagian atas. Ada pertanyaan? Kirim email ke {email}.",
} satisfies PrivacyPolicyCopy;
