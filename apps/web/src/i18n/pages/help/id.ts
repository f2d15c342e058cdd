import type { HelpCopy } from "./en.ts";

export const help = {
  title: "Pusat Bantuan",
  description:
    "Mulai pakai GifKit dan atasi masalah umum: file terlalu besar atau tidak didukung, GIF buram, unduhan yang diblokir, plus tips untuk tiap platform.",
  crumb: "Bantuan",
  heading: "Pusat Bantuan",
  intro: "Panduan cepat, solusi untuk masalah umum, dan tips membagikan GIF-mu.",
  quickStartHeading: "Mulai cepat",
  guideQuickStart: {
    title: "Buat GIF dari video",
    text: "Panduan langkah demi langkah (dalam bahasa Inggris): segmen, frame rate, ukuran, dan ekspor.",
  },
  troubleshootingHeading: "Pemecahan masalah",
  troubleshooting: {
    upload: {
      area: "Masalah unggahan",
      problems: {
        tooLarge: {
          title: "“File terlalu besar”",
          fix: {
            size: "Setiap file bisa berukuran hingga {maxUpload}. Untuk video, pangkas atau ekspor ke 720p atau lebih rendah sebelum diunggah.",
            selection:
              "Ingat, kamu hanya bisa memakai total {maxVideoSelectionSeconds} detik video, jadi file sumber yang lebih pendek sudah cukup.",
          },
        },
        unsupported: {
          title: "“Jenis file tidak didukung”",
          fix: {
            formats:
              "{videoToGif} menerima {videoFormats}; {gifMaker} menerima {imageFormats}; editor GIF menerima {gifFormats}.",
            content:
              "Isi file ikut diperiksa, bukan hanya namanya: file yang diganti namanya akan ditolak. Ekspor ulang ke salah satu format di atas.",
          },
        },
        link: {
          title: "Tautan tidak bisa dimuat",
          fix: {
            direct:
              "Tautan harus langsung mengarah ke file publik (berakhiran .mp4, .gif, .png, dan sebagainya), atau berupa tautan YouTube untuk {videoToGif}.",
            private:
              "Halaman yang butuh login, atau tautan ke alamat pribadi, tidak bisa diambil oleh server kami.",
          },
        },
      },
    },
    quality: {
      area: "Masalah kualitas",
      problems: {
        blurry: {
          title: "GIF-ku terlihat buram",
          fix: {
            wider:
              "Perlebar GIF-nya: GIF yang ditampilkan lebih besar dari ukuran aslinya akan meregang dan kurang tajam.",
            quality:
              "Pilih pengaturan kualitas yang lebih tinggi, dan hindari memperbesar GIF kecil.",
          },
        },
        banding: {
          title: "Warna bergaris atau berbintik",
          fix: {
            colors:
              "Satu frame GIF bisa memuat 256 warna. Klip yang lebih pendek dengan sedikit pergantian adegan terlihat lebih bersih.",
            dither:
              "Di “{optimize}”, pertahankan lebih banyak warna atau coba pengaturan dithering lain.",
          },
        },
        jerky: {
          title: "Animasinya patah-patah",
          fix: {
            frameRate:
              "Naikkan frame rate ke 24 fps untuk gerakan cepat, atau pakai lebih sedikit frame yang lebih lama untuk slideshow.",
          },
        },
      },
    },
    download: {
      area: "Masalah unduhan",
      problems: {
        blocked: {
          title: "Unduhan diblokir",
          fix: {
            allow:
              "Beberapa browser bertanya dulu sebelum menyimpan file dari sebuah situs. Izinkan unduhan untuk GifKit di pengaturan browser.",
            ios: "Di iPhone dan iPad, file masuk ke app File (folder Unduhan); tekan lama pratinjaunya untuk menyimpannya ke Foto.",
          },
        },
        empty: {
          title: "File berukuran 0 byte atau tidak bisa dibuka",
          fix: {
            deleted:
              "Hasil dihapus {minutes} menit setelah siap; setelah itu, jalankan tugasnya lagi.",
            finished:
              "Pastikan unduhan sudah selesai sebelum membukanya, dan pertahankan ekstensi .gif.",
          },
        },
      },
    },
  },
  platformTipsHeading: "Tips per platform",
  platformTipsIntro:
    "Setiap platform memperlakukan GIF sedikit berbeda. Ini patokan umum, bukan batas GifKit.",
  platformTips: {
    email: {
      name: "Email",
      tip: "Jaga GIF di bawah 1 MB agar cepat dimuat; banyak aplikasi email hanya menampilkan frame pertama.",
    },
    x: {
      name: "X (Twitter)",
      tip: "Tetap di bawah 5 MB agar GIF bisa diposting dari perangkat apa pun; lebar 480 sampai 720 px terlihat tajam di timeline.",
    },
    chat: {
      name: "Slack dan Discord",
      tip: "Di bawah 8 MB adalah target aman untuk semua akun; preset “{socialPreset}” di “{optimize}” biasanya bisa mencapainya.",
    },
    websites: {
      name: "Situs web",
      tip: "Pakai preset “{webPreset}”, atur lebarnya sesuai ukuran tampilnya, dan tambahkan teks alternatif.",
    },
  },
  faqHeading: "Pertanyaan umum",
  faq: {
    server: {
      q: "Kenapa file-ku dikirim ke server?",
      a: "Mengenkode GIF dengan palet warna yang bagus itu pekerjaan berat. Server kami mengerjakannya dengan cepat di perangkat apa pun, lalu menghapus unggahanmu begitu tugasnya selesai.",
    },
    kept: {
      q: "Berapa lama hasilku tersedia?",
      a: "{minutes} menit setelah siap. Unduh sebelum waktu itu habis.",
    },
    stuck: {
      q: "Sebuah tugas sepertinya macet. Apa yang harus kulakukan?",
      a: "Sebagian besar tugas selesai dalam dua menit. Jika progresnya tidak bergerak selama lima menit, muat ulang halaman dan coba lagi, mungkin dengan pilihan yang lebih pendek atau ukuran yang lebih kecil.",
    },
  },
  moreAnswers: "Jawaban lainnya ada di [pertanyaan umum](/faq).",
  contactTitle: "Hubungi dukungan",
  blogTitle: "Baca blog",
  blogText: "Panduan (dalam bahasa Inggris) membuat, mengoptimalkan, dan membagikan GIF.",
} satisfies HelpCopy;
