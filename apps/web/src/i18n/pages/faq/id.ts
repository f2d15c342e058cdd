import type { PluralForms } from "../../format.ts";
import type { FaqCopy } from "./en.ts";

export const faq = {
  title: "Pertanyaan Umum",
  description:
    "Jawaban seputar GifKit: batas ukuran dan format file, privasi dan penghapusan file, pengaturan kualitas, tiap alat, pemecahan masalah, dan API.",
  crumb: "Pertanyaan umum",
  heading: "Pertanyaan yang sering diajukan",
  intro:
    "Batas, format, privasi, dan cara kerja tiap alat. Tidak menemukan jawabanmu? Tanyakan saja kepada kami.",
  sectionsLabel: "Bagian pertanyaan umum",
  groups: {
    general: {
      name: "Umum",
      entries: {
        free: {
          q: "Apakah GifKit benar-benar gratis?",
          a: "Ya. Semua alat gratis dipakai, tanpa akun, tanpa watermark, dan tanpa kuota harian. Situs ini dibiayai iklan, yang hanya tampil jika kamu menerima cookie.",
        },
        account: {
          q: "Apakah saya perlu membuat akun?",
          a: "Tidak. Tidak ada pendaftaran atau login di mana pun di GifKit. Buka saja sebuah alat dan mulai.",
        },
        phone: {
          q: "Apakah GifKit bisa dipakai di ponsel?",
          a: "Bisa. Alat-alatnya berjalan di browser modern mana pun, di ponsel, tablet, maupun komputer, kecuali {record}, yang memerlukan komputer (ponsel tidak bisa membagikan layarnya ke halaman web). Pemrosesan dilakukan di server kami, jadi ponsel yang lambat pun bisa membuat GIF besar.",
        },
        watermark: {
          q: "Apakah GifKit menambahkan watermark?",
          a: "Tidak pernah. GIF yang kamu unduh hanya berisi kontenmu.",
        },
      },
    },
    privacy: {
      name: "Privasi dan file",
      entries: {
        uploaded: {
          q: "Apakah file saya diunggah?",
          a: "Ya. File kamu dikirim ke GifKit dan diproses di server kami; situs ini tidak memprosesnya di dalam browser kamu. Kami tidak pernah membagikan atau melihat file kamu.",
        },
        kept: {
          q: "Berapa lama file saya disimpan?",
        },
        links: {
          q: "Bagaimana dengan tautan yang saya tempel?",
          a: "Server kami mengunduh file dari tautan itu untukmu (hingga {maxUpload}) dan memperlakukannya seperti file yang diunggah. {linkRetention}",
        },
        cookies: {
          q: "Apakah GifKit memakai cookie?",
          a: "Hanya satu entri penting yang mengingat pilihan cookie kamu. Cookie iklan hanya dipakai jika kamu mengeklik {accept}; kamu bisa mengubah pilihan kapan saja lewat {settings} di bagian bawah setiap halaman.",
        },
      },
    },
    technical: {
      name: "Teknis",
      entries: {
        maxSize: {
          q: "Berapa ukuran file maksimum?",
          a: "{maxUpload} per file, untuk semua alat, baik saat kamu mengunggah file maupun menempelkan tautan.",
        },
        formats: {
          q: "Format apa saja yang bisa dipakai?",
          a: "{convert} menghasilkan MP4, WebP, APNG, AVIF, atau WebM; {split} menghasilkan ZIP berisi frame PNG atau JPG; {spriteSheet} menghasilkan lembar PNG atau GIF; alat video menghasilkan MP4 atau WebM dengan suara tetap ada. Semua alat lainnya menghasilkan GIF.",
        },
        videoLength: {
          q: "Berapa panjang GIF yang dibuat dari video?",
          a: "Kamu bisa memilih hingga {maxVideoSelectionSeconds} detik video secara total, dalam satu segmen atau lebih. Hasilnya bisa berisi hingga {maxOutputFrames} frame, dan GIF terbaik biasanya berdurasi 2 sampai 6 detik.",
        },
        largest: {
          q: "Seberapa besar GIF yang bisa saya buat?",
          a: "{videoToGif} membuat GIF hingga {maxVideoOutputSize} piksel; editor GIF hingga {maxGifOutputSize}. Setiap hasil juga dibatasi {maxOutputFrames} frame dan total {maxOutputTotalMegapixels} megapiksel (lebar × tinggi × frame).",
        },
        processing: {
          q: "Berapa lama pemrosesannya?",
          a: "Sebagian besar pengeditan selesai dalam beberapa detik. Video yang panjang atau besar bisa memakan waktu satu atau dua menit; selama menunggu, halaman menampilkan kemajuan tugasnya.",
        },
      },
    },
    tools: {
      name: "Per alat",
      entries: {
        frameRate: {
          q: "Frame rate berapa yang sebaiknya dipilih di {videoToGif}?",
          a: "15 fps (bawaan) cocok untuk kebanyakan klip. Pakai 10 fps untuk rekaman layar dan adegan lambat, 24 atau 30 fps hanya untuk gerakan singkat dan cepat: makin banyak frame, makin besar file-nya.",
        },
        sound: {
          q: "Bisakah suara video saya dipertahankan?",
          a: "GIF tidak punya suara. Centang opsi MP4 di {videoToGif} untuk mendapatkan MP4 beraudio (H.264 dan AAC) dari bagian yang sama, di samping GIF-nya.",
        },
        speed: {
          q: "Apakah mengubah ukuran atau memotong mengubah kecepatan animasi?",
          a: "Tidak. {resize} dan {crop} mempertahankan setiap frame beserta durasinya masing-masing. {crop} bersifat lossless: frame hanya dipotong, tidak di-encode ulang.",
        },
        bigger: {
          q: "Bisakah {optimize} membuat GIF saya lebih besar?",
          a: "Tidak. Jika tidak ada pengaturan yang bisa memperkecil file, kamu menerima file aslimu tanpa perubahan dan halaman akan memberitahukannya.",
        },
        font: {
          q: "Bisakah saya memakai font sendiri di {addText}?",
          a: "Bisa. Selain delapan font bawaan, kamu bisa mengunggah file font .ttf atau .otf untuk sebuah lapisan teks.",
        },
        ai: {
          q: "Mengapa generator GIF AI bilang tidak tersedia?",
          a: "Fitur ini memerlukan server pembuatan dengan GPU. Jika belum ada yang dikonfigurasi, halaman akan mengatakannya dengan jelas alih-alih memberikan hasil palsu.",
        },
      },
    },
    troubleshooting: {
      name: "Pemecahan masalah",
      entries: {
        tooLarge: {
          q: "File saya terlalu besar. Apa yang bisa saya lakukan?",
          a: "File di atas {maxUpload} ditolak. Pangkas dulu videonya atau ekspor dengan resolusi lebih rendah; untuk GIF, proses dengan {optimize} per bagian.",
        },
        unsupported: {
          q: "Muncul pesan bahwa jenis file saya tidak didukung.",
          a: "Cocokkan ekstensi file dengan format yang tercantum untuk alat tersebut. GifKit juga memeriksa isi file, jadi file jenis lain yang hanya diganti namanya akan ditolak; ekspor ulang dalam format yang didukung.",
        },
        blurry: {
          q: "GIF saya terlihat buram atau belang.",
          a: "Perbesar lebarnya, pilih pengaturan kualitas yang lebih tinggi, atau perpendek klipnya agar setiap frame bisa memakai lebih banyak dari 256 warna yang diizinkan GIF. Hindari memperbesar GIF yang kecil.",
        },
        download: {
          q: "Unduhan diblokir atau file-nya 0 byte.",
          a: "Izinkan unduhan untuk situs ini di browser kamu, dan unduh dalam {minutes} menit, karena setelah itu hasilnya dihapus. Jika masih gagal, jalankan tugasnya lagi.",
        },
      },
    },
    advanced: {
      name: "Lanjutan",
      entries: {
        api: {
          q: "Apakah ada API?",
          a: "Ada. Setiap alat tersedia sebagai API HTTP: mulai tugas, periksa statusnya, unduh hasilnya. Lihat [halaman API](/api) untuk endpoint dan deskripsi OpenAPI-nya.",
        },
        rate: {
          q: "Apakah ada batas seberapa sering saya bisa memakai alat-alatnya?",
          a: "Agar layanan tetap adil, satu alamat hanya bisa menjalankan beberapa tugas sekaligus, dan server yang sedang sibuk bisa memintamu mencoba lagi sebentar lagi (HTTP 429 atau 503 dengan header Retry-After).",
        },
        loops: {
          q: "Bagaimana jumlah pengulangan diatur?",
          a: "{gifMaker} berulang tanpa henti secara bawaan; dengan jumlah pengulangan N, animasi diputar N kali. Editor mempertahankan pengaturan loop dari GIF yang kamu berikan.",
        },
      },
    },
  },
  formatsAnswer: {
    images: {
      one: "{tools} menerima {formats} (halaman pertama dari PDF).",
      other: "{tools} menerima {formats} (halaman pertama dari PDF).",
    } as PluralForms,
    video: {
      one: "{tools} menerima {formats}, tautan ke file video, dan tautan YouTube.",
      other: "{tools} menerima {formats}, tautan ke file video, dan tautan YouTube.",
    } as PluralForms,
    gifOrVideo: {
      one: "{tools} menerima animasi atau video.",
      other: "{tools} menerima animasi atau video.",
    } as PluralForms,
    gif: {
      one: "{tools} menerima {formats}.",
      other: "{tools} menerima {formats}.",
    } as PluralForms,
    gifOrStill: {
      one: "{tools} menerima {formats}, atau gambar diam JPG, PNG, atau WebP, yang ditulis kembali dalam format yang sama.",
      other:
        "{tools} menerima {formats}, atau gambar diam JPG, PNG, atau WebP, yang ditulis kembali dalam format yang sama.",
    } as PluralForms,
  },
  destinationsLink: "Batas per platform",
  destinationsHeading: "Seberapa besar GIF boleh di tempat tujuannya?",
  destinationsIntro:
    "File terbesar yang diterima tiap tempat, menurut dokumentasinya sendiri (ikuti tautan di samping setiap angka). Selengkapnya di artikel kami (dalam bahasa Inggris) [GIF size limits: Discord, Slack, X, GitHub, Reddit and email](/blog/gif-size-limits-by-platform)",
  destinationColumns: {
    where: "Tempat",
    maxSize: "File terbesar",
    maxDimensions: "Dimensi terbesar",
    source: "Sumber",
  },
  destinationInline: {
    maxSize: "File terbesar: ",
    maxDimensions: "Dimensi terbesar: ",
    source: "Sumber: ",
  },
  readOn: " dibaca {date}",
  dimensions: {
    exact: "tepat {width} × {height} px",
    oneSideExact: "satu sisi tepat {side} px, sisi lainnya paling besar {other} px",
    notStated: "tidak disebutkan",
  },
  destinationNotes: {
    discord:
      "Batas unggah Discord untuk akun tanpa Nitro adalah 10 MiB per file. Nitro dan boost server menaikkannya, tetapi GIF di bawah 10 MiB bisa diposting dan dibagikan ulang oleh siapa saja.",
    slack:
      "Slack menerima file hingga 1 GB, jauh lebih besar dari kebutuhan GIF mana pun (GifKit sendiri berhenti di 200 MB). Slack tidak mendokumentasikan batas khusus untuk GIF; GIF yang kecil dimuat lebih cepat bagi semua orang di utas.",
    x: "X mengubah GIF yang diposting menjadi video MP4, jadi mengunggah MP4 memberi kualitas lebih baik untuk ukuran yang sama. Dokumentasi developernya mengizinkan GIF hingga 15 MB dan menyarankan paling besar 1280 × 1080 px dan 350 frame; posting dari aplikasi ponsel X dilaporkan hanya mengizinkan lebih kecil (5 MB), yang tidak dikonfirmasi oleh halaman X yang bisa kami baca.",
    github:
      "GitHub menerima gambar dan GIF hingga 10 MB di issue, pull request, diskusi, dan komentar; menyeret GIF ke sana juga cara yang lazim untuk mendapatkan alamat untuk README. GitHub menampilkan GIF apa adanya. Video MP4, MOV, atau WebM yang pendek juga diterima (10 MB pada paket gratis).",
    reddit:
      "Dokumentasi developer Reddit mengizinkan GIF hingga 100 MB (gambar diam 20 MB). Reddit memutar GIF yang diunggah dari salinan MP4 yang dibuatnya, jadi mengunggah MP4 memberi kualitas lebih baik untuk ukuran yang sama. Posting dari situs atau aplikasi Reddit mungkin mengizinkan lebih kecil dari yang tertulis di dokumentasi itu.",
    email:
      "Gmail mengirim lampiran hingga total 25 MB pada akun pribadi (yang lebih besar menjadi tautan Google Drive); akun kerja dan penyedia email lain punya batasnya sendiri, sering kali lebih rendah. Untuk GIF yang tampil di dalam pesan, makin kecil makin baik: GIF itu diunduh setiap kali email dibuka.",
    "fast-web-page":
      "Lighthouse, audit di balik PageSpeed Insights, menandai setiap GIF di atas 100 KiB pada sebuah halaman dan menyarankan video sebagai gantinya. Untuk apa pun yang lebih besar di situsmu sendiri, pakai MP4 dalam <video autoplay loop muted playsinline> atau WebP animasi.",
    "discord-emoji":
      "Discord menerima emoji kustom (yang animasi sebagai GIF) hingga 256 KB dan menampilkannya kecil; dokumentasinya menyebut gambar 128 × 128 px, dan yang lebih besar tetap akan diperkecil.",
    "discord-sticker":
      "Stiker Discord bisa berupa GIF atau APNG animasi berukuran paling besar 512 KB, 320 × 320 px, dan 5 detik. Bentuk persegi paling cocok: stiker ditampilkan dalam kotak persegi.",
    "slack-emoji":
      "Dokumentasi Slack meminta gambar emoji persegi di bawah 128 KB; emoji animasi adalah GIF yang ditampilkan kecil, jadi 128 × 128 px sudah lebih dari cukup.",
    "twitch-animated-emote":
      "Emote animasi Twitch adalah GIF persegi dengan paling banyak 60 frame; file 112 × 112 px dari unggahan manual paling besar 512 KB (1 MB untuk satu GIF besar yang diubah ukurannya oleh Twitch). Halaman bantuan Twitch sendiri tidak tersedia untuk memeriksa angka-angka ini.",
  },
  limitsHeading: "Batas dan format",
  limitsIntro: "Angka yang sama dengan yang diterapkan server.",
  limits: {
    fileSize: "Ukuran file (setiap unggahan dan tautan)",
    inputSide: "Sisi gambar atau frame",
    inputFrame: "Satu frame masukan",
    inputFrames: "Frame masukan",
    inputTotal: "Semua frame masukan bersama",
    outputFrames: "Frame keluaran",
    outputTotal: "Ukuran keluaran (lebar × tinggi × frame)",
    videoOutput: "Ukuran keluaran {videoToGif}",
    gifOutput: "Ukuran keluaran edit GIF",
    videoSelection: "Pilihan video (semua segmen)",
    chainEdits: "Edit dalam satu rangkaian (POST /api/edit)",
    batchInputs: "Masukan dalam satu batch (POST /api/batch)",
    videoEditLength: "Durasi video yang diedit (MP4 atau WebM dari rangkaian)",
    youtubeLength: "Durasi video YouTube",
    taskStarts: "Tugas dimulai per menit (per alamat)",
    keyTaskStarts: "Tugas dimulai dengan kunci API (per kunci)",
    storedBytes: "File yang disimpan sekaligus (per alamat)",
    taskMemory: "Memori per tugas",
    resultsKept: "Hasil disimpan selama",
  },
  units: {
    megapixels: "{count} megapiksel",
    perMinuteAndDay: "{minute} per menit, {day} per hari",
  },
  imagesLabel: "Gambar: ",
  videoLabel: "Video: ",
  videoFormats: "{formats}, tautan, dan YouTube",
  gifToolsLabel: "Alat GIF: ",
  gifFormats: "masuk {formats}, keluar GIF",
  stillStuck: "Masih buntu? Lihat [pusat bantuan](/help) atau kirim email ke {email}.",
  ctaTitle: "Siap mencoba?",
  ctaText: "Buat GIF pertamamu dalam satu menit, gratis dan tanpa akun.",
  ctaTry: "Coba {tool}",
} satisfies FaqCopy;
