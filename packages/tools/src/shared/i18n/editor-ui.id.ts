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
  censorStage: {
    region: "Area {number}: {style}, {width} × {height} px di x {x}, y {y}",
    notActive: "{region}, tidak disamarkan saat ini",
    styles: {
      blur: "buram",
      pixelate: "piksel",
      box: "kotak",
    },
  },
  edLayers: {
    timeRange: {
      start: "Mulai (dtk)",
      end: "Selesai (dtk)",
      endPlaceholder: "Akhir GIF",
      notNumbers: "Waktu ditulis dalam detik, misalnya {example}.",
      theEnd: "akhir",
    },
  },
  sharedParts: {
    estimate: {
      label: "Perkiraan ukuran:",
      about: "sekitar {size}",
      measuring: "menghitung…",
      notAvailable: "tidak tersedia",
      fitAtMost: ", paling besar {size} dengan “Muat di bawah ukuran”",
      failed: "Perkiraan gagal.",
      couldNotStart: "Perkiraan tidak dapat dimulai.",
      tooLong: "Perkiraan terlalu lama.",
      progressUnreadable: "Kemajuan perkiraan tidak dapat dibaca.",
    },
    timeRange: {
      seconds: "{seconds} dtk",
      theEnd: "akhir",
      start: "Mulai (dtk)",
      end: "Selesai (dtk)",
      endPlaceholder: "Akhir GIF",
      notNumbers: "Waktu ditulis dalam detik, misalnya 1.5.",
    },
    moveRemove: {
      nouns: { animation: "animasi", image: "gambar", step: "langkah" },
      up: "Naikkan {noun} {number}",
      down: "Turunkan {noun} {number}",
      left: "Geser {noun} {number} ke kiri",
      right: "Geser {noun} {number} ke kanan",
      remove: "Hapus",
      removeLabel: "Hapus {noun} {number}",
    },
  },
} satisfies EditorUiMessages;
