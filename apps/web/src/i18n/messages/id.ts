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
    "bad-request": "Permintaan tidak dapat dibaca. Muat ulang halaman, lalu coba lagi.",
    "invalid-options": "Salah satu pengaturan tidak valid. Periksa pengaturan, lalu coba lagi.",
    "duplicate-field": "Sebuah pengaturan terkirim dua kali. Muat ulang halaman, lalu coba lagi.",
    "missing-input":
      "Tidak ada file atau tautan yang terkirim. Pilih file atau tempel tautan, lalu coba lagi.",
    "too-many-files": "Terlalu banyak file untuk alat ini. Hapus beberapa, lalu coba lagi.",
    "too-many-parts":
      "Unggahan memiliki terlalu banyak bagian. Kirim lebih sedikit file sekaligus.",
    "malformed-upload": "Unggahan terputus atau rusak di tengah jalan. Coba lagi.",
    "file-too-large": "File melebihi batas {maxUpload}.",
    "unsupported-file-type":
      "Alat ini tidak menerima jenis file ini. Lihat format yang didukung di bawah area unggah.",
    "empty-file": "File ini kosong.",
    "source-expired":
      "Hasil itu sudah tidak disimpan (hasil dihapus setelah {minutes} menit). Unggah lagi file-nya.",
    "upload-expired": "Unggahan itu sudah tidak disimpan. Unggah lagi file-nya.",
    "rate-limited": "Terlalu banyak permintaan dari koneksi Anda. Tunggu sebentar, lalu coba lagi.",
    "too-many-running-tasks":
      "Kamu sudah menjalankan beberapa tugas. Tunggu salah satunya selesai, lalu coba lagi.",
    "expected-time-too-long":
      "Konversi ini akan memakan waktu lebih lama dari batas waktu. Pilih bagian yang lebih pendek, lebar yang lebih kecil, lebih sedikit frame per detik, atau kualitas yang lebih rendah.",
    "too-many-connections":
      "Saat ini terlalu banyak koneksi dari alamat Anda. Tutup tab GifKit lainnya, lalu coba lagi.",
    "queue-full": "Server sedang sibuk. Coba lagi sebentar lagi.",
    "queue-unavailable": "Saat ini tugas tidak dapat dimulai. Coba lagi dalam beberapa menit.",
    "storage-full": "Server sedang tidak punya ruang untuk file lagi. Coba lagi nanti.",
    "address-storage-full":
      "File-mu di server sudah mencapai batas. Tunggu hasil sebelumnya terhapus, lalu coba lagi.",
    "internal-error": "Ada masalah di pihak kami. Coba lagi.",
    "url-not-allowed":
      "Tautan ini tidak dapat digunakan: harus berupa alamat http atau https publik.",
    "url-fetch-failed":
      "File dari tautan ini tidak dapat diunduh. Pastikan tautannya berfungsi dan publik, atau unduh file-nya lalu unggah.",
    "youtube-playlist": "Ini tautan ke sebuah playlist. Tempel tautan satu video saja.",
    "youtube-too-long":
      "Video YouTube ini terlalu panjang untuk dikonversi. Gunakan video yang lebih pendek, atau unduh bagian yang Anda perlukan lalu unggah.",
    "youtube-live": "Siaran langsung tidak dapat dikonversi. Coba lagi setelah siarannya selesai.",
    "youtube-unavailable":
      "Video YouTube ini tidak dapat diunduh: mungkin privat, dibatasi usia, atau sudah dihapus.",
    "input-too-large":
      "File terlalu besar untuk diproses: dimensi atau jumlah frame-nya melewati batas. Perkecil dulu; FAQ mencantumkan batasnya.",
    "damaged-input": "File rusak dan tidak dapat dibaca. Coba salinan lainnya.",
    "corrupt-input":
      "File tidak dapat dibaca: mungkin rusak, atau jenisnya tidak sesuai dengan namanya.",
    "unreadable-image":
      "Salah satu gambar tidak dapat dibaca. Simpan ulang sebagai PNG atau JPEG, lalu coba lagi.",
    "no-video-stream": "File ini tidak berisi video.",
    "invalid-font": "File font tidak dapat dibaca. Gunakan font TTF atau OTF.",
    "missing-font": "Font yang dipilih untuk teks tidak terkirim. Pilih font-nya lagi.",
    "no-audio-stream": "File ini tidak berisi suara.",
    "invalid-subtitles": "File subtitle tidak dapat dibaca. Gunakan file SRT atau VTT.",
    "processing-failed": "Pemrosesan gagal. Coba lagi, atau coba pengaturan lain.",
    "output-too-large":
      "Hasilnya akan terlalu besar. Pilih ukuran yang lebih kecil, lebih sedikit frame, atau bagian yang lebih pendek.",
    "crop-too-small": "Area potong terlalu kecil. Perbesar, lalu coba lagi.",
    "invalid-range":
      "Waktu mulai dan selesai tidak sesuai dengan file ini. Periksa, lalu coba lagi.",
    "invalid-frames": "Frame yang dipilih tidak sesuai dengan file ini. Periksa, lalu coba lagi.",
    "segment-exceeds-video":
      "Bagian yang dipilih melewati akhir video. Pilih bagian yang lebih awal.",
    "selection-too-large": "Pilihan terlalu besar. Pilih bagian yang lebih kecil.",
    "conversion-failed": "Konversi gagal. Coba lagi, atau coba pengaturan lain.",
    "target-size-unreachable":
      "GIF tidak dapat diperkecil sampai ukuran yang Anda pilih. Pilih ukuran yang lebih besar, atau perpendek atau perkecil GIF-nya dulu.",
    "generation-not-configured": "Membuat GIF dari prompt saat ini tidak tersedia di server ini.",
    "generation-failed": "Frame tidak dapat dibuat. Coba lagi, atau coba prompt lain.",
    "generation-malformed-output":
      "Generator mengembalikan frame yang tidak dapat digunakan. Coba lagi.",
    "empty-output": "Hasilnya kosong. Coba pengaturan lain.",
    "incomplete-output": "Hasilnya tidak dapat diselesaikan. Coba lagi.",
    "task-timeout":
      "Tugas terlalu lama sehingga dihentikan. Coba bagian yang lebih pendek, ukuran yang lebih kecil, atau lebih sedikit frame.",
    "task-memory-limit":
      "Tugas membutuhkan memori melebihi batas sehingga dihentikan. Coba ukuran yang lebih kecil atau lebih sedikit frame.",
    "worker-crashed": "Tugas berhenti secara tak terduga. Coba lagi.",
    "task-interrupted": "Tugas terhenti di server. Coba lagi.",
    "task-lost": "Server kehilangan jejak tugas ini. Coba lagi.",
  },
  apiErrorsWithValues: {
    "too-many-files": "Terlalu banyak file: alat ini menerima paling banyak {max_files}.",
    "expected-time-too-long":
      "Konversi ini akan memakan waktu lebih dari batas {limit_seconds}. Pilih bagian yang lebih pendek, lebar yang lebih kecil, lebih sedikit frame per detik, atau kualitas yang lebih rendah.",
    "youtube-too-long":
      "Video YouTube ini terlalu panjang: video boleh berdurasi hingga {max_seconds}. Gunakan video yang lebih pendek, atau unduh bagian yang Anda perlukan lalu unggah.",
    "task-timeout":
      "Tugas melewati batas {limit_seconds} sehingga dihentikan. Coba bagian yang lebih pendek, ukuran yang lebih kecil, atau lebih sedikit frame.",
    "task-memory-limit":
      "Tugas membutuhkan memori melebihi batas {limit_megabytes} sehingga dihentikan. Coba ukuran yang lebih kecil atau lebih sedikit frame.",
  },
  toolPage: {
    home: "Beranda",
    howItWorks: "Cara kerjanya",
    step: "Langkah",
    guide: "Panduan",
    moreTools: "Alat GIF lainnya",
    operatingSystem: "Apa saja (browser web)",
    browserRequirements: "Memerlukan browser web modern dengan JavaScript.",
    shareImageAlt: "{name} di GifKit, dengan satu frame dari hasil buatannya: {alt}",
    shareImageAltShort: "{name} di GifKit, dengan satu frame dari hasil buatannya",
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
    examples: {
      heroCredit: "{credit}.",
      heroLine: "{before}: {input}. {after}, dengan {tool}: {output}.",
      before: "Sebelum",
      after: "Sesudah",
      result: "hasil {tool}",
      input: "input {tool}",
      eyebrow: "Hasil nyata",
      heading: "Dibuat oleh GifKit, bukan rekaan",
      intro:
        "Setiap hasil di bawah ini keluar dari alat yang namanya tertulis di bawahnya, dijalankan pada klip dan foto contoh gratis; ukuran yang tertera adalah ukuran file buatan alat itu sendiri. Animasi diputar di sini sebagai video pendek yang dibuat dari file tersebut, dan tombol Jeda menghentikannya.",
      pauseAll: "Jeda semua",
      playAll: "Putar semua",
    },
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
