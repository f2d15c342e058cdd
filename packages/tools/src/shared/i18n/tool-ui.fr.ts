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
    },
    chooseHere: {
      gif: "Choisissez votre GIF sur cet appareil",
      gifs: "Choisissez vos GIF sur cet appareil",
      images: "Choisissez vos images sur cet appareil",
      video: "Choisissez votre vidéo sur cet appareil",
      "gif-or-video": "Choisissez votre GIF ou votre vidéo sur cet appareil",
    },
    fileInputLabel: {
      gif: "Choisir un fichier GIF",
      gifs: "Choisir des fichiers GIF",
      images: "Choisir des images",
      video: "Choisir un fichier vidéo",
      "gif-or-video": "Choisir un GIF ou une vidéo",
    },
    linkLabel: {
      gif: "Lien vers un GIF",
      gifs: "Lien vers un GIF",
      images: "Lien vers une image",
      video: "Lien vers une vidéo",
      "gif-or-video": "Lien vers un GIF ou une vidéo",
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
} satisfies ToolUiMessages;
