import type { TermsCopy } from "./en.ts";

export const terms = {
  title: "Ketentuan Layanan",
  description:
    "Ketentuan untuk memakai alat GIF gratis dan API GifKit: konten Anda tetap milik Anda, gunakan secara sah, dan layanan diberikan sebagaimana adanya.",
  crumb: "Ketentuan Layanan",
  heading: "Ketentuan Layanan",
  intro: "Dengan memakai situs web, alat, atau API GifKit, Anda menyetujui ketentuan ini.",
  updatedLabel: "Terakhir diperbarui:",
  englishBinds:
    "Ini adalah terjemahan untuk memudahkan Anda. Yang berlaku mengikat adalah [versi bahasa Inggris](/terms).",
  serviceHeading: "Layanan",
  service:
    "GifKit menyediakan alat online gratis dan API HTTP untuk membuat dan mengedit GIF animasi. Layanan ini gratis dan didukung iklan. Kami dapat menambah, mengubah, atau menghapus fitur, dan kami dapat membatasi atau menangguhkan akses untuk melindungi layanan dan penggunanya.",
  contentHeading: "Konten Anda",
  content: [
    "Anda tetap memegang semua hak atas file yang Anda unggah dan GIF yang Anda buat. Anda hanya memberi kami izin yang diperlukan untuk memproses file Anda demi menghasilkan hasil yang Anda minta. File ditangani sebagaimana dijelaskan dalam [kebijakan privasi](/privacy-policy) kami: tidak ada yang disimpan lebih dari {minutes} menit, dan unggahan biasanya dihapus saat tugasnya selesai, jadi simpan salinan Anda sendiri.",
    "Anda menyatakan bahwa Anda berhak memakai konten yang Anda unggah atau tautkan.",
  ],
  useHeading: "Penggunaan yang diperbolehkan",
  useIntro: "Anda setuju untuk tidak memakai GifKit untuk:",
  uses: [
    "memproses konten yang ilegal, melanggar hak orang lain, atau menyeksualisasi anak di bawah umur;",
    "melecehkan, mengancam, atau mencemarkan nama baik siapa pun, atau menyebarkan malware;",
    "membebani, menyelidiki, atau mengakali batas layanan, misalnya dengan permintaan massal otomatis melebihi batas penggunaan wajar yang didokumentasikan;",
    "membuat server kami mengambil konten dari alamat yang tidak boleh Anda akses.",
  ],
  limitsHeading: "Batas",
  limits:
    "Setiap file yang diunggah atau ditautkan boleh berukuran hingga {maxUpload}. Batas lain untuk ukuran gambar, jumlah frame, dan ukuran hasil berlaku untuk setiap alat dan tercantum di [FAQ](/faq). Permintaan yang melebihi batas ditolak dengan pesan yang menyebutkan batas itu.",
  apiHeading: "API",
  api: "[API publik](/api) boleh dipakai untuk proyek pribadi maupun komersial dengan ketentuan dan batas yang sama. Harap identifikasi aplikasi Anda di header User-Agent dan mundur saat diminta (HTTP 429 atau 503 dengan Retry-After).",
  aiHeading: "Konten buatan AI",
  ai: "Animasi dari Generator GIF AI dibuat otomatis dari prompt Anda. Hasilnya bisa tidak terduga; Anda bertanggung jawab atas cara Anda memakainya.",
  warrantyHeading: "Tanpa jaminan",
  warranty:
    'GifKit disediakan "sebagaimana adanya" dan "sebagaimana tersedia", tanpa jaminan apa pun. Kami berusaha sebaik mungkin agar GifKit tetap berjalan dan benar, tetapi tidak dapat menjanjikan bahwa GifKit akan selalu tersedia, bebas kesalahan, atau sesuai untuk tujuan tertentu.',
  liabilityHeading: "Batasan tanggung jawab",
  liability:
    "Sejauh diizinkan hukum, GifKit tidak bertanggung jawab atas kerugian tidak langsung atau konsekuensial, atau atas data yang hilang, yang timbul dari penggunaan layanan oleh Anda. Tidak ada dalam ketentuan ini yang membatasi tanggung jawab yang menurut hukum tidak dapat dibatasi.",
  changesHeading: "Perubahan",
  changes:
    "Kami dapat memperbarui ketentuan ini; tanggal di bagian atas menunjukkan versi terbaru. Terus memakai GifKit setelah perubahan berarti Anda menerima ketentuan yang baru. Pertanyaan: {email}.",
} satisfies TermsCopy;
