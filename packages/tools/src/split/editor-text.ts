import { editorTextSet, forms } from "../shared/i18n/editor-text.ts";

/**
 * Split's editor words (web/split-editor.tsx and shared/split-form.ts's summary), in English: the
 * type of every language's. The problems are the editor's versions of the server's messages
 * (shared/options.ts keeps the API's English ones), keyed by SplitProblem's kind.
 */
const en = {
  action: "Split into frames",
  busy: "Splitting...",
  uploadDifferentVideo: "Upload Different Video",
  previewAlt: "Preview of {name}",
  caption: forms({ one: "{name}: {count} frame", other: "{name}: {count} frames" }),
  firstSaved: "First frame saved: {number}",
  lastSaved: "Last frame saved: {number}",
  settings: "Split settings",
  saveAs: "Save frames as",
  png: "PNG (keeps transparency)",
  jpg: "JPG (smaller, on white)",
  startTime: "Start time",
  endTime: "End time",
  endTimeHint: "Blank: {seconds} s later, or the end.",
  fps: "Frames per second",
  frames: "Frames",
  allFrames: "All frames",
  range: "A range",
  firstFrame: "First frame",
  lastFrame: "Last frame",
  lastFrameHint: "Blank: to the last frame.",
  summaryUnknown:
    "Every chosen frame becomes a {type} file in frames.zip, with frames.json (delays and sizes).",
  summaryAll: forms({
    one: "All {count} frame: {files} in frames.zip, with frames.json.",
    other: "All {count} frames: {files} in frames.zip, with frames.json.",
  }),
  summaryRange: "Frames {first} to {last} of {total}: {files} in frames.zip, with frames.json.",
  files: forms({ one: "{count} {type} file", other: "{count} {type} files" }),
  aboutFiles: forms({ one: "about {count} {type} file", other: "about {count} {type} files" }),
  problems: {
    startFrame: "First frame must be a whole number from 1 to {max}.",
    endFrame: "Last frame must be a whole number from 1 to {max}, or blank for the last frame.",
    frameOrder: "Last frame must not be before First frame.",
    startTime: "Start time must be a number of seconds from 0 to {max}.",
    endTime: "End time must be a number of seconds from 0 to {max}, or blank.",
    timeOrder: "End time must be after Start time.",
    fps: "Frames per second must be a whole number from {min} to {max}.",
    startPastFrames: forms({
      one: "First frame is {first}, but there is {count} frame. Choose a start from 1 to {count}.",
      other:
        "First frame is {first}, but there are {count} frames. Choose a start from 1 to {count}.",
    }),
    startPastVideo:
      "Start time is {start} s, but the video is {length} s long. Choose a start before its end.",
    endPastVideo:
      "End time is {end} s, but the video is {length} s long. Choose an end within it, or leave it blank.",
    partTooLong:
      "The part chosen is {seconds} seconds; the limit is {max} seconds. Choose a shorter part.",
    tooManyFrames:
      "This would save {frames} frames; a ZIP holds at most {max}. Choose a range of at most {max} frames (or, for a video, a shorter part or fewer frames per second).",
  },
};

