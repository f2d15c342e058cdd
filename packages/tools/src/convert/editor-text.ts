import { editorTextSet, forms } from "../shared/i18n/editor-text.ts";
import type { StickerDestinationId } from "./shared/options.ts";

/** Convert's editor and result words (web/convert-editor.tsx, web/convert-result.tsx), in English. */
const en = {
  formats: {
    mp4: {
      label: "MP4 video",
      text: "Plays everywhere videos do. No transparency: see-through pixels get a color.",
    },
    webp: {
      label: "Animated WebP",
      text: "Lossless, every frame and delay kept, with transparency and the loop setting.",
    },
    apng: {
      label: "APNG",
      text: "Animated PNG: full color, transparency, every frame and delay, the loop setting.",
    },
    avif: {
      label: "Animated AVIF",
      text: "AV1 image: often the smallest image, with transparency and every delay; loops forever.",
    },
    webm: {
      label: "WebM video",
      text: "VP9 video with transparency kept, every delay exact, no sound. Telegram stickers use it.",
    },
  },
  /** {color} is the chosen colour, shown bold. */
  transparentShows: "As an MP4, transparent areas show {color}",
  transparentKept: "Transparent areas stay transparent (shown as a checkerboard)",
  action: "Convert to {format}",
  busy: "Converting...",
  settings: "Convert settings",
  outputFormat: "Output format",
  madeFor: "Made for",
  anyPlace: "Any page or app (same size and length)",
  stickerNotes: {
    "telegram-video-sticker":
      "Telegram video stickers are WebM (VP9, no sound) files of at most 256 KB and 3 seconds, up to 30 frames a second, with one side exactly 512 px. Transparency is kept. Send them to the @Stickers bot with /newvideo.",
    "telegram-video-emoji":
      "Telegram's custom animated emoji are WebM (VP9, no sound) videos of exactly 100 × 100 px, at most 256 KB, 3 seconds and 30 frames a second. Send them to the @Stickers bot with /newemojipack.",
    "whatsapp-animated-sticker":
      "WhatsApp animated stickers are animated WebP images of exactly 512 × 512 px, at most 500 KB and 10 seconds, packaged in a sticker app. Leave a transparent margin: stickers show on any chat background.",
  } satisfies Record<StickerDestinationId, string>,
  stickerLimits: forms({
    one: "A longer GIF keeps only its first second; the size and quality are set so the file stays under {size}.",
    other:
      "A longer GIF keeps only its first {count} seconds; the size and quality are set so the file stays under {size}.",
  }),
  limitsSource: "Where these limits come from",
  readOn: "(read {date})",
  background: "Background color",
  swatch: "Background {color}",
  noTransparency: "A video cannot be transparent: see-through pixels are drawn on this color.",
  aboutMp4:
    "Same frames and timing, at a steady frame rate chosen from the GIF's delays. H.264, no sound.",
  aboutWebpSticker:
    "Made to {name}'s rules: every frame keeps its delay, sized and squeezed to fit (lossy, so it stays small).",
  aboutWebmSticker: "Made to {name}'s rules: {fps} frames a second, sized and squeezed to fit.",
  aboutLoopsForever:
    "Frame for frame: every delay is kept. It plays in a loop (the format stores no loop count).",
  aboutFrameForFrame: "Frame for frame: every delay and the loop setting are kept.",
  result: {
    ready: "Your {format} is ready!",
    alt: "Your {format}",
    size: "{format} size:",
    another: "Convert another GIF",
    keptFor: "The result is kept on our servers for {minutes} minutes, then deleted.",
  },
};

