import type { CookiePolicyCopy } from "./en.ts";

export const cookiePolicy = {
  title: "Kebijakan Cookie",
  description:
    "Cookie dan penyimpanan browser apa yang dipakai GifKit, untuk apa, dan cara menerima, menolak, atau mengubah pilihan kapan saja lewat Pengaturan Cookie.",
  crumb: "Kebijakan Cookie",
  heading: "Kebijakan Cookie",
  intro: "GifKit memakai cookie seminimal mungkin. Berikut semua yang kami simpan dan alasannya.",
  updatedLabel: "Terakhir diperbarui:",
  englishBinds:
    "Ini adalah terjemahan untuk memudahkan Anda. Yang berlaku mengikat adalah [versi bahasa Inggris](/cookie-policy).",
  whatHeading: "Apa itu cookie",
  what: "Cookie dan penyimpanan browser sejenis (seperti localStorage) memungkinkan situs mengingat sedikit informasi di antara kunjungan. Sebagian penting agar situs berfungsi; sebagian lain dipakai untuk iklan atau pengukuran.",
  essentialHeading: "Penyimpanan penting",
  table: {
    name: "Nama",
    type: "Jenis",
    purpose: "Tujuan",
    kept: "Disimpan",
    consentPurpose: "Mengingat apakah Anda menerima atau menolak cookie yang tidak penting.",
    consentKept: "Sampai Anda menghapusnya",
  },
  noTracking:
    "GifKit sendiri tidak menyetel cookie pelacakan dan tidak memiliki akun, jadi tidak ada cookie login.",
  advertisingHeading: "Cookie iklan (hanya dengan persetujuan)",
  advertising: [
    "GifKit dibiayai oleh iklan dari Google AdSense. Skrip iklan hanya dimuat setelah Anda mengklik **{accept}**. Google kemudian dapat menyetel cookie (seperti `__gads`, `__gpi`, dan `IDE`) untuk menampilkan iklan, membatasi seberapa sering Anda melihatnya, mengukurnya, dan, jika diizinkan, mempersonalisasinya. Kebijakan Google sendiri menjelaskan cookie ini.",
    "Sebelum Anda memilih, kami memberi tahu sistem persetujuan Google bahwa iklan, analitik, data pengguna iklan, dan personalisasi iklan **ditolak**; hanya penyimpanan untuk fungsi dan keamanan yang diizinkan.",
  ],
  choiceHeading: "Pilihan Anda",
  choices: [
    "**{accept}** mengizinkan cookie iklan yang dijelaskan di atas.",
    "**{decline}** membiarkannya nonaktif; tidak ada skrip iklan yang dimuat. Alat-alatnya bekerja sama saja dengan pilihan mana pun.",
  ],
  changeMind:
    "Anda dapat berubah pikiran kapan saja melalui **{settings}** di bagian bawah setiap halaman, atau di sini:",
  openSettings: "Buka Pengaturan Cookie",
  browser:
    "Anda juga dapat menghapus cookie dan data situs di pengaturan browser Anda. Pertanyaan: {email}.",
} satisfies CookiePolicyCopy;