export type SplitEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Separar en fotogramas",
    busy: "Separando...",
    uploadDifferentVideo: "Subir otro vídeo",
    previewAlt: "Vista previa de {name}",
    caption: forms({ one: "{name}: {count} fotograma", other: "{name}: {count} fotogramas" }),
    firstSaved: "Primer fotograma guardado: {number}",
    lastSaved: "Último fotograma guardado: {number}",
    settings: "Ajustes de separación",
    saveAs: "Guardar los fotogramas como",
    png: "PNG (conserva la transparencia)",
    jpg: "JPG (más ligero, sobre blanco)",
    startTime: "Inicio",
    endTime: "Fin",
    endTimeHint: "En blanco: {seconds} s después, o el final.",
    fps: "Fotogramas por segundo",
    frames: "Fotogramas",
    allFrames: "Todos",
    range: "Un intervalo",
    firstFrame: "Primer fotograma",
    lastFrame: "Último fotograma",
    lastFrameHint: "En blanco: hasta el último.",
    summaryUnknown:
      "Cada fotograma elegido será un archivo {type} en frames.zip, con frames.json (duraciones y tamaños).",
    summaryAll: forms({
      one: "El único fotograma: {files} en frames.zip, con frames.json.",
      other: "Los {count} fotogramas: {files} en frames.zip, con frames.json.",
    }),
    summaryRange: "Fotogramas {first} a {last} de {total}: {files} en frames.zip, con frames.json.",
    files: forms({ one: "{count} archivo {type}", other: "{count} archivos {type}" }),
    aboutFiles: forms({
      one: "unos {count} archivo {type}",
      other: "unos {count} archivos {type}",
    }),
    problems: {
      startFrame: "Primer fotograma debe ser un número entero de 1 a {max}.",
      endFrame:
        "Último fotograma debe ser un número entero de 1 a {max}, o quedar en blanco para llegar al final.",
      frameOrder: "Último fotograma no puede ir antes que Primer fotograma.",
      startTime: "Inicio debe ser un número de segundos de 0 a {max}.",
      endTime: "Fin debe ser un número de segundos de 0 a {max}, o quedar en blanco.",
      timeOrder: "Fin debe ir después de Inicio.",
      fps: "Fotogramas por segundo debe ser un número entero de {min} a {max}.",
      startPastFrames: forms({
        one: "Primer fotograma es {first}, pero solo hay {count} fotograma. Elige un inicio de 1 a {count}.",
        other:
          "Primer fotograma es {first}, pero hay {count} fotogramas. Elige un inicio de 1 a {count}.",
      }),
      startPastVideo:
        "Inicio es {start} s, pero el vídeo dura {length} s. Elige un inicio antes del final.",
      endPastVideo:
        "Fin es {end} s, pero el vídeo dura {length} s. Elige un fin dentro del vídeo o déjalo en blanco.",
      partTooLong:
        "La parte elegida dura {seconds} segundos; el máximo es {max} segundos. Elige una parte más corta.",
      tooManyFrames:
        "Se guardarían {frames} fotogramas; un ZIP admite como máximo {max}. Elige un intervalo de {max} fotogramas o menos (o, en un vídeo, una parte más corta o menos fotogramas por segundo).",
    },
  },
  "pt-BR": {
    action: "Separar em quadros",
    busy: "Separando...",
    uploadDifferentVideo: "Enviar outro vídeo",
    previewAlt: "Prévia de {name}",
    caption: forms({ one: "{name}: {count} quadro", other: "{name}: {count} quadros" }),
    firstSaved: "Primeiro quadro salvo: {number}",
    lastSaved: "Último quadro salvo: {number}",
    settings: "Ajustes da separação",
    saveAs: "Salvar os quadros como",
    png: "PNG (mantém a transparência)",
    jpg: "JPG (menor, sobre branco)",
    startTime: "Início",
    endTime: "Fim",
    endTimeHint: "Em branco: {seconds} s depois, ou o final.",
    fps: "Quadros por segundo",
    frames: "Quadros",
    allFrames: "Todos",
    range: "Um intervalo",
    firstFrame: "Primeiro quadro",
    lastFrame: "Último quadro",
    lastFrameHint: "Em branco: até o último.",
    summaryUnknown:
      "Cada quadro escolhido vira um arquivo {type} em frames.zip, com frames.json (durações e tamanhos).",
    summaryAll: forms({
      one: "O único quadro: {files} em frames.zip, com frames.json.",
      other: "Todos os {count} quadros: {files} em frames.zip, com frames.json.",
    }),
    summaryRange: "Quadros {first} a {last} de {total}: {files} em frames.zip, com frames.json.",
    files: forms({ one: "{count} arquivo {type}", other: "{count} arquivos {type}" }),
    aboutFiles: forms({
      one: "cerca de {count} arquivo {type}",
      other: "cerca de {count} arquivos {type}",
    }),
    problems: {
      startFrame: "Primeiro quadro deve ser um número inteiro de 1 a {max}.",
      endFrame:
        "Último quadro deve ser um número inteiro de 1 a {max}, ou ficar em branco para ir até o final.",
      frameOrder: "Último quadro não pode vir antes de Primeiro quadro.",
      startTime: "Início deve ser um número de segundos de 0 a {max}.",
      endTime: "Fim deve ser um número de segundos de 0 a {max}, ou ficar em branco.",
      timeOrder: "Fim deve vir depois de Início.",
      fps: "Quadros por segundo deve ser um número inteiro de {min} a {max}.",
      startPastFrames: forms({
        one: "Primeiro quadro é {first}, mas há só {count} quadro. Escolha um início de 1 a {count}.",
        other:
          "Primeiro quadro é {first}, mas há {count} quadros. Escolha um início de 1 a {count}.",
      }),
      startPastVideo:
        "Início é {start} s, mas o vídeo tem {length} s. Escolha um início antes do final.",
      endPastVideo:
        "Fim é {end} s, mas o vídeo tem {length} s. Escolha um fim dentro dele ou deixe em branco.",
      partTooLong:
        "A parte escolhida tem {seconds} segundos; o limite é {max} segundos. Escolha uma parte menor.",
      tooManyFrames:
        "Isso salvaria {frames} quadros; um ZIP comporta no máximo {max}. Escolha um intervalo de até {max} quadros (ou, num vídeo, uma parte menor ou menos quadros por segundo).",
    },
  },
  fr: {
    action: "Découper en images",
    busy: "Découpage...",
    uploadDifferentVideo: "Importer une autre vidéo",
    previewAlt: "Aperçu de {name}",
    caption: forms({ one: "{name} : {count} image", other: "{name} : {count} images" }),
    firstSaved: "Première image enregistrée : {number}",
    lastSaved: "Dernière image enregistrée : {number}",
    settings: "Réglages du découpage",
    saveAs: "Enregistrer les images en",
    png: "PNG (garde la transparence)",
    jpg: "JPG (plus léger, sur fond blanc)",
    startTime: "Début",
    endTime: "Fin",
    endTimeHint: "Vide : {seconds} s plus tard, ou la fin.",
    fps: "Images par seconde",
    frames: "Images",
    allFrames: "Toutes",
    range: "Une plage",
    firstFrame: "Première image",
    lastFrame: "Dernière image",
    lastFrameHint: "Vide : jusqu'à la dernière.",
    summaryUnknown:
      "Chaque image choisie devient un fichier {type} dans frames.zip, avec frames.json (durées et tailles).",
    summaryAll: forms({
      one: "Son image unique : {files} dans frames.zip, avec frames.json.",
      other: "Les {count} images : {files} dans frames.zip, avec frames.json.",
    }),
    summaryRange:
      "Images {first} à {last} sur {total} : {files} dans frames.zip, avec frames.json.",
    files: forms({ one: "{count} fichier {type}", other: "{count} fichiers {type}" }),
    aboutFiles: forms({
      one: "environ {count} fichier {type}",
      other: "environ {count} fichiers {type}",
    }),
    problems: {
      startFrame: "Première image doit être un nombre entier de 1 à {max}.",
      endFrame:
        "Dernière image doit être un nombre entier de 1 à {max}, ou rester vide pour aller jusqu'au bout.",
      frameOrder: "Dernière image ne peut pas précéder Première image.",
      startTime: "Début doit être un nombre de secondes de 0 à {max}.",
      endTime: "Fin doit être un nombre de secondes de 0 à {max}, ou rester vide.",
      timeOrder: "Fin doit venir après Début.",
      fps: "Images par seconde doit être un nombre entier de {min} à {max}.",
      startPastFrames: forms({
        one: "Première image vaut {first}, mais il n'y a que {count} image. Choisissez un début de 1 à {count}.",
        other:
          "Première image vaut {first}, mais il n'y a que {count} images. Choisissez un début de 1 à {count}.",
      }),
      startPastVideo:
        "Début vaut {start} s, mais la vidéo dure {length} s. Choisissez un début avant la fin.",
      endPastVideo:
        "Fin vaut {end} s, mais la vidéo dure {length} s. Choisissez une fin dans la vidéo, ou laissez vide.",
      partTooLong:
        "La partie choisie dure {seconds} secondes ; la limite est de {max} secondes. Choisissez une partie plus courte.",
      tooManyFrames:
        "Cela enregistrerait {frames} images ; un ZIP en contient au plus {max}. Choisissez une plage de {max} images au plus (ou, pour une vidéo, une partie plus courte ou moins d'images par seconde).",
    },
  },
  de: {
    action: "In Frames zerlegen",
    busy: "Wird zerlegt...",
    uploadDifferentVideo: "Anderes Video hochladen",
    previewAlt: "Vorschau von {name}",
    caption: forms({ one: "{name}: {count} Frame", other: "{name}: {count} Frames" }),
    firstSaved: "Erstes gespeichertes Frame: {number}",
    lastSaved: "Letztes gespeichertes Frame: {number}",
    settings: "Zerlege-Einstellungen",
    saveAs: "Frames speichern als",
    png: "PNG (behält Transparenz)",
    jpg: "JPG (kleiner, auf Weiß)",
    startTime: "Startzeit",
    endTime: "Endzeit",
    endTimeHint: "Leer: {seconds} s später oder das Ende.",
    fps: "Frames pro Sekunde",
    frames: "Auswahl",
    allFrames: "Alle Frames",
    range: "Ein Bereich",
    firstFrame: "Erstes Frame",
    lastFrame: "Letztes Frame",
    lastFrameHint: "Leer: bis zum letzten Frame.",
    summaryUnknown:
      "Jedes gewählte Frame wird eine {type}-Datei in frames.zip, dazu frames.json (Dauern und Größen).",
    summaryAll: forms({
      one: "Das einzige Frame: {files} in frames.zip, dazu frames.json.",
      other: "Alle {count} Frames: {files} in frames.zip, dazu frames.json.",
    }),
    summaryRange: "Frames {first} bis {last} von {total}: {files} in frames.zip, dazu frames.json.",
    files: forms({ one: "{count} {type}-Datei", other: "{count} {type}-Dateien" }),
    aboutFiles: forms({
      one: "etwa {count} {type}-Datei",
      other: "etwa {count} {type}-Dateien",
    }),
    problems: {
      startFrame: "Erstes Frame muss eine ganze Zahl von 1 bis {max} sein.",
      endFrame:
        "Letztes Frame muss eine ganze Zahl von 1 bis {max} sein, oder leer für das letzte Frame.",
      frameOrder: "Letztes Frame darf nicht vor dem ersten liegen.",
      startTime: "Startzeit muss eine Sekundenzahl von 0 bis {max} sein.",
      endTime: "Endzeit muss eine Sekundenzahl von 0 bis {max} sein, oder leer.",
      timeOrder: "Endzeit muss nach der Startzeit liegen.",
      fps: "Frames pro Sekunde muss eine ganze Zahl von {min} bis {max} sein.",
      startPastFrames: forms({
        one: "Erstes Frame ist {first}, aber es gibt nur {count} Frame. Wähle einen Start von 1 bis {count}.",
        other:
          "Erstes Frame ist {first}, aber es gibt nur {count} Frames. Wähle einen Start von 1 bis {count}.",
      }),
      startPastVideo:
        "Startzeit ist {start} s, aber das Video ist {length} s lang. Wähle einen Start vor dem Ende.",
      endPastVideo:
        "Endzeit ist {end} s, aber das Video ist {length} s lang. Wähle ein Ende innerhalb des Videos oder lass das Feld leer.",
      partTooLong:
        "Der gewählte Teil ist {seconds} Sekunden lang; erlaubt sind {max} Sekunden. Wähle einen kürzeren Teil.",
      tooManyFrames:
        "Das wären {frames} Frames; ein ZIP fasst höchstens {max}. Wähle einen Bereich von höchstens {max} Frames (oder bei einem Video einen kürzeren Teil oder weniger Frames pro Sekunde).",
    },
  },
  it: {
    action: "Dividi in fotogrammi",
    busy: "Divisione...",
    uploadDifferentVideo: "Carica un altro video",
    previewAlt: "Anteprima di {name}",
    caption: forms({ one: "{name}: {count} fotogramma", other: "{name}: {count} fotogrammi" }),
    firstSaved: "Primo fotogramma salvato: {number}",
    lastSaved: "Ultimo fotogramma salvato: {number}",
    settings: "Impostazioni divisione",
    saveAs: "Salva i fotogrammi come",
    png: "PNG (mantiene la trasparenza)",
    jpg: "JPG (più leggero, su bianco)",
    startTime: "Inizio",
    endTime: "Fine",
    endTimeHint: "Vuoto: {seconds} s dopo, o la fine.",
    fps: "Fotogrammi al secondo",
    frames: "Fotogrammi",
    allFrames: "Tutti",
    range: "Un intervallo",
    firstFrame: "Primo fotogramma",
    lastFrame: "Ultimo fotogramma",
    lastFrameHint: "Vuoto: fino all'ultimo.",
    summaryUnknown:
      "Ogni fotogramma scelto diventa un file {type} in frames.zip, con frames.json (durate e dimensioni).",
    summaryAll: forms({
      one: "L'unico fotogramma: {files} in frames.zip, con frames.json.",
      other: "Tutti i {count} fotogrammi: {files} in frames.zip, con frames.json.",
    }),
    summaryRange:
      "Fotogrammi da {first} a {last} di {total}: {files} in frames.zip, con frames.json.",
    files: forms({ one: "{count} file {type}", other: "{count} file {type}" }),
    aboutFiles: forms({ one: "circa {count} file {type}", other: "circa {count} file {type}" }),
    problems: {
      startFrame: "Primo fotogramma deve essere un numero intero da 1 a {max}.",
      endFrame:
        "Ultimo fotogramma deve essere un numero intero da 1 a {max}, o vuoto per arrivare all'ultimo.",
      frameOrder: "Ultimo fotogramma non può venire prima di Primo fotogramma.",
      startTime: "Inizio deve essere un numero di secondi da 0 a {max}.",
      endTime: "Fine deve essere un numero di secondi da 0 a {max}, o vuoto.",
      timeOrder: "Fine deve venire dopo Inizio.",
      fps: "Fotogrammi al secondo deve essere un numero intero da {min} a {max}.",
      startPastFrames: forms({
        one: "Primo fotogramma è {first}, ma c'è solo {count} fotogramma. Scegli un inizio da 1 a {count}.",
        other:
          "Primo fotogramma è {first}, ma ci sono {count} fotogrammi. Scegli un inizio da 1 a {count}.",
      }),
      startPastVideo:
        "Inizio è {start} s, ma il video dura {length} s. Scegli un inizio prima della fine.",
      endPastVideo:
        "Fine è {end} s, ma il video dura {length} s. Scegli una fine entro il video, o lascia vuoto.",
      partTooLong:
        "La parte scelta dura {seconds} secondi; il limite è {max} secondi. Scegli una parte più corta.",
      tooManyFrames:
        "Verrebbero salvati {frames} fotogrammi; uno ZIP ne contiene al massimo {max}. Scegli un intervallo di al massimo {max} fotogrammi (o, per un video, una parte più corta o meno fotogrammi al secondo).",
    },
  },
  ja: {
    action: "フレームに分割",
    busy: "分割しています...",
    uploadDifferentVideo: "別の動画をアップロード",
    previewAlt: "{name} のプレビュー",
    caption: forms({ other: "{name}：{count} フレーム" }),
    firstSaved: "保存する最初のフレーム：{number}",
    lastSaved: "保存する最後のフレーム：{number}",
    settings: "分割の設定",
    saveAs: "保存形式",
    png: "PNG（透明を保持）",
    jpg: "JPG（軽量、背景は白）",
    startTime: "開始時間",
    endTime: "終了時間",
    endTimeHint: "空欄：{seconds} 秒後、または最後まで。",
    fps: "毎秒フレーム数",
    frames: "フレーム",
    allFrames: "すべて",
    range: "範囲を指定",
    firstFrame: "最初のフレーム",
    lastFrame: "最後のフレーム",
    lastFrameHint: "空欄：最後のフレームまで。",
    summaryUnknown:
      "選んだフレームはそれぞれ {type} ファイルとして frames.zip に入ります（frames.json に時間とサイズ）。",
    summaryAll: forms({
      other: "全 {count} フレーム：{files}を frames.zip に保存（frames.json 付き）。",
    }),
    summaryRange:
      "{total} フレーム中 {first}〜{last}：{files}を frames.zip に保存（frames.json 付き）。",
    files: forms({ other: "{type} ファイル {count} 個" }),
    aboutFiles: forms({ other: "{type} ファイル約 {count} 個" }),
    problems: {
      startFrame: "最初のフレームは 1〜{max} の整数にしてください。",
      endFrame: "最後のフレームは 1〜{max} の整数にするか、空欄（最後まで）にしてください。",
      frameOrder: "最後のフレームは最初のフレームより前にできません。",
      startTime: "開始時間は 0〜{max} 秒の数値にしてください。",
      endTime: "終了時間は 0〜{max} 秒の数値にするか、空欄にしてください。",
      timeOrder: "終了時間は開始時間より後にしてください。",
      fps: "毎秒フレーム数は {min}〜{max} の整数にしてください。",
      startPastFrames: forms({
        other:
          "最初のフレームが {first} ですが、フレームは {count} 枚です。1〜{count} の間で選んでください。",
      }),
      startPastVideo:
        "開始時間が {start} 秒ですが、動画の長さは {length} 秒です。終わりより前を選んでください。",
      endPastVideo:
        "終了時間が {end} 秒ですが、動画の長さは {length} 秒です。動画内の時間を選ぶか、空欄にしてください。",
      partTooLong: "選んだ部分は {seconds} 秒です。上限は {max} 秒なので、短くしてください。",
      tooManyFrames:
        "{frames} フレームを保存することになります。ZIP に入るのは最大 {max} フレームです。{max} フレーム以内の範囲を選んでください（動画なら、短い部分か少ない毎秒フレーム数に）。",
    },
  },
  id: {
    action: "Pisah jadi frame",
    busy: "Memisahkan...",
    uploadDifferentVideo: "Unggah Video Lain",
    previewAlt: "Pratinjau {name}",
    caption: forms({ other: "{name}: {count} frame" }),
    firstSaved: "Frame pertama yang disimpan: {number}",
    lastSaved: "Frame terakhir yang disimpan: {number}",
    settings: "Pengaturan pemisahan",
    saveAs: "Simpan frame sebagai",
    png: "PNG (transparansi tetap)",
    jpg: "JPG (lebih kecil, di atas putih)",
    startTime: "Waktu mulai",
    endTime: "Waktu selesai",
    endTimeHint: "Kosong: {seconds} detik kemudian, atau sampai akhir.",
    fps: "Frame per detik",
    frames: "Frame",
    allFrames: "Semua frame",
    range: "Rentang",
    firstFrame: "Frame pertama",
    lastFrame: "Frame terakhir",
    lastFrameHint: "Kosong: sampai frame terakhir.",
    summaryUnknown:
      "Setiap frame yang dipilih menjadi file {type} di frames.zip, beserta frames.json (durasi dan ukuran).",
    summaryAll: forms({
      other: "Semua {count} frame: {files} di frames.zip, beserta frames.json.",
    }),
    summaryRange:
      "Frame {first} sampai {last} dari {total}: {files} di frames.zip, beserta frames.json.",
    files: forms({ other: "{count} file {type}" }),
    aboutFiles: forms({ other: "sekitar {count} file {type}" }),
    problems: {
      startFrame: "Frame pertama harus bilangan bulat dari 1 sampai {max}.",
      endFrame:
        "Frame terakhir harus bilangan bulat dari 1 sampai {max}, atau kosong untuk sampai frame terakhir.",
      frameOrder: "Frame terakhir tidak boleh sebelum frame pertama.",
      startTime: "Waktu mulai harus angka detik dari 0 sampai {max}.",
      endTime: "Waktu selesai harus angka detik dari 0 sampai {max}, atau kosong.",
      timeOrder: "Waktu selesai harus setelah waktu mulai.",
      fps: "Frame per detik harus bilangan bulat dari {min} sampai {max}.",
      startPastFrames: forms({
        other:
          "Frame pertama {first}, padahal hanya ada {count} frame. Pilih awal dari 1 sampai {count}.",
      }),
      startPastVideo:
        "Waktu mulai {start} detik, padahal durasi video {length} detik. Pilih awal sebelum akhirnya.",
      endPastVideo:
        "Waktu selesai {end} detik, padahal durasi video {length} detik. Pilih akhir di dalam video, atau kosongkan.",
      partTooLong:
        "Bagian yang dipilih {seconds} detik; batasnya {max} detik. Pilih bagian yang lebih pendek.",
      tooManyFrames:
        "Ini akan menyimpan {frames} frame; satu ZIP memuat paling banyak {max}. Pilih rentang paling banyak {max} frame (atau, untuk video, bagian yang lebih pendek atau frame per detik yang lebih sedikit).",
    },
  },
});
