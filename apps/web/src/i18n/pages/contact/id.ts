import type { ContactCopy } from "./en.ts";

export const contact = {
  title: "Hubungi Kami",
  description:
    "Ada pertanyaan, masukan, atau masalah dengan alat GIF? Kirim pesan ke GifKit atau email ke tim dukungan. Kami membalas dalam 2 hari kerja.",
  crumb: "Kontak",
  heading: "Hubungi kami",
  intro: "Ada pertanyaan, ide, atau masalah dengan salah satu alat? Kami membaca setiap pesan.",
  formHeading: "Kirim pesan ke kami",
  allRequired: "Semua kolom wajib diisi.",
  detailsHeading: "Info kontak",
  emailLabel: "Email",
  hoursLabel: "Jam dukungan",
  hours: "Senin sampai Jumat, 09.00–17.00 GMT",
  responseLabel: "Waktu balasan",
  response: "Kami membalas dalam 2 hari kerja.",
  privacyHeading: "Privasi kamu",
  privacy:
    "Nama dan email kamu hanya kami pakai untuk membalas. Pesan kamu disimpan di server kami dan dikirim ke kotak masuk tim dukungan; lihat [kebijakan privasi](/privacy-policy).",
  elsewhereLabel: "Bantuan lain",
  elsewhereHeading: "Mencari yang lain?",
  helpCenter: "Pusat bantuan",
  faq: "Pertanyaan umum",
  home: "Beranda GifKit",
  form: {
    name: "Nama",
    email: "Email",
    message: "Pesan",
    honeypot: "Biarkan kolom ini kosong",
    send: "Kirim pesan",
    sending: "Mengirim…",
    sent: "Terima kasih! Pesan kamu sudah terkirim.",
    missingFields: "Isi semua kolom.",
    invalidEmail: "Masukkan email yang valid.",
    serverFailed: "Pesan gagal dikirim.",
    unexpected: "Ada yang tidak beres.",
    networkFailed:
      "Pesan kamu tidak bisa dikirim: koneksi ke GifKit gagal. Periksa koneksi internet kamu lalu coba lagi.",
  },
  serverErrors: {
    "missing-fields": "Isi semua kolom.",
    "invalid-email": "Masukkan email yang valid.",
    "field-too-long": "Salah satu kolom terlalu panjang. Persingkat lalu coba lagi.",
    "rate-limited":
      "Kamu sudah mengirim beberapa pesan dalam waktu singkat. Tunggu sebentar, lalu coba lagi.",
  },
} satisfies ContactCopy;
