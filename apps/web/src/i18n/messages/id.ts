import type { SiteMessages } from "./en.ts";

/** Bahasa Indonesia (glosarium: docs/i18n/id.md). Menyapa dengan "kamu", santai tapi rapi. */
export const id = {
  language: {
    label: "Bahasa",
    suggestion: "Halaman ini juga tersedia dalam bahasa Indonesia.",
    suggestionLink: "Baca dalam bahasa Indonesia",
    dismiss: "Tutup",
    notTranslated: "Halaman ini belum diterjemahkan, jadi ditampilkan dalam bahasa Inggris.",
    blogEnglishOnly: "Blog ditulis dalam bahasa Inggris.",
  },
  shell: {
    skipToContent: "Langsung ke konten",
    homeLabel: "Beranda GifKit",
    mainNav: "Utama",
    mobileNav: "Seluler",
    breadcrumb: "Jejak navigasi",
    tools: "Alat",
    blog: "Blog",
    about: "Tentang",
    help: "Bantuan",
    contact: "Kontak",
    faq: "Tanya jawab",
    api: "API",
    allToolsByTask: {
      one: "{count} alat, menurut tugas",
      other: "Semua {count} alat, menurut tugas",
    },
    allToolsByTaskShort: "Semua alat menurut tugas",
    openMenu: "Buka menu",
    closeMenu: "Tutup menu",
    makeGif: "Buat GIF",
    tagline:
      "Alat online gratis untuk membuat dan mengedit GIF animasi. Tanpa akun, tanpa watermark.",
    legal: "Legal",
    privacyPolicy: "Kebijakan Privasi",
    terms: "Ketentuan Layanan",
    cookiePolicy: "Kebijakan Cookie",
    cookieSettings: "Pengaturan Cookie",
    rightsReserved: "GifKit. Hak cipta dilindungi.",
    filesNote: "File diproses di server kami dan dihapus secara otomatis.",
    shareImageAlt: "GifKit: alat online gratis untuk membuat dan mengedit GIF animasi",
  },
  consent: {
    label: "Persetujuan cookie",
    text: "Kami memakai cookie untuk iklan yang membuat GifKit tetap gratis. Penyimpanan penting (seperti pilihan ini) selalu aktif; iklan dan pengukuran hanya dengan persetujuanmu.",
    policyLink: "Kebijakan cookie",
    decline: "Tolak yang tidak penting",
    accept: "Terima semua",
  },
  errors: {
    notFoundTitle: "Halaman tidak ditemukan",
    notFoundText: "Halaman yang kamu cari tidak ada atau sudah dipindahkan.",
    /** The not-found page's meta description (at least 50 characters). */
    notFoundDescription:
      "Halaman yang kamu cari tidak ada atau sudah dipindahkan. Mulai lagi dari beranda atau dari salah satu alat populer.",
    errorTitle: "Terjadi kesalahan",
    errorText: "Halaman ini tidak bisa ditampilkan. Muat ulang, atau kembali ke beranda.",
    goHome: "Ke beranda",
    backHome: "Kembali ke beranda",
    helpCenter: "Buka pusat bantuan",
    popularTools: "Alat populer",
  },
  apiErrors: {
    "file-too-large": "File melebihi batas {maxUpload}.",
    "unsupported-file-type":
      "Alat ini tidak menerima jenis file ini. Lihat format yang didukung di bawah area unggah.",
    "empty-file": "File ini kosong.",
    "source-expired":
      "Hasil itu sudah tidak disimpan (hasil dihapus setelah {minutes} menit). Unggah lagi file-nya.",
    "upload-expired": "Unggahan itu sudah tidak disimpan. Unggah lagi file-nya.",
    "queue-full": "Server sedang sibuk. Coba lagi sebentar lagi.",
    "storage-full": "Server sedang tidak punya ruang untuk file lagi. Coba lagi nanti.",
    "address-storage-full":
      "File-mu di server sudah mencapai batas. Tunggu hasil sebelumnya terhapus, lalu coba lagi.",
    "too-many-running-tasks":
      "Kamu sudah menjalankan beberapa tugas. Tunggu salah satunya selesai, lalu coba lagi.",
    "internal-error": "Ada masalah di pihak kami. Coba lagi.",
  },
  toolPage: {
    home: "Beranda",
    howItWorks: "Cara kerjanya",
    step: "Langkah",
    guide: "Panduan",
    moreTools: "Alat GIF lainnya",
    operatingSystem: "Apa saja (browser web)",
    browserRequirements: "Memerlukan browser web modern dengan JavaScript.",
  },
  home: {
    title: "GifKit: Pembuat GIF Online Gratis, Video ke GIF, dan Editor GIF",
    description:
      "{count} alat gratis untuk membuat dan mengedit GIF animasi: video ke GIF, ubah ukuran, potong, optimalkan, efek, frame, dan lainnya. Tanpa akun.",
    badge: "Gratis · Tanpa akun · Tanpa watermark",
    heading: "Buat GIF dalam sekejap",
    intro:
      "Ubah video dan gambar menjadi GIF animasi, lalu ubah ukuran, potong, optimalkan, edit frame, atau tambahkan efek dan teks. {count} alat gratis untuk ponsel, tablet, atau komputer (merekam layar perlu komputer).",
    toolsEyebrow: "Alat",
    toolsHeading: "Semua yang kamu perlukan untuk membuat dan mengedit GIF",
    tryNow: "Coba sekarang",
    howEyebrow: "Cara kerjanya",
    howHeading: "Tiga langkah dari file ke GIF",
    step: "Langkah {number}",
    steps: [
      {
        title: "Unggah",
        text: "Pilih video, gambar, atau GIF dari perangkatmu, atau tempel tautan. File hingga {maxUpload}.",
      },
      {
        title: "Edit",
        text: "Pilih momen, ukuran, kecepatan, teks, atau kompresi. Pengaturannya sudah diisi nilai yang masuk akal.",
      },
      {
        title: "Unduh",
        text: "GIF-mu dibuat di server kami dalam sekejap. Unduh hasilnya; hasil dihapus setelah {minutes} menit.",
      },
    ],
    whyEyebrow: "Kenapa GifKit",
    whyHeading: "Cepat, privat, dan gratis",
    benefits: [
      {
        title: "Secepat kilat",
        text: "Proses ffmpeg dan gifsicle yang disetel dengan cermat membuat sebagian besar GIF dalam hitungan detik, dan bilah progres menunjukkan sisanya.",
      },
      {
        title: "100% privat",
        text: "Tanpa akun dan tanpa daftar. Tidak ada kiriman yang disimpan lebih dari {minutes} menit; sebagian besar unggahan dihapus begitu tugasnya selesai.",
      },
      {
        title: "Gratis selamanya",
        text: "Semua alat gratis, tanpa watermark dan tanpa kuota harian. Iklan, hanya dengan persetujuanmu, membiayai server.",
      },
      {
        title: "Kualitas tinggi",
        text: "Palet warna per klip, dithering yang teliti, dan waktu frame yang tepat membuat GIF tetap tajam dan mulus.",
      },
    ],
    aboutHeading: "Perkakas GIF gratis untuk semua orang",
    aboutText:
      "GIF masih satu-satunya format animasi yang bisa diputar di mana saja: di aplikasi chat, email, dokumentasi, forum, dan slide, tanpa tombol putar dan tanpa suara. GifKit menyatukan seluruh prosesnya di satu tempat, dari klip video atau kumpulan foto sampai loop yang rapi dan ringan, tanpa memasang apa pun.",
    limitsText: "Setiap alat menerima file hingga {maxUpload} dan menjaga waktu tiap frame.",
    privacyText:
      "File-mu diproses di server kami, tidak pernah dibagikan, dan dihapus otomatis. Kebijakan privasi kami menjelaskan caranya; tanya jawab memuat format dan batasnya.",
    privacyLink: "Kebijakan privasi",
    faqLink: "Tanya jawab",
    blogEyebrow: "Dari blog",
    blogHeading: "Artikel blog terbaru",
    blogAll: "Lihat semua artikel",
    ctaTitle: "Siap membuat GIF pertamamu?",
    ctaText:
      "Masukkan beberapa gambar atau video dan dapatkan GIF yang siap dibagikan dalam sekejap. Gratis, tanpa akun, dan tanpa watermark.",
    ctaOpen: "Buka {tool}",
  },
} satisfies SiteMessages;
