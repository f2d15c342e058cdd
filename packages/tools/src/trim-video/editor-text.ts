import { editorTextSet } from "../shared/i18n/editor-text.ts";

/** Trim Video's editor words (web/trim-video-editor.tsx), in English: the type of every language's. */
const en = {
  action: "Trim Video",
  busy: "Trimming...",
  settings: "Trim settings",
  keptPart: "Kept part",
  howTo:
    "Move the kept part's start and end handles on the timeline (drag them, or Tab to one and use the arrow keys: a frame a press, a second with Shift), or play to a frame and press I for the start, O for the end. At most {max} s are kept.",
  mode: "Mode",
  exact: "Exact",
  fast: "Fast, no quality loss",
  exactNote:
    "Exact starts and ends on the frames you chose; the part is encoded again (H.264 or VP9), its sound kept.",
  fastNote:
    "Fast copies the video as it is, without encoding it again: no quality is lost, but it can only start on a key frame, so it may begin a little before your start time. MP4, MOV and WebM files.",
  tooLong: "The part is {length} s long; a trimmed video can be at most {max} s.",
  keeps: "Keeps {time}.",
};

export type TrimVideoEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Recortar vídeo",
    busy: "Recortando...",
    settings: "Ajustes de recorte",
    keptPart: "Parte conservada",
    howTo:
      "Mueve en la línea de tiempo los controles de inicio y fin de la parte que se conserva (arrástralos, o ve a uno con Tab y usa las flechas: un fotograma por pulsación, un segundo con Mayús), o reproduce hasta un fotograma y pulsa I para el inicio y O para el fin. Se conservan como máximo {max} s.",
    mode: "Modo",
    exact: "Exacto",
    fast: "Rápido, sin pérdida de calidad",
    exactNote:
      "Exacto empieza y termina en los fotogramas que elegiste; la parte se vuelve a codificar (H.264 o VP9) y conserva el sonido.",
    fastNote:
      "Rápido copia el vídeo tal cual, sin volver a codificarlo: no se pierde calidad, pero solo puede empezar en un fotograma clave, así que puede comenzar un poco antes de tu inicio. Archivos MP4, MOV y WebM.",
    tooLong: "La parte dura {length} s; un vídeo recortado puede durar como máximo {max} s.",
    keeps: "Conserva {time}.",
  },
  "pt-BR": {
    action: "Cortar vídeo",
    busy: "Cortando...",
    settings: "Ajustes do corte",
    keptPart: "Trecho mantido",
    howTo:
      "Mova na linha do tempo as alças de início e fim do trecho mantido (arraste-as, ou vá até uma com Tab e use as setas: um quadro por toque, um segundo com Shift), ou reproduza até um quadro e pressione I para o início e O para o fim. No máximo {max} s são mantidos.",
    mode: "Modo",
    exact: "Exato",
    fast: "Rápido, sem perda de qualidade",
    exactNote:
      "O modo exato começa e termina nos quadros que você escolheu; o trecho é codificado de novo (H.264 ou VP9), com o som mantido.",
    fastNote:
      "O modo rápido copia o vídeo como está, sem codificar de novo: nada de qualidade se perde, mas ele só pode começar num quadro-chave, então pode iniciar um pouco antes do seu início. Arquivos MP4, MOV e WebM.",
    tooLong: "O trecho tem {length} s; um vídeo cortado pode ter no máximo {max} s.",
    keeps: "Mantém {time}.",
  },
  fr: {
    action: "Couper la vidéo",
    busy: "Découpage...",
    settings: "Réglages de découpe",
    keptPart: "Partie gardée",
    howTo:
      "Déplacez sur la timeline les poignées de début et de fin de la partie gardée (faites-les glisser, ou allez sur l'une avec Tab et utilisez les flèches : une image par appui, une seconde avec Maj), ou lisez jusqu'à une image et appuyez sur I pour le début, O pour la fin. {max} s au plus sont gardées.",
    mode: "Mode",
    exact: "Précis",
    fast: "Rapide, sans perte de qualité",
    exactNote:
      "Le mode précis commence et finit sur les images choisies ; la partie est réencodée (H.264 ou VP9), son conservé.",
    fastNote:
      "Le mode rapide copie la vidéo telle quelle, sans la réencoder : aucune perte de qualité, mais elle ne peut commencer que sur une image clé, donc un peu avant votre début parfois. Fichiers MP4, MOV et WebM.",
    tooLong: "La partie dure {length} s ; une vidéo coupée peut durer {max} s au plus.",
    keeps: "Garde {time}.",
  },
  de: {
    action: "Video zuschneiden",
    busy: "Wird zugeschnitten...",
    settings: "Schnitt-Einstellungen",
    keptPart: "Behaltener Teil",
    howTo:
      "Verschieben Sie die Anfangs- und Endgriffe des behaltenen Teils auf der Zeitleiste (ziehen, oder mit Tab auf einen wechseln und die Pfeiltasten nutzen: ein Bild pro Druck, eine Sekunde mit Umschalt), oder spielen Sie bis zu einem Bild und drücken Sie I für den Anfang, O für das Ende. Höchstens {max} s werden behalten.",
    mode: "Modus",
    exact: "Genau",
    fast: "Schnell, ohne Qualitätsverlust",
    exactNote:
      "Genau beginnt und endet auf den gewählten Bildern; der Teil wird neu kodiert (H.264 oder VP9), der Ton bleibt.",
    fastNote:
      "Schnell kopiert das Video unverändert, ohne es neu zu kodieren: Keine Qualität geht verloren, aber es kann nur an einem Schlüsselbild beginnen, also etwas vor Ihrem Anfang. MP4-, MOV- und WebM-Dateien.",
    tooLong:
      "Der Teil ist {length} s lang; ein zugeschnittenes Video darf höchstens {max} s lang sein.",
    keeps: "Behält {time}.",
  },
  it: {
    action: "Taglia video",
    busy: "Taglio in corso...",
    settings: "Impostazioni del taglio",
    keptPart: "Parte tenuta",
    howTo:
      "Sposta sulla timeline le maniglie di inizio e fine della parte da tenere (trascinale, oppure raggiungine una con Tab e usa le frecce: un fotogramma per pressione, un secondo con Maiusc), oppure riproduci fino a un fotogramma e premi I per l'inizio, O per la fine. Si tengono al massimo {max} s.",
    mode: "Modalità",
    exact: "Precisa",
    fast: "Veloce, senza perdita di qualità",
    exactNote:
      "La modalità precisa inizia e finisce sui fotogrammi scelti; la parte viene ricodificata (H.264 o VP9), con l'audio.",
    fastNote:
      "La modalità veloce copia il video così com'è, senza ricodificarlo: nessuna perdita di qualità, ma può iniziare solo su un fotogramma chiave, quindi forse un po' prima del tuo inizio. File MP4, MOV e WebM.",
    tooLong: "La parte dura {length} s; un video tagliato può durare al massimo {max} s.",
    keeps: "Tiene {time}.",
  },
  ja: {
    action: "動画をトリミング",
    busy: "トリミング中...",
    settings: "トリミングの設定",
    keptPart: "残す部分",
    howTo:
      "タイムライン上で残す部分の開始・終了ハンドルを動かします（ドラッグするか、Tab で選んで矢印キー：1 回で 1 フレーム、Shift で 1 秒）。または目的のフレームまで再生して、I で開始、O で終了に設定します。残せるのは最大 {max} 秒です。",
    mode: "モード",
    exact: "正確",
    fast: "高速（画質劣化なし）",
    exactNote:
      "正確モードは選んだフレームで開始・終了します。その部分を再エンコード（H.264 または VP9）し、音声も残します。",
    fastNote:
      "高速モードは再エンコードせずにそのままコピーするので画質は落ちませんが、キーフレームからしか始められないため、指定より少し前から始まることがあります。MP4、MOV、WebM ファイル向けです。",
    tooLong: "この部分は {length} 秒あります。トリミング後の動画は最大 {max} 秒です。",
    keeps: "{time}を残します。",
  },
  id: {
    action: "Potong Video",
    busy: "Memotong...",
    settings: "Pengaturan potong",
    keptPart: "Bagian disimpan",
    howTo:
      "Geser pegangan awal dan akhir bagian yang disimpan di linimasa (seret, atau pindah ke salah satunya dengan Tab lalu pakai tombol panah: satu frame per tekan, satu detik dengan Shift), atau putar sampai satu frame lalu tekan I untuk awal, O untuk akhir. Paling lama {max} d yang disimpan.",
    mode: "Mode",
    exact: "Tepat",
    fast: "Cepat, tanpa turun kualitas",
    exactNote:
      "Mode tepat mulai dan berakhir di frame pilihan Anda; bagiannya di-encode ulang (H.264 atau VP9), suaranya tetap.",
    fastNote:
      "Mode cepat menyalin video apa adanya tanpa encode ulang: kualitas tidak turun, tetapi hanya bisa mulai di key frame, jadi mungkin mulai sedikit sebelum waktu awal Anda. Berkas MP4, MOV, dan WebM.",
    tooLong: "Bagian ini {length} d; video hasil potong paling lama {max} d.",
    keeps: "Menyimpan {time}.",
  },
});
