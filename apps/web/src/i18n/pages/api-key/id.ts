import type { ApiKeyCopy } from "./en.ts";

export const apiKey = {
  title: "Kunci API Kamu",
  description:
    "Halaman kunci API GifKit milikmu: kuota hari ini, byte masuk dan keluar, tugas, dan pengiriman webhook-nya. Kunci itu yang membukanya; tidak ada akun.",
  crumb: "Kunci API kamu",
  eyebrow: "Untuk developer",
  heading: "Kunci API kamu",
  intro:
    "Tanpa akun dan kata sandi: kunci itu sendiri yang membuka halaman ini. Tempel kuncinya di bawah, atau buka alamat yang diberikan halaman ini setelah kunci ditampilkan.",
  revealHeading: "Kunci barumu: salin sekarang",
  revealText:
    "Kunci ini hanya ditampilkan kali ini: GifKit hanya menyimpan hash-nya dan tidak bisa menampilkannya lagi. Kirim sebagai `Authorization: Bearer …`.",
  secretHeading: "Rahasia penandatanganan webhook",
  secretText:
    "Webhook ke `callback_url` kamu ditandatangani dengannya (Standard Webhooks); rahasia ini juga ada di halaman ini setiap kali kamu membukanya dengan kunci.",
  openHeading: "Buka halaman kuncimu",
  keyLabel: "Kunci API",
  show: "Tampilkan penggunaan",
  privacyNote:
    "Kunci dikirim ke GifKit hanya di header Authorization, tidak pernah di alamat, jadi tidak tercatat di log server mana pun. Setelah itu alamat halaman ini berakhir dengan `#key=…`: bagian setelah `#` tidak pernah keluar dari browser-mu, dan dengan menandainya kamu bisa kembali ke sini.",
  usageHeading: "Penggunaan",
  script: {
    keyId: "ID kunci",
    created: "Dibuat",
    email: "Alamat email",
    startedToday: "Dimulai hari ini ({day}, UTC)",
    startedTodayValue: "{starts} dari {perDay}: sisa {left}",
    startRate: "Laju mulai",
    startRateValue: { one: "{count} tugas per menit", other: "{count} tugas per menit" },
    unfinished: "Menunggu atau berjalan bersamaan",
    bytesToday: "Byte hari ini",
    bytesValue: "{in} masuk, {out} keluar",
    allTime: "Sepanjang waktu",
    allTimeValue: {
      one: "{count} tugas, {in} masuk, {out} keluar",
      other: "{count} tugas, {in} masuk, {out} keluar",
    },
    bytes: { one: "{count} byte", other: "{count} byte" },
    megabytes: "{count} MB",
    time: "{time} UTC",
    webhookSecret: "Rahasia penandatanganan webhook",
    tasksHeading: "Tugas 24 jam terakhir",
    noTasks: "Belum ada tugas.",
    tasksLabel: "Tugas",
    taskColumn: "Tugas",
    toolColumn: "Alat",
    stateColumn: "Status",
    startedColumn: "Dimulai",
    deliveriesHeading: "Pengiriman webhook 7 hari terakhir",
    noDeliveries: "Belum ada webhook.",
    deliveriesLabel: "Pengiriman webhook",
    callbackColumn: "Tujuan",
    attemptsColumn: "Percobaan",
    nextTry: "{state} (coba lagi {time})",
    attempt: "{time}: {status}",
    attemptError: "{time}: {status} ({error})",
    noAnswer: "tidak ada jawaban",
    revoke: "Cabut kunci ini",
    revokeConfirm:
      "Cabut kunci ini selamanya? Setiap panggilan dengannya akan ditolak; panggilan tanpa kunci tetap berjalan.",
    revoked: "Kunci sudah dicabut. Panggilan dengannya sekarang ditolak.",
    keyFormat: "Kunci API diawali gk_ dan tanpa spasi. Tempel kuncinya secara utuh.",
    networkFailed: "GifKit tidak bisa dihubungi. Periksa koneksi internetmu lalu coba lagi.",
    unexpected: "Terjadi kesalahan. Coba lagi.",
  },
  serverErrors: {
    "invalid-api-key":
      "Kunci API ini tidak valid. Pastikan kamu menempel kuncinya secara utuh, atau minta kunci baru di halaman API.",
    "api-key-revoked":
      "Kunci API ini sudah dicabut. Minta kunci baru di halaman API; panggilan tanpa kunci berjalan dengan batas per alamat.",
    "confirmation-expired":
      "Tautan ini sudah dipakai atau kedaluwarsa (tautan berlaku sekali, dalam {linkHours} jam). Minta kunci baru di halaman API.",
    "rate-limited":
      "Terlalu banyak permintaan dalam waktu singkat. Tunggu sebentar lalu coba lagi.",
  },
} satisfies ApiKeyCopy;
