import { editorTextSet } from "../shared/i18n/editor-text.ts";

/**
 * Compress Video's editor words (web/compress-video-editor.tsx), in English: the type of every
 * language's. The plan's lines say what planCompression computed (its refusal's figures too:
 * the API keeps the English message).
 */
const en = {
  action: "Compress Video",
  busy: "Compressing...",
  settings: "Compression settings",
  fitFor: "Fit for",
  custom: "A size I type",
  sizeInMegabytes: "Size in MB",
  sizeHint: "From {min} to {max}.",
  tooLong: "This video is {seconds} s long; GifKit compresses videos up to {max} s. Trim it first.",
  limits:
    "Videos up to {seconds} s and {width} × {height} px (larger ones are scaled down). The result is between 90% and 100% of the size.",
  planOwnSize:
    "About {video} kb/s for the picture and {audio} kb/s for the sound, at its own size. The result is between 90% and 100% of {size}.",
  planScaled:
    "About {video} kb/s for the picture and {audio} kb/s for the sound; the picture is made smaller, {width} × {height}, so it stays sharp at that bitrate. The result is between 90% and 100% of {size}.",
  cannotFit:
    "This {seconds} s video cannot fit in {size}: that leaves {left} kb/s for the picture, and it needs at least {min} kb/s. Choose at least {needed}, or trim the video first.",
};

