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
    },
    chooseHere: {
      gif: "Pilih GIF kamu dari perangkat ini",
      gifs: "Pilih GIF kamu dari perangkat ini",
      images: "Pilih gambar kamu dari perangkat ini",
      video: "Pilih video kamu dari perangkat ini",
      "gif-or-video": "Pilih GIF atau video kamu dari perangkat ini",
    },
    fileInputLabel: {
      gif: "Pilih file GIF",
      gifs: "Pilih file GIF",
      images: "Pilih gambar",
      video: "Pilih file video",
      "gif-or-video": "Pilih GIF atau video",
    },
    linkLabel: {
      gif: "Tautan ke GIF",
      gifs: "Tautan ke GIF",
      images: "Tautan ke gambar",
      video: "Tautan ke video",
      "gif-or-video": "Tautan ke GIF atau video",
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
} satisfies ToolUiMessages;
