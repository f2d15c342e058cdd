import type { ApiCopy } from "./en.ts";

export const api = {
  title: "API GIF untuk Developer",
  description:
    "API HTTP GifKit: {toolCount} alat GIF yang berjalan di server, dari video ke GIF hingga optimasi, potong, dan efek. Mulai tugas, cek statusnya, ambil hasilnya.",
  crumb: "API",
  eyebrow: "Untuk developer",
  heading: "API GifKit",
  intro:
    "Semua yang bisa dilakukan situs ini tersedia lewat HTTP biasa: unggah file atau kirim tautan, dapatkan id tugas, cek statusnya, lalu unduh hasilnya. Gratis dengan batas yang sama seperti situs, atau dengan batas yang lebih tinggi dan webhook dari kunci API gratis.",
  baseHeading: "Alamat dasar API",
  baseText: "Origin yang sama dengan situs web. Setiap error berupa JSON: {error, code}.",
  openApiHeading: "Spesifikasi OpenAPI",
  openApiText:
    "OpenAPI 3.1, dibuat dari skema yang sama yang dipakai server untuk memvalidasi. Tersedia juga sebagai [JSON](/api/openapi.json).",
  endpointsHeading: "Endpoint",
  endpointsIntro:
    "API ini menyediakan panggilan mulai untuk tiap {toolCount} alat yang berjalan di server{browserOnly}, ditambah panggilan status dan unduhan. Panggilan alat menerima `multipart/form-data` dengan `file` atau `url` beserta opsi alatnya, dan menjawab **202** dengan `task_id`.",
  browserOnlyNote: " ({names} hanya berjalan di browser)",
  callsLabel: "Panggilan API",
  callColumn: "Panggilan",
  whatColumn: "Fungsinya",
  calls: {
    "POST /api/gif-metadata": "Langsung menjawab dengan durasi, jumlah frame, lebar, dan tinggi.",
    "POST /api/analyze":
      "Langsung menjawab ke mana saja byte sebuah GIF terpakai (bagian, frame) dan apa yang bisa dihemat.",
    "GET /api/task-status/{id}":
      "Status (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), progres, dan hasil.",
    "GET /api/download/{key}": "Unduh file hasil dengan kunci dari hasil tugas.",
    "DELETE /api/task/{id}":
      "Batalkan tugas yang sedang menunggu atau berjalan; file-filenya dihapus.",
    "POST /api/keys": "Minta kunci API: tautan ke kunci itu dikirim ke alamat email.",
    "POST /api/keys/confirm": "Token dari tautan masuk, kunci baru keluar (sekali saja).",
    "GET /api/keys/me": "Dengan kunci: kuota, byte, tugas, dan pengiriman webhook-nya.",
    "DELETE /api/keys/me": "Dengan kunci: cabut kunci itu untuk selamanya.",
    "POST /api/batch":
      "Hingga {maxBatchInputs} input dan satu daftar operasi: satu tugas per input.",
    "POST /api/destinations-pack":
      "Satu input yang dibuat untuk beberapa tujuan (Discord, emoji Slack, Telegram...): sebuah batch.",
    "GET /api/batch/{id}": "Status dan progres batch, serta tiap tugas dengan tautan unduhannya.",
    "GET /api/batch/{id}/zip":
      "Semua hasil batch yang selesai dalam satu ZIP (untuk paket, dengan README.txt).",
    "DELETE /api/batch/{id}": "Batalkan semua tugas dalam batch yang masih menunggu atau berjalan.",
    "GET /t/{signature}/{operations}/{source}":
      "Transformasi URL bertanda tangan: hasilnya sendiri, di-cache (ETag).",
  },
  untranslatedToolCalls: {
    "/api/edit": "Rangkaian edit apa pun dalam satu proses, ke format keluaran apa pun.",
  },
  quickStartHeading: "Mulai cepat",
  quickStart: [
    "Mulai tugas dengan panggilan alat. Kamu langsung mendapat id tugas.",
    "Cek `/api/task-status/{id}` setiap satu atau dua detik sampai statusnya SUCCESS atau FAILURE.",
    "Unduh setiap hasil dengan kuncinya sebelum dihapus (lihat di bawah).",
  ],
  retentionHeading: "Berapa lama file disimpan",
  retentionLabelEnd: ":",
  limitsNote:
    "File yang diunggah dan yang ditautkan boleh sampai {maxUpload}; batas lainnya ada di [FAQ](/faq). Permintaan yang terlalu banyak mendapat **429** dengan header Retry-After. Pertanyaan: {email}.",
  exampleLabel: "Contoh permintaan",
  keysHeading: "Kunci API (opsional)",
  keysText:
    "Setiap panggilan bisa dipakai tanpa kunci, dengan batas per alamat. Kunci memberi program batasnya sendiri yang lebih tinggi, webhook, dan halaman penggunaan. Tidak ada akun dan kata sandi: minta dengan alamat email, buka tautan yang kami kirim (berlaku sekali, dalam {linkHours} jam), dan kuncinya ditampilkan sekali. GifKit hanya menyimpan hash-nya. Kirim sebagai `Authorization: Bearer gk_…`.",
  keyRequests:
    "Paling banyak {perAddressPerHour} permintaan kunci per jam dari satu alamat dan {perEmailPerDay} per hari untuk satu email. Halaman kuncimu ([/api-key](/api-key)) menampilkan kuota hari ini, byte masuk dan keluar, tugas, dan pengiriman webhook-nya, serta bisa mencabut kunci itu.",
  getKeyHeading: "Dapatkan kunci",
  form: {
    email: "Email kamu",
    send: "Kirimi aku kunci",
    sending: "Mengirim…",
    invalidEmail: "Masukkan email yang valid.",
    networkFailed: "GifKit tidak bisa dihubungi. Periksa koneksi internetmu lalu coba lagi.",
    unexpected: "Terjadi kesalahan. Coba lagi.",
    sent: "Cek kotak masukmu: tautan ke kuncimu sedang dikirim. Tautan itu berlaku sekali, dalam {linkHours} jam.",
  },
  serverErrors: {
    "missing-fields": "Masukkan email kamu.",
    "invalid-email": "Masukkan email yang valid.",
    "email-unavailable":
      "Server ini tidak bisa mengirim email (tidak ada relay SMTP yang diatur), jadi tidak bisa memberikan kunci API.",
    "rate-limited": "Terlalu banyak permintaan kunci untuk saat ini. Coba lagi nanti.",
  },
  callerLimitsHeading: "Batas per jenis pemanggil",
  callerLimitsText:
    "Setiap panggilan mulai menjawab dengan header IETF `RateLimit-Policy` dan `RateLimit` (berapa kuotanya dan berapa yang tersisa); jika melewati batas, jawabannya **429** dengan `Retry-After` dalam detik. Kunci yang dicabut atau salah mendapat **401**.",
  limitColumn: "Batas",
  withoutKeyColumn: "Tanpa kunci (per alamat)",
  withKeyColumn: "Dengan kunci (per kunci)",
  limitRows: {
    startsPerMinute: "Tugas yang dimulai per menit",
    startsPerDay: "Tugas yang dimulai per hari (UTC)",
    unfinishedTasks: "Tugas yang menunggu atau berjalan sekaligus",
    storedBytes: "File yang disimpan sekaligus",
    webhooks: "Webhook (callback_url)",
  },
  noDailyQuota: "Tanpa kuota harian",
  stillPerAddress: "{size} (tetap per alamat)",
  yes: "Ya",
  no: "Tidak",
  webhooksHeading: "Webhook dan pengiriman ulang",
  webhooksText:
    "Dengan kunci, tambahkan `callback_url` ke panggilan mulai mana pun. Saat tugas selesai (`task.succeeded`, `task.failed`, atau `task.cancelled`), GifKit mengirim POST `{type, timestamp, data}` ke sana, dengan `data` berisi status tugas, ditandatangani sesuai spesifikasi Standard Webhooks: `webhook-id`, `webhook-timestamp`, dan `webhook-signature` (`v1,` dan HMAC-SHA256 base64 dari `id.timestamp.body` dengan secret `whsec_` milik kuncimu).",
  retriesText:
    "Jawab dengan 2xx apa pun dalam {timeoutSeconds} detik. Jawaban lain akan dicoba lagi, pertama {firstRetrySeconds} detik kemudian, lalu dengan jeda yang makin panjang hingga {lastRetryHours} jam, selama {retryForHours} jam; setiap percobaan untuk satu peristiwa memakai `webhook-id` yang sama. Webhook hanya dikirim ke alamat publik (tidak pernah ke loopback, privat, atau link-local).",
  idempotencyHeading: "Mengulang panggilan mulai dengan aman",
  idempotencyText:
    "Kirim `Idempotency-Key` (string unik dalam tanda kutip): panggilan yang sama dari pemanggil yang sama akan menjawab `task_id` yang sama selama tugasnya masih disimpan, bukan membuat tugas kedua. Kunci yang sama dengan permintaan yang berbeda mendapat **422**.",
  keyedExampleLabel: "Contoh panggilan dengan kunci",
  verifyExampleLabel: "Memverifikasi webhook",
  batchesHeading: "Batch, paket tujuan, dan transformasi URL",
  batchesText:
    "`POST /api/batch` menerima hingga {maxBatchInputs} input (`files`, `urls`, `source_keys`, atau `inputs` dalam JSON) dan satu daftar operasi, dengan `operations` dan `output` yang sama seperti `POST /api/edit`. Tiap input menjadi tugasnya sendiri dengan pemeriksaan yang sama; jika satu input ditolak, error-nya menyebut input itu dan tidak ada yang dimulai. Pantau batch di `/api/batch/{id}`, unduh tiap hasil dari tugasnya, atau semuanya dalam satu ZIP setelah selesai. Untuk membatalkan tugas yang masih berjalan, kirim `DELETE /api/batch/{id}` dengan `cancel_token` dari jawaban panggilan mulai batch itu di header `X-Cancel-Token`: hanya yang memulai batch yang bisa membatalkannya, dan tanpa header itu jawabannya **403** `cancel-not-allowed`.",
  packsText:
    "`POST /api/destinations-pack` membuat satu input untuk beberapa tujuan sekaligus (id dari `GET /api/destinations`). ZIP-nya berisi satu file per tujuan dan satu baris README.txt untuk masing-masing, yang menyebut batas apa yang dipenuhi dan apa yang diubah untuk memenuhinya.",
  transformsText:
    "`GET /t/{key id}.{signature}/…operations…/{source}` menjawab tautan sumber dengan operasi yang diterapkan, jadi bisa langsung dipakai sebagai alamat gambar. Operasi ditulis `resize:w=320`, `crop:1:1`, `speed:2`, `format:webp`, atau `name:key=value,…`, langkah yang sama seperti `POST /api/edit`, dan berakhir di format apa pun darinya. Tanda tangannya adalah HMAC-SHA256 base64url dari path setelahnya, dibuat dengan secret `whsec_` milik kuncimu, seperti cara imgproxy menandatangani. Path tanpa tanda tangan, atau dengan tanda tangan yang salah, mendapat **403**. Permintaan pertama membuat satu tugas dan menjawab hasilnya, atau **202** dengan alamat statusnya jika butuh lebih dari beberapa detik. Setelah itu, path yang sama dilayani dari cache (`ETag` yang sama) selama hasil masih disimpan.",
  batchExampleLabel: "Batch dan paket tujuan",
  transformExampleLabel: "Menandatangani transformasi URL",
  clientHeading: "Klien, command line, dan MCP",
  clientText:
    "`@gifkit/client` adalah klien bertipe yang dibuat dari dokumen OpenAPI: opsi setiap alat dan setiap operasi punya tipe, unggahan melaporkan progres, `finish` mengecek dengan jeda yang makin panjang (dan mematuhi `Retry-After`), `cancel` mengirim token pembatalan tugas. Klien ini juga memulai dan memantau batch.",
  cliText:
    "`gifkit`, command line-nya, menjalankan setiap alat dengan opsinya sebagai flag, merangkai dengan `--ops`, memproses batch dengan `gifkit batch`, mencetak `--json` bila diminta, dan keluar dengan kode per jenis kegagalan. `--server` mengarahkannya ke GifKit yang kamu jalankan sendiri. `gifkit mcp` adalah server Model Context Protocol untuk agen AI: menampilkan daftar alat dan daftar operasi, lalu menyimpan hasil ke file.",
  clientExampleLabel: "Klien bertipe",
  cliExampleLabel: "Command line",
  errorsHeading: "Error dan kode",
  errorsText:
    'Panggilan yang ditolak menjawab status HTTP-nya dengan `{"error": "…", "code": "…"}`: pesannya ditulis untuk manusia, kodenya untuk program (tidak pernah berubah). Tugas yang gagal menyampaikan hal yang sama di statusnya sebagai `error` dan `error_code`. Langkah yang ditolak dalam daftar operasi juga menyebut langkahnya; alat GIF yang diberi video atau gambar menyebut panggilan yang menerimanya (`tools`). Inilah semua kodenya:',
} satisfies ApiCopy;
