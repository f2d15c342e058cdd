import type { ToolUiMessages } from "./tool-ui.en.ts";

export const id = {
  upload: {
    inputTabs: "Sumber",
    uploadFiles: "Unggah file",
    uploadFile: "Unggah file",
    fromUrls: "Dari URL",
    fromUrl: "Dari URL",
    dropHere: {
      gif: "Seret dan lepas GIF kamu di sini, atau tempelkan",
      gifs: "Seret dan lepas GIF kamu di sini, atau tempelkan",
      images: "Seret dan lepas gambar kamu di sini, atau tempelkan",
      video: "Seret dan lepas video kamu di sini, atau tempelkan",
      "gif-or-video": "Seret dan lepas GIF atau video kamu di sini, atau tempelkan",
      "gif-or-still": "Seret dan lepas GIF atau gambar kamu di sini, atau tempelkan",
    },
    chooseHere: {
      gif: "Pilih GIF kamu dari perangkat ini",
      gifs: "Pilih GIF kamu dari perangkat ini",
      images: "Pilih gambar kamu dari perangkat ini",
      video: "Pilih video kamu dari perangkat ini",
      "gif-or-video": "Pilih GIF atau video kamu dari perangkat ini",
      "gif-or-still": "Pilih GIF atau gambar kamu dari perangkat ini",
    },
    fileInputLabel: {
      gif: "Pilih file GIF",
      gifs: "Pilih file GIF",
      images: "Pilih gambar",
      video: "Pilih file video",
      "gif-or-video": "Pilih GIF atau video",
      "gif-or-still": "Pilih GIF atau gambar",
    },
    linkLabel: {
      gif: "Tautan ke GIF",
      gifs: "Tautan ke GIF",
      images: "Tautan ke gambar",
      video: "Tautan ke video",
      "gif-or-video": "Tautan ke GIF atau video",
      "gif-or-still": "Tautan ke GIF atau gambar",
    },
    chooseFiles: "Pilih file",
    chooseFile: "Pilih file",
    checkingFiles: "Memeriksa file...",
    checkingFile: "Memeriksa file...",
    linksLabel: "Tautan (satu per baris, atau dipisahkan koma)",
    checkingLinks: "Memeriksa tautan...",
    checkingLink: "Memeriksa tautan...",
    loadUrls: "Muat URL",
    loadUrl: "Muat URL",
    maxFileSize: "Ukuran file maksimum: {size}",
    filesNote:
      "File diproses di server kami: unggahan dihapus saat tugas selesai, hasilnya setelah {minutes} menit.",
    linkCheckUnavailable:
      "Tautan tidak bisa diperiksa: kesalahan jaringan atau masalah tak terduga. Coba lagi.",
    formats: {
      gif: "Format yang didukung: GIF, serta WebP, APNG, MNG, AVIF, dan WebM animasi (diubah menjadi GIF)",
      images:
        "Format yang didukung: JPG, PNG, GIF, WebP, APNG, HEIC/HEIF, MNG, JP2, AVIF, JXL, BMP, PDF (halaman pertama)",
      video: "Format yang didukung: MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV",
      "gif-or-video":
        "Format yang didukung: GIF, WebP, APNG, MNG, dan video (MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV)",
      "gif-or-still":
        "Format yang didukung: GIF, WebP, APNG, MNG, AVIF, dan WebM animasi (diubah menjadi GIF), serta gambar diam JPG, PNG, dan WebP (tetap dalam formatnya)",
    },
    rightToolVideo: "Video? {tool} untuk membuat GIF darinya.",
    rightToolPictures: "Gambar? {tool} untuk membuat GIF darinya.",
    openTool: "Buka {name}",
  },
  progress: {
    label: "Progres tugas",
    uploadProgress: "Progres unggahan",
    processingProgress: "Progres pemrosesan",
    cancel: "Batal",
    elapsed: "Berjalan: {seconds} dtk",
    waitingInQueue: "Menunggu antrean...",
    uploading: "Mengunggah...",
    starting: "Memulai...",
    sendingLink: "Mengirim tautan...",
  },
  retry: {
    wait: { other: "Tunggu {count} detik, lalu coba lagi." },
    waitMinutes: { other: "Tunggu {count} menit, lalu coba lagi." },
    canRetryNow: "Sekarang kamu bisa mencoba lagi.",
    tryAgain: "Coba lagi",
  },
  flow: {
    expired:
      "Tugas ini sudah tidak disimpan: hasil dan statusnya dihapus {minutes} menit setelah dibuat. Mulai lagi dengan file kamu.",
    cancelled: "Dibatalkan. Pengaturan kamu tetap tersimpan: ubah atau mulai lagi.",
    networkError: "Kesalahan jaringan atau masalah tak terduga.",
    chooseAgain:
      "Pilih {name} lagi: file yang dipilih tidak tersimpan saat halaman dimuat ulang (hasilmu tetap ada di alamatnya sendiri sampai kedaluwarsa).",
    versionTitle: "Versi {number}, dibuat dengan {tool}",
    editAgain: "Ubah pengaturan dan konversi lagi: file kamu masih ada di sini",
  },
  tool: {
    startFailed: "Tugas tidak bisa dimulai: ID tugas tidak ada.",
    taskFailed: "Tugas gagal.",
    fetchResultFailed: "Gagal mengambil GIF hasil.",
    resultTitle: "GIF kamu sudah jadi!",
    startOver: "Mulai dari awal",
  },
  checks: {
    unsupportedFile: "Jenis file tidak didukung: {names}. Yang didukung: {allowed}",
    emptyFile: {
      other: "File ini kosong (0 byte): {names}. Pilih lagi, atau pilih file lain.",
    },
    tooLarge: "File terlalu besar: {name} berukuran {size}. Ukuran file maksimum: {max}.",
    contentMismatch: {
      other: "Isi file ini tidak sesuai dengan namanya: {names}.",
    },
    enterLink: "Masukkan tautan ke sebuah file.",
    invalidLink: "Ini bukan tautan yang valid: salin alamat lengkapnya, yang diawali https://.",
    linkScheme:
      "Tautan {scheme} tidak didukung: GifKit hanya mengambil tautan http:// dan https://. Unduh filenya, lalu unggah.",
    videoSitePage:
      "Halaman {site} bukan file video, dan GifKit tidak bisa mengambil video dari {site}. Unduh videonya (jika pemiliknya mengizinkan), lalu unggah filenya.",
    webPage:
      "Tautan ini adalah halaman web, bukan file. Gunakan tautan ke file itu sendiri (berakhiran {extensions}...): klik kanan file di halaman itu dan salin alamatnya.",
    unsupportedLink: "Alat ini tidak menerima jenis file ini. Yang didukung: {allowed}",
    unsupportedLinks: "URL tidak didukung: {urls}. Yang didukung: {allowed}",
  },
  result: {
    download: "Unduh {name}",
    preview: "Pratinjau hasil",
    unchanged:
      "GIF kamu sudah lebih kecil dari hasil yang bisa dicapai pengaturan ini, jadi dikembalikan tanpa perubahan. Coba preset dengan lebih sedikit warna atau kompresi lossy yang lebih kuat.",
    keptFor:
      "Hasilnya disimpan di server kami selama {minutes} menit, lalu dihapus. Sampai saat itu kamu bisa terus mengeditnya tanpa mengunggah ulang.",
    editThisGif: "Edit GIF ini",
    versionsTitle: "Versi kamu di sesi ini",
    versionsNote:
      "Tiap versi disimpan {minutes} menit setelah dibuat. Pilih salah satu untuk melihatnya lagi dan mengeditnya dari situ.",
    shown: "(ditampilkan)",
    originalSize: "Ukuran asli",
    dimensions: "Dimensi",
    frames: "Jumlah frame",
    frameRate: "Laju frame",
    duration: "Durasi",
    resultSize: "Ukuran hasil",
  },
  xray: {
    title: "Ke mana byte-nya pergi",
    about:
      "Setiap byte GIF dihitung di server kami (GIF hingga {size}), beserta yang bisa dihemat.",
    reading: "Membaca GIF…",
    tooLarge: "GIF yang dianalisis maksimal {size}; GIF ini lebih besar.",
    failed: "GIF tidak dapat dianalisis.",
    total: {
      other: "{size} dalam {count} frame, {width} × {height}.",
    },
    kilobytes: "{count} kB",
    bytes: {
      other: "{count} byte",
    },
    savesPredicted: "hemat {size} (perkiraan)",
    bytesPerFrame: "Byte per frame",
    frameBar: "Frame ke-{number}: {size}",
    frameBarRepeat: "Frame ke-{number}: {size}, mengulang frame sebelumnya",
    merged: "Digabung: {size}, hemat {saved}.",
    downloadMerged: "Unduh GIF yang digabung",
    merging: "Menggabungkan…",
    merge: "Gabungkan frame yang berulang",
    parts: {
      header: "Header dan layar",
      "global-palette": "Palet global",
      "local-palettes": "Palet frame",
      "frame-controls": "Durasi dan transparansi frame",
      "image-descriptors": "Posisi frame",
      "image-data": "Data gambar",
      loop: "Pengaturan loop",
      comments: "Komentar",
      "other-extensions": "Metadata lain",
      trailer: "Akhir file",
    },
    findings: {
      duplicateFramesTitle: {
        other: "{count} frame mengulang gambar sebelumnya",
      },
      duplicateFramesMergeable:
        "Jika digabung ke frame sebelumnya (durasinya bertambah sebanyak durasi mereka), ukurannya berkurang {size}; animasinya tetap sama.",
      duplicateFramesKept:
        "Frame ini tidak bisa digabung tanpa mengubah waktunya: beberapa durasi bernilai 0 atau 1 perseratus detik, yang diputar browser sebagai 10.",
      unchangedPixelsTitle: {
        other: "{count} piksel digambar ulang tanpa perubahan",
      },
      unchangedPixelsDetail:
        "Frame menggambar piksel ini dengan warna yang sudah tampil. Jika dibuat transparan (Optimalkan GIF), data gambar berkurang paling banyak sekitar {size}.",
      paletteTitle: "Palet berisi warna yang tidak dipakai piksel mana pun",
      paletteDetail: {
        other:
          "Palet berisi {entries} entri, yang dipakai hanya {count}. Jika dipangkas ke yang dipakai, palet berkurang {size} (lebih sedikit bit per piksel bisa menghemat lebih banyak).",
      },
      metadataTitle: "Komentar dan metadata",
      metadataDetail:
        "{size} komentar dan data aplikasi yang tidak mengubah tampilan apa pun; Optimalkan GIF membuangnya.",
      lossyTitle: "Kompresi lossy",
      lossyDetail:
        "Data gambar mengambil {percent} dari file. Pengaturan lossy di Optimalkan GIF membuat LZW memakai ulang kecocokan yang mirip; seberapa banyak hematnya tergantung gambar dan tidak diperkirakan di sini.",
    },
  },
  fitUnder: {
    title: "Muat di bawah ukuran",
    aboutOn: "GIF dibuat sebagus mungkin tanpa melewati ukuran ini: {order}.",
    orders: {
      default: "kompresi lossy dan warna dulu, lalu dimensi, lalu frame rate",
      colorsFirst: "warna dulu (hingga 96), lalu dimensi, lalu frame rate",
    },
    aboutOff:
      "Mati: pengaturanmu dipakai apa adanya. Nyalakan untuk memilih tujuan GIF, atau ukuran yang tidak boleh dilewati.",
    destination: "Tujuan GIF",
    destinationOption: "{name}: {size}",
    custom: "Ukuran khusus",
    fitsUnder: "Muat di bawah {size}",
    destinationTakesMore: " ({name} menerima {max}; GifKit membuat GIF hingga {size})",
    sizeExact:
      "Ukuran untuk {name}: {size}. GIF diskalakan agar muat dan diletakkan di tengah kanvas transparen seukuran itu.",
    exactly: "tepat {size}",
    sizeLargest: "Ukuran terbesar untuk {name}: {size}.",
    sidesBoth: "{width} × {height} piksel",
    sidesWidth: "lebar {width} piksel",
    sidesHeight: "tinggi {height} piksel",
    extraLimits:
      "{name} juga meminta animasi {limits}: GIF yang lebih panjang dipangkas agar muat dan frame dibuang merata bila perlu, lalu hasilnya menyebutkan apa yang berubah.",
    limitSeconds: "paling lama {count} detik",
    limitFramesPerSecond: "paling banyak {count} frame per detik",
    limitFrames: "paling banyak {count} frame",
    limitsJoin: ", ",
    source: "Dari mana batas ini berasal",
    readOn: "(dibaca {date})",
    customPlaceholder: "mis. 5",
    unitLabel: "Satuan ukuran khusus",
    customHint: "Dari {min} sampai {max}; di sini 1 MB = 1024 kB, sama seperti di layar hasil.",
    customProblem: "Masukkan ukuran dari {min} sampai {max}.",
    tooBig: "GIF akan berukuran {width} × {height} piksel: kecilkan lebar atau tingginya.",
    lowered: "Lebar dan tinggi dikecilkan agar muat: {width} × {height} piksel.",
    fits: "Ukuranmu muat: {width} × {height} piksel.",
    convertSuggestion:
      "Untuk MP4 atau WebP, kirim hasilnya ke Konversi GIF dari layar hasil (Edit GIF ini) tanpa mengunggah ulang; atau buka {link}.",
    convertLink: "alat Konversi GIF (tab baru)",
    fittedUnder: "Dimuatkan di bawah {size}: {settings}.",
    fittedToYourSize: "Disesuaikan dengan ukuranmu: {settings}.",
    fittedFps: "{fps} fps",
    fittedColors: "{count} warna",
    fittedLossy: "tingkat lossy {value}",
    fittedNoLossy: "tanpa kompresi lossy",
    destinations: {
      discord: "Discord",
      slack: "Slack",
      x: "X (Twitter)",
      github: "GitHub (README, issue, pull request)",
      reddit: "Reddit",
      email: "Lampiran email (Gmail)",
      "fast-web-page": "Halaman web cepat",
      "discord-emoji": "Emoji Discord",
      "discord-sticker": "Stiker Discord",
      "slack-emoji": "Emoji Slack",
      "telegram-video-sticker": "Stiker video Telegram",
      "telegram-video-emoji": "Emoji animasi Telegram",
      "whatsapp-animated-sticker": "Stiker animasi WhatsApp",
      "twitch-animated-emote": "Emote animasi Twitch",
    },
  },
} satisfies ToolUiMessages;
