import type { EditorUiMessages } from "./editor-ui.en.ts";

export const id = {
  actions: {
    uploadDifferentGif: "Unggah GIF lain",
  },
  preview: { alt: "Pratinjau {name}", originalSize: "Ukuran asli:" },
  switch: { on: "Aktif", off: "Mati" },
  videoFormat: { label: "Format keluaran" },
  frameOrder: {
    reverse: "Balik",
    boomerang: "Bumerang",
    reverseExplanation:
      "Setiap frame diputar dari yang terakhir ke yang pertama dan tetap memakai durasinya sendiri, jadi jeda tetap di tempatnya. Pengaturan loop tidak diubah.",
    boomerangExplanation:
      "Frame diputar maju, lalu mundur ke awal, jadi loop tidak pernah melompat. Frame pertama dan terakhir tidak ditampilkan dua kali di titik balik; setiap frame tetap memakai durasinya dan GIF jadi hampir dua kali lebih lama. Pengaturan loop tidak diubah.",
    reverseAction: "Balik GIF",
    boomerangAction: "Buat bumerang",
    reverseBusy: "Membalik...",
    boomerangBusy: "Membuat bumerang...",
    settings: "Yang terjadi",
    playFrames: "Putar frame",
    tooMany:
      "Bumerang dari GIF ini akan punya {frames} frame ({forward} frame maju, lalu mundur); hasil maksimal {max} frame. Pangkas dulu jadi {fewer} frame atau kurang dengan {cutLink}, lalu buat bumerang dari hasilnya.",
    cutLink: "Pangkas GIF",
  },
  videoParts: {
    uploadDifferentVideo: "Unggah Video Lain",
    region: "{label}: pemutar dan linimasa",
    play: "Putar",
    pause: "Jeda",
    previousFrame: "Frame sebelumnya",
    nextFrame: "Frame berikutnya",
    frameBack: "−1 frame",
    frameForward: "+1 frame",
    mute: "Bisukan",
    playhead: "Posisi putar",
    seconds: "{seconds} d",
    frameTime: "{time}, frame {frame} dari {count}",
    range: "Rentang",
    rangeStart: "Awal {range}",
    rangeEnd: "Akhir {range}",
    rangeFrom: "{range}: {start} sampai {end},",
    rangeFrames: { other: "({count} frame)" },
    startValue: "{time}, mulai frame {frame}",
    endValue: "{time}, sampai frame {frame}",
    startHere: "Mulai di sini",
    endAfterFrame: "Akhiri setelah frame ini",
    playRange: "Putar {range}",
    keyHelp:
      "Panah kiri dan kanan: satu frame; Shift+panah: satu detik; Home, End: frame pertama dan terakhir; J: mundur satu frame (tahan untuk terus mundur), K: jeda, L: putar (lagi: lebih cepat); I dan O: awal dan akhir rentang di sini.",
    noFrameRate: "Berkas ini tidak menyebutkan frame rate: satu langkah adalah 1/{fps} d.",
    frameRate: "{fps} frame per detik.",
    frameRatePreview:
      "{fps} frame per detik; browser ini tidak dapat memutar berkasnya, jadi ditampilkan pratinjau buatan GifKit (yang diproses tetap aslinya).",
    loading: "Memuat video...",
    fetching: "Mengambil video...",
    preparingPreview: "Format ini tidak bisa diputar di browser: menyiapkan pratinjau...",
    loadFailed: "Gagal memuat berkas/URL video.",
    uploadFailed: "Gagal memproses URL video",
  },
} satisfies EditorUiMessages;