export type CompressVideoEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Comprimir vídeo",
    busy: "Comprimiendo...",
    settings: "Ajustes de compresión",
    fitFor: "Ajustar para",
    custom: "Un tamaño que indico",
    sizeInMegabytes: "Tamaño en MB",
    sizeHint: "De {min} a {max}.",
    tooLong:
      "Este vídeo dura {seconds} s; GifKit comprime vídeos de hasta {max} s. Recórtalo primero.",
    limits:
      "Vídeos de hasta {seconds} s y {width} × {height} px (los más grandes se reducen). El resultado ocupa entre el 90 % y el 100 % del tamaño.",
    planOwnSize:
      "Unos {video} kb/s para la imagen y {audio} kb/s para el sonido, a su tamaño original. El resultado ocupa entre el 90 % y el 100 % de {size}.",
    planScaled:
      "Unos {video} kb/s para la imagen y {audio} kb/s para el sonido; la imagen se reduce a {width} × {height} para que siga nítida con esa tasa de bits. El resultado ocupa entre el 90 % y el 100 % de {size}.",
    cannotFit:
      "Un vídeo de {seconds} s no cabe en {size}: quedarían {left} kb/s para la imagen y necesita al menos {min} kb/s. Elige al menos {needed} o recorta antes el vídeo.",
  },
  "pt-BR": {
    action: "Comprimir vídeo",
    busy: "Comprimindo...",
    settings: "Ajustes de compressão",
    fitFor: "Ajustar para",
    custom: "Um tamanho que eu digitar",
    sizeInMegabytes: "Tamanho em MB",
    sizeHint: "De {min} a {max}.",
    tooLong:
      "Este vídeo tem {seconds} s; o GifKit comprime vídeos de até {max} s. Corte-o primeiro.",
    limits:
      "Vídeos de até {seconds} s e {width} × {height} px (os maiores são reduzidos). O resultado fica entre 90% e 100% do tamanho.",
    planOwnSize:
      "Cerca de {video} kb/s para a imagem e {audio} kb/s para o som, no tamanho original. O resultado fica entre 90% e 100% de {size}.",
    planScaled:
      "Cerca de {video} kb/s para a imagem e {audio} kb/s para o som; a imagem é reduzida para {width} × {height} para continuar nítida nessa taxa de bits. O resultado fica entre 90% e 100% de {size}.",
    cannotFit:
      "Um vídeo de {seconds} s não cabe em {size}: sobrariam {left} kb/s para a imagem, e ela precisa de pelo menos {min} kb/s. Escolha pelo menos {needed} ou corte o vídeo antes.",
  },
  fr: {
    action: "Compresser la vidéo",
    busy: "Compression...",
    settings: "Réglages de compression",
    fitFor: "Adapter pour",
    custom: "Une taille de mon choix",
    sizeInMegabytes: "Taille en Mo",
    sizeHint: "De {min} à {max}.",
    tooLong:
      "Cette vidéo dure {seconds} s ; GifKit compresse les vidéos jusqu'à {max} s. Coupez-la d'abord.",
    limits:
      "Vidéos jusqu'à {seconds} s et {width} × {height} px (au-delà, elles sont réduites). Le résultat fait entre 90 % et 100 % de la taille.",
    planOwnSize:
      "Environ {video} kb/s pour l'image et {audio} kb/s pour le son, à sa taille d'origine. Le résultat fait entre 90 % et 100 % de {size}.",
    planScaled:
      "Environ {video} kb/s pour l'image et {audio} kb/s pour le son ; l'image est réduite à {width} × {height} pour rester nette à ce débit. Le résultat fait entre 90 % et 100 % de {size}.",
    cannotFit:
      "Une vidéo de {seconds} s ne tient pas dans {size} : il resterait {left} kb/s pour l'image, qui en demande au moins {min}. Choisissez au moins {needed}, ou coupez d'abord la vidéo.",
  },
  de: {
    action: "Video komprimieren",
    busy: "Wird komprimiert...",
    settings: "Komprimierung",
    fitFor: "Passend für",
    custom: "Eigene Größe",
    sizeInMegabytes: "Größe in MB",
    sizeHint: "Von {min} bis {max}.",
    tooLong:
      "Dieses Video ist {seconds} s lang; GifKit komprimiert Videos bis {max} s. Kürze es zuerst.",
    limits:
      "Videos bis {seconds} s und {width} × {height} px (größere werden verkleinert). Das Ergebnis hat 90 % bis 100 % der Größe.",
    planOwnSize:
      "Etwa {video} kbit/s für das Bild und {audio} kbit/s für den Ton, in Originalgröße. Das Ergebnis hat 90 % bis 100 % von {size}.",
    planScaled:
      "Etwa {video} kbit/s für das Bild und {audio} kbit/s für den Ton; das Bild wird auf {width} × {height} verkleinert, damit es bei dieser Bitrate scharf bleibt. Das Ergebnis hat 90 % bis 100 % von {size}.",
    cannotFit:
      "Ein Video von {seconds} s passt nicht in {size}: Für das Bild blieben {left} kbit/s, es braucht aber mindestens {min} kbit/s. Wähle mindestens {needed} oder kürze das Video zuerst.",
  },
  it: {
    action: "Comprimi video",
    busy: "Compressione in corso...",
    settings: "Impostazioni di compressione",
    fitFor: "Adatta per",
    custom: "Una dimensione a scelta",
    sizeInMegabytes: "Dimensione in MB",
    sizeHint: "Da {min} a {max}.",
    tooLong: "Questo video dura {seconds} s; GifKit comprime video fino a {max} s. Taglialo prima.",
    limits:
      "Video fino a {seconds} s e {width} × {height} px (quelli più grandi vengono ridotti). Il risultato è tra il 90% e il 100% della dimensione.",
    planOwnSize:
      "Circa {video} kb/s per l'immagine e {audio} kb/s per l'audio, alle dimensioni originali. Il risultato è tra il 90% e il 100% di {size}.",
    planScaled:
      "Circa {video} kb/s per l'immagine e {audio} kb/s per l'audio; l'immagine viene ridotta a {width} × {height} per restare nitida con quel bitrate. Il risultato è tra il 90% e il 100% di {size}.",
    cannotFit:
      "Un video di {seconds} s non sta in {size}: resterebbero {left} kb/s per l'immagine, che ne richiede almeno {min}. Scegli almeno {needed} o taglia prima il video.",
  },
  ja: {
    action: "動画を圧縮",
    busy: "圧縮中...",
    settings: "圧縮の設定",
    fitFor: "用途",
    custom: "サイズを入力",
    sizeInMegabytes: "サイズ (MB)",
    sizeHint: "{min}〜{max}。",
    tooLong:
      "この動画は {seconds} 秒あります。GifKit で圧縮できるのは {max} 秒までです。先にトリミングしてください。",
    limits:
      "{seconds} 秒、{width} × {height} px までの動画に対応します（大きい動画は縮小します）。仕上がりは指定サイズの 90〜100% になります。",
    planOwnSize:
      "映像に約 {video} kb/s、音声に {audio} kb/s を割り当て、元のサイズのまま圧縮します。仕上がりは {size} の 90〜100% になります。",
    planScaled:
      "映像に約 {video} kb/s、音声に {audio} kb/s を割り当てます。このビットレートでも鮮明さを保てるよう、映像を {width} × {height} に縮小します。仕上がりは {size} の 90〜100% になります。",
    cannotFit:
      "{seconds} 秒の動画は {size} に収まりません。映像に残るのは {left} kb/s ですが、最低 {min} kb/s 必要です。{needed} 以上を選ぶか、先に動画をトリミングしてください。",
  },
  id: {
    action: "Kompres Video",
    busy: "Mengompres...",
    settings: "Pengaturan kompresi",
    fitFor: "Sesuaikan untuk",
    custom: "Ukuran yang saya ketik",
    sizeInMegabytes: "Ukuran dalam MB",
    sizeHint: "Dari {min} sampai {max}.",
    tooLong:
      "Video ini berdurasi {seconds} dtk; GifKit mengompres video hingga {max} dtk. Pangkas dulu videonya.",
    limits:
      "Video hingga {seconds} dtk dan {width} × {height} px (yang lebih besar diperkecil). Hasilnya antara 90% dan 100% dari ukuran.",
    planOwnSize:
      "Sekitar {video} kb/s untuk gambar dan {audio} kb/s untuk suara, dalam ukuran aslinya. Hasilnya antara 90% dan 100% dari {size}.",
    planScaled:
      "Sekitar {video} kb/s untuk gambar dan {audio} kb/s untuk suara; gambar diperkecil menjadi {width} × {height} agar tetap tajam pada bitrate itu. Hasilnya antara 90% dan 100% dari {size}.",
    cannotFit:
      "Video {seconds} dtk tidak muat dalam {size}: gambar hanya kebagian {left} kb/s, padahal butuh minimal {min} kb/s. Pilih minimal {needed}, atau pangkas dulu videonya.",
  },
});
