import type { ToolUiMessages } from "./tool-ui.en.ts";

export const fr = {
  upload: {
    inputTabs: "Source",
    uploadFiles: "Importer des fichiers",
    uploadFile: "Importer un fichier",
    fromUrls: "Depuis des liens",
    fromUrl: "Depuis un lien",
    dropHere: {
      gif: "Glissez-déposez votre GIF ici, ou collez-le",
      gifs: "Glissez-déposez vos GIF ici, ou collez-les",
      images: "Glissez-déposez vos images ici, ou collez-les",
      video: "Glissez-déposez votre vidéo ici, ou collez-la",
      "gif-or-video": "Glissez-déposez votre GIF ou votre vidéo ici, ou collez-le",
      "gif-or-still": "Glissez-déposez votre GIF ou votre image ici, ou collez-le",
    },
    chooseHere: {
      gif: "Choisissez votre GIF sur cet appareil",
      gifs: "Choisissez vos GIF sur cet appareil",
      images: "Choisissez vos images sur cet appareil",
      video: "Choisissez votre vidéo sur cet appareil",
      "gif-or-video": "Choisissez votre GIF ou votre vidéo sur cet appareil",
      "gif-or-still": "Choisissez votre GIF ou votre image sur cet appareil",
    },
    fileInputLabel: {
      gif: "Choisir un fichier GIF",
      gifs: "Choisir des fichiers GIF",
      images: "Choisir des images",
      video: "Choisir un fichier vidéo",
      "gif-or-video": "Choisir un GIF ou une vidéo",
      "gif-or-still": "Choisir un GIF ou une image",
    },
    linkLabel: {
      gif: "Lien vers un GIF",
      gifs: "Lien vers un GIF",
      images: "Lien vers une image",
      video: "Lien vers une vidéo",
      "gif-or-video": "Lien vers un GIF ou une vidéo",
      "gif-or-still": "Lien vers un GIF ou une image",
    },
    chooseFiles: "Choisir des fichiers",
    chooseFile: "Choisir un fichier",
    checkingFiles: "Vérification des fichiers...",
    checkingFile: "Vérification du fichier...",
    linksLabel: "Liens (un par ligne, ou séparés par des virgules)",
    checkingLinks: "Vérification des liens...",
    checkingLink: "Vérification du lien...",
    loadUrls: "Charger les liens",
    loadUrl: "Charger le lien",
    maxFileSize: "Taille maximale : {size}",
    filesNote:
      "Les fichiers sont traités sur nos serveurs : les fichiers importés sont supprimés à la fin de la tâche, les résultats après {minutes} minutes.",
    linkCheckUnavailable:
      "Impossible de vérifier le lien : erreur réseau ou problème inattendu. Veuillez réessayer.",
    formats: {
      gif: "Formats acceptés : GIF, ainsi que WebP, APNG, MNG, AVIF et WebM animés (convertis en GIF)",
      images:
        "Formats acceptés : JPG, PNG, GIF, WebP, APNG, HEIC/HEIF, MNG, JP2, AVIF, JXL, BMP, PDF (première page)",
      video: "Formats acceptés : MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV",
      "gif-or-video":
        "Formats acceptés : GIF, WebP, APNG, MNG et vidéos (MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV)",
      "gif-or-still":
        "Formats acceptés : GIF, WebP, APNG, MNG, AVIF et WebM animés (convertis en GIF), et images fixes JPG, PNG et WebP (gardent leur format)",
    },
    rightToolVideo: "Une vidéo ? {tool} pour en faire un GIF.",
    rightToolPictures: "Des images ? {tool} pour en faire un GIF.",
    openTool: "Ouvrez {name}",
  },
  progress: {
    label: "Progression de la tâche",
    uploadProgress: "Progression de l'import",
    processingProgress: "Progression du traitement",
    cancel: "Annuler",
    elapsed: "Écoulé : {seconds} s",
    waitingInQueue: "En file d'attente...",
    uploading: "Import en cours...",
    starting: "Démarrage...",
    sendingLink: "Envoi du lien...",
  },
  retry: {
    wait: {
      one: "Veuillez patienter {count} seconde, puis réessayer.",
      other: "Veuillez patienter {count} secondes, puis réessayer.",
    },
    waitMinutes: {
      one: "Veuillez patienter {count} minute, puis réessayer.",
      other: "Veuillez patienter {count} minutes, puis réessayer.",
    },
    canRetryNow: "Vous pouvez réessayer maintenant.",
    tryAgain: "Réessayer",
  },
  flow: {
    expired:
      "Cette tâche n'est plus conservée : les résultats et leur état sont supprimés {minutes} minutes après leur création. Recommencez avec votre fichier.",
    cancelled: "Annulé. Vos réglages sont conservés : modifiez-les ou recommencez.",
    networkError: "Erreur réseau ou problème inattendu.",
    chooseAgain:
      "Choisissez à nouveau {name} : un fichier choisi n'est pas conservé quand la page se recharge (votre résultat reste à sa propre adresse jusqu'à son expiration).",
    versionTitle: "Version {number}, faite avec {tool}",
    editAgain: "Modifiez un réglage et relancez la conversion : votre fichier est toujours là",
  },
  tool: {
    startFailed: "Impossible de lancer la tâche : identifiant manquant.",
    taskFailed: "La tâche a échoué.",
    fetchResultFailed: "Impossible de récupérer le GIF obtenu.",
    resultTitle: "Votre GIF est prêt !",
    startOver: "Recommencer",
  },
  checks: {
    unsupportedFile: "Type de fichier non pris en charge : {names}. Acceptés : {allowed}",
    emptyFile: {
      one: "{names} est vide (0 octet). Choisissez à nouveau le fichier, ou un autre.",
      other: "Ces fichiers sont vides (0 octet) : {names}. Choisissez-les à nouveau, ou d'autres.",
    },
    tooLarge: "Fichier trop volumineux : {name} fait {size}. Taille maximale : {max}.",
    contentMismatch: {
      one: "{names} n'est pas un fichier {format} : son contenu ne correspond pas à son nom.",
      other:
        "Ces fichiers ne sont pas ce qu'annoncent leurs noms (leur contenu ne correspond pas) : {names}.",
    },
    enterLink: "Saisissez le lien d'un fichier.",
    invalidLink: "Ce lien n'est pas valide : copiez l'adresse complète, qui commence par https://.",
    linkScheme:
      "Les liens {scheme} ne sont pas pris en charge : GifKit ne récupère que les liens http:// et https://. Téléchargez le fichier, puis importez-le.",
    videoSitePage:
      "Une page {site} n'est pas un fichier vidéo, et GifKit ne peut pas récupérer de vidéos sur {site}. Téléchargez la vidéo (si son auteur le permet), puis importez le fichier.",
    webPage:
      "Ce lien mène à une page web, pas à un fichier. Indiquez le lien du fichier lui-même (qui se termine par {extensions}...) : faites un clic droit dessus dans la page et copiez son adresse.",
    unsupportedLink: "Cet outil n'accepte pas ce type de fichier. Acceptés : {allowed}",
    unsupportedLinks: "Liens non pris en charge : {urls}. Acceptés : {allowed}",
  },
  result: {
    download: "Télécharger {name}",
    preview: "Aperçu du résultat",
    unchanged:
      "Votre GIF est déjà plus léger que ce que ces réglages pourraient obtenir : il vous est rendu tel quel. Essayez un préréglage avec moins de couleurs ou une compression avec perte plus forte.",
    keptFor:
      "Le résultat est conservé {minutes} minutes sur nos serveurs, puis supprimé. D'ici là, vous pouvez continuer à le modifier sans l'importer à nouveau.",
    editThisGif: "Modifier ce GIF",
    versionsTitle: "Vos versions de cette session",
    versionsNote:
      "Chacune est conservée {minutes} minutes après sa création. Choisissez-en une pour la revoir et la modifier à partir de là.",
    shown: "(affichée)",
    originalSize: "Taille d'origine",
    dimensions: "Dimensions",
    frames: "Images",
    frameRate: "Images par seconde",
    duration: "Durée",
    resultSize: "Taille du résultat",
  },
  xray: {
    title: "Où partent les octets",
    about:
      "Chaque octet du GIF compté sur notre serveur (GIF jusqu'à {size}), et ce qui pourrait être gagné.",
    reading: "Lecture du GIF…",
    tooLarge: "Les GIF sont analysés jusqu'à {size} ; celui-ci est plus lourd.",
    failed: "Le GIF n'a pas pu être analysé.",
    total: {
      one: "{size} en {count} image, {width} × {height}.",
      other: "{size} en {count} images, {width} × {height}.",
    },
    kilobytes: "{count} ko",
    bytes: {
      one: "{count} octet",
      other: "{count} octets",
    },
    savesPredicted: "gain de {size} (estimé)",
    bytesPerFrame: "Octets par image",
    frameBar: "Image {number} : {size}",
    frameBarRepeat: "Image {number} : {size}, répète l'image précédente",
    merged: "Fusionné : {size}, soit {saved} de moins.",
    downloadMerged: "Télécharger le GIF fusionné",
    merging: "Fusion en cours…",
    merge: "Fusionner les images répétées",
    parts: {
      header: "En-tête et écran",
      "global-palette": "Palette globale",
      "local-palettes": "Palettes des images",
      "frame-controls": "Durée et transparence des images",
      "image-descriptors": "Position des images",
      "image-data": "Données d'image",
      loop: "Réglage de boucle",
      comments: "Commentaires",
      "other-extensions": "Autres métadonnées",
      trailer: "Fin du fichier",
    },
    findings: {
      duplicateFramesTitle: {
        one: "{count} image répète l'image précédente",
        other: "{count} images répètent l'image précédente",
      },
      duplicateFramesMergeable:
        "Fusionnées avec l'image précédente (dont la durée s'allonge d'autant), elles prennent {size} de moins ; l'animation reste la même.",
      duplicateFramesKept:
        "Elles ne peuvent pas être fusionnées sans changer le rythme : certaines durées sont de 0 ou 1 centième, que les navigateurs jouent comme 10.",
      unchangedPixelsTitle: {
        one: "{count} pixel est redessiné à l'identique",
        other: "{count} pixels sont redessinés à l'identique",
      },
      unchangedPixelsDetail:
        "Les images redessinent ces pixels dans la couleur déjà affichée. Rendus transparents (Optimiser un GIF), ils libèrent au plus environ {size} de données d'image.",
      paletteTitle: "Les palettes contiennent des couleurs qu'aucun pixel n'utilise",
      paletteDetail: {
        one: "Une palette de {entries} entrées dont {count} est utilisée. Réduites à ce qui sert, les palettes prennent {size} de moins (moins de bits par pixel peut faire gagner davantage).",
        other:
          "Une palette de {entries} entrées dont {count} sont utilisées. Réduites à ce qui sert, les palettes prennent {size} de moins (moins de bits par pixel peut faire gagner davantage).",
      },
      metadataTitle: "Commentaires et métadonnées",
      metadataDetail:
        "{size} de commentaires et de données d'applications qui ne changent rien à l'affichage ; Optimiser un GIF les retire.",
      lossyTitle: "Compression avec perte",
      lossyDetail:
        "Les données d'image font {percent} du fichier. La compression avec perte d'Optimiser un GIF permet à LZW de réutiliser des correspondances approchées ; le gain dépend de l'image et n'est pas estimé ici.",
    },
  },
  formats: {
    title: "La même animation dans d’autres formats",
    about:
      "Un GIF est rarement le moyen le plus léger de partager une animation. Voyez ce que pèsent un WebP animé, un MP4, un AVIF animé et un WebM de celle-ci, et choisissez celui qui convient à sa destination.",
    compare: "Comparer les formats",
    names: {
      gif: "GIF",
      webp: "WebP animé",
      mp4: "Vidéo MP4",
      avif: "AVIF animé",
      webm: "Vidéo WebM",
    },
    notes: {
      gif: "Fonctionne partout où une image fonctionne : e-mail, README GitHub, messageries, n’importe quelle page web. Le plus lourd, en général.",
      webp: "Lu par tous les navigateurs actuels, il convient aux pages web ; beaucoup de logiciels de messagerie ne l’affichent pas et certains formulaires d’envoi le refusent.",
      mp4: "Lu partout où une vidéo l’est, et le plus léger en général ; {places} transforment de toute façon les GIF en vidéo. Pas de transparence.",
      avif: "Une image AV1 avec transparence, souvent l’image la plus légère ; les navigateurs actuels l’affichent, beaucoup d’applis et de formulaires d’envoi pas encore.",
      webm: "Vidéo VP9 avec transparence : légère, lue par les navigateurs, c’est ce qu’acceptent les stickers vidéo de Telegram ; Safari ne la lit que dans ses versions récentes.",
    },
    making: "Création…",
    smallest: "Le plus léger",
    download: "Télécharger en {format}",
    makingAll: "Création du WebP, du MP4, de l’AVIF et du WebM...",
    allReady: "Les cinq tailles sont prêtes.",
  },
  pack: {
    title: "Pour plusieurs destinations à la fois",
    about:
      "Un fichier par destination (Discord, Slack, Telegram, WhatsApp et d’autres), chacun conçu pour respecter ses limites, avec une ligne qui dit ce qui a changé. Le tout dans un ZIP.",
    choose: "Choisir les destinations",
    loading: "Chargement…",
    legend:
      "Cochez les destinations : chacune reçoit son propre fichier, conçu pour respecter ses limites.",
    make: { one: "Créer pour {count} destination", other: "Créer pour {count} destinations" },
    tickOne: "Cochez au moins une destination.",
    starting: "Démarrage…",
    progress: {
      one: "{made} destination prête sur {count}",
      other: "{made} destinations prêtes sur {count}",
    },
    done: {
      one: "{made} destination prête sur {count}.",
      other: "{made} destinations prêtes sur {count}.",
    },
    startFailed: "Impossible de lancer le pack. Veuillez réessayer.",
    failed: "Le pack a échoué.",
    downloadZip: "Tout télécharger en ZIP",
    atMost: "{size} au plus",
    oneSideExact: "un côté d’exactement {side} px, l’autre au plus",
    place: "{name} ({id})",
    meets: "{file} pour {place} : respecte {limits}.",
    sized: "{bytes}, {width} × {height} px (l’entrée : {input}).",
    sizedBytes: "{bytes}.",
    changed: "Modifications :",
    nothingChanged: "Modifications : aucune.",
    madeAs: "Créé en {format}, le format qu’accepte {name}.",
    fittedColors: "Ajusté à la taille avec {colors} couleurs.",
    fittedColorsLossy:
      "Ajusté à la taille avec {colors} couleurs et une compression avec perte de {lossy}.",
    notMade: "{place} : non créé.",
  },
  fitUnder: {
    title: "Rester sous une taille",
    aboutOn: "Le GIF est fait aussi bon que possible sans dépasser cette taille : {order}.",
    orders: {
      default:
        "d'abord la compression avec perte et les couleurs, puis les dimensions, puis la fréquence d'images",
      colorsFirst:
        "d'abord les couleurs (jusqu'à 96), puis les dimensions, puis la fréquence d'images",
    },
    aboutOff:
      "Désactivé : vos réglages sont utilisés tels quels. Activez-le pour choisir où va le GIF, ou une taille à ne pas dépasser.",
    destination: "Où va le GIF",
    destinationOption: "{name} : {size}",
    custom: "Taille personnalisée",
    fitsUnder: "Tient sous {size}",
    destinationTakesMore: " ({name} accepte {max} ; GifKit fait des GIF jusqu'à {size})",
    sizeExact:
      "Taille pour {name} : {size}. Le GIF est mis à l'échelle et centré sur un fond transparent de cette taille.",
    exactly: "exactement {size}",
    sizeLargest: "Taille maximale pour {name} : {size}.",
    sidesBoth: "{width} × {height} px",
    sidesWidth: "{width} px de large",
    sidesHeight: "{height} px de haut",
    extraLimits:
      "{name} demande aussi une animation {limits} : un GIF plus long est coupé pour tenir et des images sont retirées régulièrement si besoin ; le résultat indique ce qui a changé.",
    limitSeconds: "de {count} secondes au plus",
    limitFramesPerSecond: "de {count} images par seconde au plus",
    limitFrames: "de {count} images au plus",
    limitsJoin: ", ",
    source: "D'où vient cette limite",
    readOn: "(consulté le {date})",
    customPlaceholder: "ex. 5",
    unitLabel: "Unité de la taille personnalisée",
    customHint: "De {min} à {max} ; ici 1 Mo vaut 1024 ko, comme sur l'écran du résultat.",
    customProblem: "Saisissez une taille de {min} à {max}.",
    tooBig: "Le GIF ferait {width} × {height} px : réduisez la largeur ou la hauteur.",
    lowered: "Largeur et hauteur réduites pour tenir : {width} × {height} px.",
    fits: "Votre taille convient : {width} × {height} px.",
    convertSuggestion:
      "Pour un MP4 ou un WebP, envoyez le résultat à Convertir un GIF depuis l'écran du résultat (Modifier ce GIF), sans nouvel import ; ou ouvrez {link}.",
    convertLink: "l'outil Convertir un GIF (nouvel onglet)",
    fittedUnder: "Ajusté sous {size} : {settings}.",
    fittedToYourSize: "Ajusté à votre taille : {settings}.",
    fittedFps: "{fps} i/s",
    fittedColors: "{count} couleurs",
    fittedLossy: "perte {value}",
    fittedNoLossy: "sans compression avec perte",
    destinations: {
      discord: "Discord",
      slack: "Slack",
      x: "X (Twitter)",
      github: "GitHub (README, tickets, pull requests)",
      reddit: "Reddit",
      email: "Pièce jointe (Gmail)",
      "fast-web-page": "Page web rapide",
      "discord-emoji": "Emoji Discord",
      "discord-sticker": "Sticker Discord",
      "slack-emoji": "Emoji Slack",
      "telegram-video-sticker": "Sticker vidéo Telegram",
      "telegram-video-emoji": "Emoji animé Telegram",
      "whatsapp-animated-sticker": "Sticker animé WhatsApp",
      "twitch-animated-emote": "Emote animée Twitch",
    },
  },
} satisfies ToolUiMessages;