export type ConvertEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    formats: {
      mp4: {
        label: "Vídeo MP4",
        text: "Se reproduce en cualquier sitio que admita vídeo. Sin transparencia: los píxeles transparentes toman un color.",
      },
      webp: {
        label: "WebP animado",
        text: "Sin pérdida: conserva cada fotograma y su duración, la transparencia y el ajuste de bucle.",
      },
      apng: {
        label: "APNG",
        text: "PNG animado: color completo, transparencia, cada fotograma y su duración, y el ajuste de bucle.",
      },
      avif: {
        label: "AVIF animado",
        text: "Imagen AV1: a menudo la más ligera, con transparencia y la duración de cada fotograma; se repite sin fin.",
      },
      webm: {
        label: "Vídeo WebM",
        text: "Vídeo VP9 que conserva la transparencia y la duración exacta de cada fotograma, sin sonido. Es el formato de los stickers de Telegram.",
      },
    },
    transparentShows: "En MP4, las zonas transparentes se ven de color {color}",
    transparentKept: "Las zonas transparentes siguen siéndolo (se ven como un tablero de ajedrez)",
    action: "Convertir a {format}",
    busy: "Convirtiendo...",
    settings: "Ajustes de conversión",
    outputFormat: "Formato de salida",
    madeFor: "Pensado para",
    anyPlace: "Cualquier web o app (mismo tamaño y duración)",
    stickerNotes: {
      "telegram-video-sticker":
        "Los stickers de vídeo de Telegram son archivos WebM (VP9, sin sonido) de 256 KB y 3 segundos como máximo, hasta 30 fotogramas por segundo, con un lado de exactamente 512 px. Se conserva la transparencia. Envíalos al bot @Stickers con /newvideo.",
      "telegram-video-emoji":
        "Los emojis animados personalizados de Telegram son vídeos WebM (VP9, sin sonido) de exactamente 100 × 100 px, con 256 KB, 3 segundos y 30 fotogramas por segundo como máximo. Envíalos al bot @Stickers con /newemojipack.",
      "whatsapp-animated-sticker":
        "Los stickers animados de WhatsApp son imágenes WebP animadas de exactamente 512 × 512 px, de 500 KB y 10 segundos como máximo, empaquetadas en una app de stickers. Deja un margen transparente: los stickers se ven sobre cualquier fondo de chat.",
    },
    stickerLimits: {
      one: "De un GIF más largo solo se conserva el primer segundo; el tamaño y la calidad se ajustan para que el archivo no supere {size}.",
      other:
        "De un GIF más largo solo se conservan los primeros {count} segundos; el tamaño y la calidad se ajustan para que el archivo no supere {size}.",
    },
    limitsSource: "De dónde salen estos límites",
    readOn: "(consultado el {date})",
    background: "Color de fondo",
    swatch: "Fondo {color}",
    noTransparency:
      "Un vídeo no puede ser transparente: los píxeles transparentes se pintan de este color.",
    aboutMp4:
      "Los mismos fotogramas y tiempos, a una velocidad constante elegida según las duraciones de los fotogramas del GIF. H.264, sin sonido.",
    aboutWebpSticker:
      "Hecho según las reglas de {name}: cada fotograma conserva su duración, con el tamaño y la compresión justos para cumplirlas (con pérdida, para que pese poco).",
    aboutWebmSticker:
      "Hecho según las reglas de {name}: {fps} fotogramas por segundo, con el tamaño y la compresión justos para cumplirlas.",
    aboutLoopsForever:
      "Fotograma a fotograma: se conserva la duración de cada fotograma. Se reproduce en bucle (el formato no guarda un número de repeticiones).",
    aboutFrameForFrame:
      "Fotograma a fotograma: se conservan la duración de cada fotograma y el ajuste de bucle.",
    result: {
      ready: "¡Tu {format} está listo!",
      alt: "Tu {format}",
      size: "Tamaño del {format}:",
      another: "Convertir otro GIF",
      keptFor:
        "El resultado se guarda en nuestros servidores {minutes} minutos y después se elimina.",
    },
  },
  "pt-BR": {
    formats: {
      mp4: {
        label: "Vídeo MP4",
        text: "Toca em qualquer lugar que aceite vídeo. Sem transparência: os pixels transparentes ganham uma cor.",
      },
      webp: {
        label: "WebP animado",
        text: "Sem perdas: mantém cada quadro e seu atraso, a transparência e a configuração de loop.",
      },
      apng: {
        label: "APNG",
        text: "PNG animado: cores completas, transparência, cada quadro e seu atraso, e a configuração de loop.",
      },
      avif: {
        label: "AVIF animado",
        text: "Imagem AV1: muitas vezes a menor, com transparência e cada atraso; repete sem parar.",
      },
      webm: {
        label: "Vídeo WebM",
        text: "Vídeo VP9 que mantém a transparência e cada atraso exato, sem som. É o formato das figurinhas do Telegram.",
      },
    },
    transparentShows: "Em MP4, as áreas transparentes ficam com a cor {color}",
    transparentKept: "As áreas transparentes continuam transparentes (mostradas como um xadrez)",
    action: "Converter para {format}",
    busy: "Convertendo...",
    settings: "Ajustes de conversão",
    outputFormat: "Formato de saída",
    madeFor: "Feito para",
    anyPlace: "Qualquer site ou app (mesmo tamanho e duração)",
    stickerNotes: {
      "telegram-video-sticker":
        "As figurinhas de vídeo do Telegram são arquivos WebM (VP9, sem som) de no máximo 256 KB e 3 segundos, até 30 quadros por segundo, com um lado de exatamente 512 px. A transparência é mantida. Envie para o bot @Stickers com /newvideo.",
      "telegram-video-emoji":
        "Os emojis animados personalizados do Telegram são vídeos WebM (VP9, sem som) de exatamente 100 × 100 px, com no máximo 256 KB, 3 segundos e 30 quadros por segundo. Envie para o bot @Stickers com /newemojipack.",
      "whatsapp-animated-sticker":
        "As figurinhas animadas do WhatsApp são imagens WebP animadas de exatamente 512 × 512 px, com no máximo 500 KB e 10 segundos, empacotadas em um app de figurinhas. Deixe uma margem transparente: as figurinhas aparecem sobre qualquer fundo de conversa.",
    },
    stickerLimits: {
      one: "Um GIF mais longo fica só com o primeiro segundo; o tamanho e a qualidade são ajustados para o arquivo ficar abaixo de {size}.",
      other:
        "Um GIF mais longo fica só com os primeiros {count} segundos; o tamanho e a qualidade são ajustados para o arquivo ficar abaixo de {size}.",
    },
    limitsSource: "De onde vêm esses limites",
    readOn: "(consultado em {date})",
    background: "Cor de fundo",
    swatch: "Fundo {color}",
    noTransparency:
      "Um vídeo não pode ser transparente: os pixels transparentes são pintados com esta cor.",
    aboutMp4:
      "Os mesmos quadros e tempos, a uma taxa constante escolhida a partir dos atrasos do GIF. H.264, sem som.",
    aboutWebpSticker:
      "Feito pelas regras do {name}: cada quadro mantém seu atraso, com tamanho e compressão ajustados para caber (com perdas, para ficar leve).",
    aboutWebmSticker:
      "Feito pelas regras do {name}: {fps} quadros por segundo, com tamanho e compressão ajustados para caber.",
    aboutLoopsForever:
      "Quadro a quadro: cada atraso é mantido. Toca em loop (o formato não guarda um número de repetições).",
    aboutFrameForFrame: "Quadro a quadro: cada atraso e a configuração de loop são mantidos.",
    result: {
      ready: "Seu {format} está pronto!",
      alt: "Seu {format}",
      size: "Tamanho do {format}:",
      another: "Converter outro GIF",
      keptFor: "O resultado fica em nossos servidores por {minutes} minutos e depois é apagado.",
    },
  },
  fr: {
    formats: {
      mp4: {
        label: "Vidéo MP4",
        text: "Se lit partout où passe une vidéo. Pas de transparence : les pixels transparents prennent une couleur.",
      },
      webp: {
        label: "WebP animé",
        text: "Sans perte : chaque image et sa durée, la transparence et le réglage de boucle sont conservés.",
      },
      apng: {
        label: "APNG",
        text: "PNG animé : couleurs complètes, transparence, chaque image et sa durée, le réglage de boucle.",
      },
      avif: {
        label: "AVIF animé",
        text: "Image AV1 : souvent la plus légère, avec transparence et la durée de chaque image ; tourne en boucle sans fin.",
      },
      webm: {
        label: "Vidéo WebM",
        text: "Vidéo VP9 qui garde la transparence et la durée exacte de chaque image, sans son. C'est le format des stickers Telegram.",
      },
    },
    transparentShows: "En MP4, les zones transparentes deviennent {color}",
    transparentKept: "Les zones transparentes restent transparentes (affichées en damier)",
    action: "Convertir en {format}",
    busy: "Conversion...",
    settings: "Réglages de conversion",
    outputFormat: "Format de sortie",
    madeFor: "Destiné à",
    anyPlace: "N'importe quel site ou appli (même taille et durée)",
    stickerNotes: {
      "telegram-video-sticker":
        "Les stickers vidéo Telegram sont des fichiers WebM (VP9, sans son) de 256 Ko et 3 secondes au plus, jusqu'à 30 images par seconde, avec un côté d'exactement 512 px. La transparence est conservée. Envoyez-les au bot @Stickers avec /newvideo.",
      "telegram-video-emoji":
        "Les emoji animés personnalisés de Telegram sont des vidéos WebM (VP9, sans son) d'exactement 100 × 100 px, de 256 Ko, 3 secondes et 30 images par seconde au plus. Envoyez-les au bot @Stickers avec /newemojipack.",
      "whatsapp-animated-sticker":
        "Les stickers animés WhatsApp sont des images WebP animées d'exactement 512 × 512 px, de 500 Ko et 10 secondes au plus, réunies dans une appli de stickers. Laissez une marge transparente : les stickers s'affichent sur n'importe quel fond de discussion.",
    },
    stickerLimits: {
      one: "D'un GIF plus long, seule la première seconde est gardée ; la taille et la qualité sont réglées pour que le fichier reste sous {size}.",
      other:
        "D'un GIF plus long, seules les {count} premières secondes sont gardées ; la taille et la qualité sont réglées pour que le fichier reste sous {size}.",
    },
    limitsSource: "D'où viennent ces limites",
    readOn: "(consulté le {date})",
    background: "Couleur de fond",
    swatch: "Fond {color}",
    noTransparency:
      "Une vidéo ne peut pas être transparente : les pixels transparents sont peints de cette couleur.",
    aboutMp4:
      "Mêmes images et même rythme, à une cadence fixe choisie d'après les durées des images du GIF. H.264, sans son.",
    aboutWebpSticker:
      "Fait selon les règles de {name} : chaque image garde sa durée, taille et compression réglées pour tenir (avec perte, pour rester léger).",
    aboutWebmSticker:
      "Fait selon les règles de {name} : {fps} images par seconde, taille et compression réglées pour tenir.",
    aboutLoopsForever:
      "Image par image : la durée de chaque image est conservée. La lecture tourne en boucle (le format ne stocke pas de nombre de répétitions).",
    aboutFrameForFrame:
      "Image par image : la durée de chaque image et le réglage de boucle sont conservés.",
    result: {
      ready: "Votre {format} est prêt !",
      alt: "Votre {format}",
      size: "Taille du {format} :",
      another: "Convertir un autre GIF",
      keptFor: "Le résultat est gardé sur nos serveurs pendant {minutes} minutes, puis supprimé.",
    },
  },
  de: {
    formats: {
      mp4: {
        label: "MP4-Video",
        text: "Läuft überall, wo Videos laufen. Keine Transparenz: durchsichtige Pixel bekommen eine Farbe.",
      },
      webp: {
        label: "Animiertes WebP",
        text: "Verlustfrei: jedes Frame und seine Dauer bleiben, mit Transparenz und Loop-Einstellung.",
      },
      apng: {
        label: "APNG",
        text: "Animiertes PNG: volle Farben, Transparenz, jedes Frame und seine Dauer, die Loop-Einstellung.",
      },
      avif: {
        label: "Animiertes AVIF",
        text: "AV1-Bild: oft das kleinste Bild, mit Transparenz und der Dauer jedes Frames; läuft endlos im Loop.",
      },
      webm: {
        label: "WebM-Video",
        text: "VP9-Video mit Transparenz und exakter Dauer jedes Frames, ohne Ton. Telegram-Sticker nutzen es.",
      },
    },
    transparentShows: "Als MP4 zeigen transparente Stellen {color}",
    transparentKept: "Transparente Stellen bleiben transparent (als Schachbrett gezeigt)",
    action: "In {format} umwandeln",
    busy: "Wird umgewandelt...",
    settings: "Umwandlungseinstellungen",
    outputFormat: "Ausgabeformat",
    madeFor: "Gedacht für",
    anyPlace: "Beliebige Seite oder App (gleiche Größe und Länge)",
    stickerNotes: {
      "telegram-video-sticker":
        "Telegram-Videosticker sind WebM-Dateien (VP9, ohne Ton) mit höchstens 256 KB und 3 Sekunden, bis zu 30 Frames pro Sekunde und einer Seite von genau 512 px. Transparenz bleibt erhalten. Schick sie mit /newvideo an den Bot @Stickers.",
      "telegram-video-emoji":
        "Telegrams eigene animierte Emoji sind WebM-Videos (VP9, ohne Ton) von genau 100 × 100 px mit höchstens 256 KB, 3 Sekunden und 30 Frames pro Sekunde. Schick sie mit /newemojipack an den Bot @Stickers.",
      "whatsapp-animated-sticker":
        "Animierte WhatsApp-Sticker sind animierte WebP-Bilder von genau 512 × 512 px mit höchstens 500 KB und 10 Sekunden, verpackt in einer Sticker-App. Lass einen transparenten Rand: Sticker erscheinen auf jedem Chat-Hintergrund.",
    },
    stickerLimits: {
      one: "Von einem längeren GIF bleibt nur die erste Sekunde; Größe und Qualität werden so gewählt, dass die Datei unter {size} bleibt.",
      other:
        "Von einem längeren GIF bleiben nur die ersten {count} Sekunden; Größe und Qualität werden so gewählt, dass die Datei unter {size} bleibt.",
    },
    limitsSource: "Woher diese Grenzen stammen",
    readOn: "(gelesen am {date})",
    background: "Hintergrundfarbe",
    swatch: "Hintergrund {color}",
    noTransparency:
      "Ein Video kann nicht transparent sein: durchsichtige Pixel werden in dieser Farbe gemalt.",
    aboutMp4:
      "Gleiche Frames und gleiches Timing, mit fester Framerate nach den Frame-Dauern des GIFs. H.264, ohne Ton.",
    aboutWebpSticker:
      "Nach den Regeln von {name}: jedes Frame behält seine Dauer, Größe und Kompression passend gewählt (verlustbehaftet, damit es klein bleibt).",
    aboutWebmSticker:
      "Nach den Regeln von {name}: {fps} Frames pro Sekunde, Größe und Kompression passend gewählt.",
    aboutLoopsForever:
      "Frame für Frame: jede Dauer bleibt. Es läuft im Loop (das Format speichert keine Wiederholungszahl).",
    aboutFrameForFrame: "Frame für Frame: jede Dauer und die Loop-Einstellung bleiben.",
    result: {
      ready: "Dein {format} ist fertig!",
      alt: "Dein {format}",
      size: "Größe des {format}:",
      another: "Weiteres GIF umwandeln",
      keptFor: "Das Ergebnis bleibt {minutes} Minuten auf unseren Servern und wird dann gelöscht.",
    },
  },
  it: {
    formats: {
      mp4: {
        label: "Video MP4",
        text: "Si riproduce ovunque funzionino i video. Niente trasparenza: i pixel trasparenti prendono un colore.",
      },
      webp: {
        label: "WebP animato",
        text: "Senza perdita: ogni fotogramma e ritardo restano, con trasparenza e impostazione del loop.",
      },
      apng: {
        label: "APNG",
        text: "PNG animato: colori pieni, trasparenza, ogni fotogramma e ritardo, l'impostazione del loop.",
      },
      avif: {
        label: "AVIF animato",
        text: "Immagine AV1: spesso la più leggera, con trasparenza e ogni ritardo; va in loop all'infinito.",
      },
      webm: {
        label: "Video WebM",
        text: "Video VP9 che conserva la trasparenza e ogni ritardo esatto, senza audio. Lo usano gli sticker di Telegram.",
      },
    },
    transparentShows: "In MP4 le aree trasparenti diventano {color}",
    transparentKept: "Le aree trasparenti restano trasparenti (mostrate a scacchiera)",
    action: "Converti in {format}",
    busy: "Conversione...",
    settings: "Impostazioni di conversione",
    outputFormat: "Formato di uscita",
    madeFor: "Pensato per",
    anyPlace: "Qualsiasi sito o app (stesse dimensioni e durata)",
    stickerNotes: {
      "telegram-video-sticker":
        "Gli sticker video di Telegram sono file WebM (VP9, senza audio) di massimo 256 KB e 3 secondi, fino a 30 fotogrammi al secondo, con un lato di esattamente 512 px. La trasparenza resta. Inviali al bot @Stickers con /newvideo.",
      "telegram-video-emoji":
        "Le emoji animate personalizzate di Telegram sono video WebM (VP9, senza audio) di esattamente 100 × 100 px, al massimo 256 KB, 3 secondi e 30 fotogrammi al secondo. Inviale al bot @Stickers con /newemojipack.",
      "whatsapp-animated-sticker":
        "Gli sticker animati di WhatsApp sono immagini WebP animate di esattamente 512 × 512 px, al massimo 500 KB e 10 secondi, raccolte in un'app di sticker. Lascia un margine trasparente: gli sticker appaiono su qualsiasi sfondo di chat.",
    },
    stickerLimits: {
      one: "Di una GIF più lunga resta solo il primo secondo; dimensioni e qualità sono scelte perché il file resti sotto {size}.",
      other:
        "Di una GIF più lunga restano solo i primi {count} secondi; dimensioni e qualità sono scelte perché il file resti sotto {size}.",
    },
    limitsSource: "Da dove vengono questi limiti",
    readOn: "(consultato il {date})",
    background: "Colore di sfondo",
    swatch: "Sfondo {color}",
    noTransparency:
      "Un video non può essere trasparente: i pixel trasparenti vengono dipinti di questo colore.",
    aboutMp4:
      "Stessi fotogrammi e tempi, a una frequenza costante scelta dai ritardi della GIF. H.264, senza audio.",
    aboutWebpSticker:
      "Fatto secondo le regole di {name}: ogni fotogramma mantiene il suo ritardo, dimensioni e compressione scelte per starci (con perdita, per restare leggero).",
    aboutWebmSticker:
      "Fatto secondo le regole di {name}: {fps} fotogrammi al secondo, dimensioni e compressione scelte per starci.",
    aboutLoopsForever:
      "Fotogramma per fotogramma: ogni ritardo resta. Va in loop (il formato non salva un numero di ripetizioni).",
    aboutFrameForFrame:
      "Fotogramma per fotogramma: ogni ritardo e l'impostazione del loop restano.",
    result: {
      ready: "Il tuo {format} è pronto!",
      alt: "Il tuo {format}",
      size: "Dimensione del {format}:",
      another: "Converti un'altra GIF",
      keptFor: "Il risultato resta sui nostri server per {minutes} minuti, poi viene eliminato.",
    },
  },
  ja: {
    formats: {
      mp4: {
        label: "MP4 動画",
        text: "動画が再生できる場所ならどこでも再生できます。透過なし: 透明なピクセルには色が付きます。",
      },
      webp: {
        label: "アニメーション WebP",
        text: "劣化なし。すべてのフレームと表示時間、透過、ループ設定をそのまま保ちます。",
      },
      apng: {
        label: "APNG",
        text: "アニメーション PNG: フルカラー、透過、すべてのフレームと表示時間、ループ設定を保ちます。",
      },
      avif: {
        label: "アニメーション AVIF",
        text: "AV1 画像: 多くの場合いちばん小さい画像。透過とすべての表示時間を保ち、無限にループします。",
      },
      webm: {
        label: "WebM 動画",
        text: "透過と正確な表示時間を保つ VP9 動画（音声なし）。Telegram のステッカーで使われます。",
      },
    },
    transparentShows: "MP4 では透明な部分が {color} になります",
    transparentKept: "透明な部分はそのまま透明です（市松模様で表示）",
    action: "{format} に変換",
    busy: "変換中...",
    settings: "変換の設定",
    outputFormat: "出力形式",
    madeFor: "用途",
    anyPlace: "どのサイトやアプリでも（サイズと長さはそのまま）",
    stickerNotes: {
      "telegram-video-sticker":
        "Telegram のビデオステッカーは WebM（VP9、音声なし）ファイルで、最大 256 KB・3 秒、毎秒 30 フレームまで、一辺がちょうど 512 px です。透過は保たれます。@Stickers ボットに /newvideo で送ってください。",
      "telegram-video-emoji":
        "Telegram のカスタムアニメーション絵文字は WebM（VP9、音声なし）動画で、ちょうど 100 × 100 px、最大 256 KB・3 秒・毎秒 30 フレームです。@Stickers ボットに /newemojipack で送ってください。",
      "whatsapp-animated-sticker":
        "WhatsApp のアニメーションステッカーは、ちょうど 512 × 512 px、最大 500 KB・10 秒のアニメーション WebP 画像で、ステッカーアプリにまとめて使います。どのチャット背景にも表示されるので、透明な余白を残してください。",
    },
    stickerLimits: {
      other:
        "長い GIF は最初の {count} 秒だけが残ります。ファイルが {size} 未満になるようにサイズと画質を調整します。",
    },
    limitsSource: "この制限の出典",
    readOn: "（{date} に確認）",
    background: "背景色",
    swatch: "背景 {color}",
    noTransparency: "動画は透過にできません。透明なピクセルはこの色で塗られます。",
    aboutMp4:
      "フレームとタイミングはそのまま、GIF の表示時間から選んだ一定のフレームレートで出力します。H.264、音声なし。",
    aboutWebpSticker:
      "{name} のルールに合わせて作ります。各フレームの表示時間は保ち、収まるようにサイズと圧縮を調整します（小さく保つため非可逆）。",
    aboutWebmSticker:
      "{name} のルールに合わせて作ります。毎秒 {fps} フレームで、収まるようにサイズと圧縮を調整します。",
    aboutLoopsForever:
      "フレームごとにそのまま変換し、表示時間はすべて保たれます。ループ再生されます（この形式はループ回数を保存しません）。",
    aboutFrameForFrame: "フレームごとにそのまま変換し、表示時間とループ設定はすべて保たれます。",
    result: {
      ready: "{format} ができました！",
      alt: "変換した {format}",
      size: "{format} のサイズ:",
      another: "別の GIF を変換",
      keptFor: "結果はサーバーに {minutes} 分間保存され、その後削除されます。",
    },
  },
  id: {
    formats: {
      mp4: {
        label: "Video MP4",
        text: "Bisa diputar di mana pun video bisa diputar. Tanpa transparansi: piksel transparan diberi warna.",
      },
      webp: {
        label: "WebP animasi",
        text: "Tanpa kehilangan kualitas: setiap frame dan jedanya tetap, dengan transparansi dan pengaturan loop.",
      },
      apng: {
        label: "APNG",
        text: "PNG animasi: warna penuh, transparansi, setiap frame dan jedanya, serta pengaturan loop.",
      },
      avif: {
        label: "AVIF animasi",
        text: "Gambar AV1: sering kali yang paling kecil, dengan transparansi dan setiap jeda; berulang terus.",
      },
      webm: {
        label: "Video WebM",
        text: "Video VP9 dengan transparansi dan setiap jeda yang tepat, tanpa suara. Dipakai stiker Telegram.",
      },
    },
    transparentShows: "Sebagai MP4, area transparan menjadi {color}",
    transparentKept: "Area transparan tetap transparan (ditampilkan sebagai papan catur)",
    action: "Konversi ke {format}",
    busy: "Mengonversi...",
    settings: "Pengaturan konversi",
    outputFormat: "Format hasil",
    madeFor: "Dibuat untuk",
    anyPlace: "Situs atau aplikasi apa pun (ukuran dan durasi sama)",
    stickerNotes: {
      "telegram-video-sticker":
        "Stiker video Telegram adalah file WebM (VP9, tanpa suara) maksimal 256 KB dan 3 detik, hingga 30 frame per detik, dengan satu sisi tepat 512 px. Transparansi tetap. Kirim ke bot @Stickers dengan /newvideo.",
      "telegram-video-emoji":
        "Emoji animasi kustom Telegram adalah video WebM (VP9, tanpa suara) berukuran tepat 100 × 100 px, maksimal 256 KB, 3 detik, dan 30 frame per detik. Kirim ke bot @Stickers dengan /newemojipack.",
      "whatsapp-animated-sticker":
        "Stiker animasi WhatsApp adalah gambar WebP animasi berukuran tepat 512 × 512 px, maksimal 500 KB dan 10 detik, dikemas dalam aplikasi stiker. Sisakan tepi transparan: stiker tampil di atas latar chat apa pun.",
    },
    stickerLimits: {
      other:
        "GIF yang lebih panjang hanya menyimpan {count} detik pertamanya; ukuran dan kualitas diatur agar file tetap di bawah {size}.",
    },
    limitsSource: "Sumber batas-batas ini",
    readOn: "(dibaca {date})",
    background: "Warna latar",
    swatch: "Latar {color}",
    noTransparency: "Video tidak bisa transparan: piksel transparan digambar dengan warna ini.",
    aboutMp4:
      "Frame dan waktu yang sama, dengan frame rate tetap yang dipilih dari jeda GIF. H.264, tanpa suara.",
    aboutWebpSticker:
      "Dibuat sesuai aturan {name}: setiap frame mempertahankan jedanya, ukuran dan kompresinya diatur agar muat (lossy, supaya tetap kecil).",
    aboutWebmSticker:
      "Dibuat sesuai aturan {name}: {fps} frame per detik, ukuran dan kompresinya diatur agar muat.",
    aboutLoopsForever:
      "Frame demi frame: setiap jeda tetap. Diputar berulang (format ini tidak menyimpan jumlah pengulangan).",
    aboutFrameForFrame: "Frame demi frame: setiap jeda dan pengaturan loop tetap.",
    result: {
      ready: "{format} kamu sudah jadi!",
      alt: "{format} kamu",
      size: "Ukuran {format}:",
      another: "Konversi GIF lain",
      keptFor: "Hasilnya disimpan di server kami selama {minutes} menit, lalu dihapus.",
    },
  },
});
