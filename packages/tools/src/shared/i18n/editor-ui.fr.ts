import type { EditorUiMessages } from "./editor-ui.en.ts";

export const fr = {
  actions: {
    uploadDifferentGif: "Importer un autre GIF",
  },
  preview: { alt: "Aperçu de {name}", originalSize: "Taille d'origine :" },
  switch: { on: "Oui", off: "Non" },
  videoFormat: { label: "Format de sortie" },
  frameOrder: {
    reverse: "Inverser",
    boomerang: "Boomerang",
    reverseExplanation:
      "Les images sont lues de la dernière à la première et chacune garde sa durée : les pauses restent à leur place. Le réglage de boucle est conservé.",
    boomerangExplanation:
      "Les images sont lues en avant puis en arrière jusqu'au début : la boucle ne saute jamais. La première et la dernière image ne sont pas montrées deux fois aux demi-tours ; chaque image garde sa durée et le GIF dure presque deux fois plus longtemps. Le réglage de boucle est conservé.",
    reverseAction: "Inverser le GIF",
    boomerangAction: "Créer le boomerang",
    reverseBusy: "Inversion...",
    boomerangBusy: "Création du boomerang...",
    settings: "Ce qui se passe",
    playFrames: "Lire les images",
    tooMany:
      "Un boomerang de ce GIF aurait {frames} images (ses {forward} en avant, puis en arrière) ; un résultat peut en avoir au plus {max}. Coupez-le d'abord à {fewer} images ou moins avec {cutLink}, puis faites le boomerang du résultat.",
    cutLink: "Couper un GIF",
  },
  videoParts: {
    uploadDifferentVideo: "Importer une autre vidéo",
    region: "{label} : lecteur et timeline",
    play: "Lecture",
    pause: "Pause",
    previousFrame: "Image précédente",
    nextFrame: "Image suivante",
    frameBack: "−1 image",
    frameForward: "+1 image",
    mute: "Couper le son",
    playhead: "Tête de lecture",
    seconds: "{seconds} s",
    frameTime: "{time}, image {frame} sur {count}",
    range: "Plage",
    rangeStart: "Début : {range}",
    rangeEnd: "Fin : {range}",
    rangeFrom: "{range} : de {start} à {end},",
    rangeFrames: { one: "({count} image)", other: "({count} images)" },
    startValue: "{time}, à partir de l'image {frame}",
    endValue: "{time}, jusqu'à l'image {frame}",
    startHere: "Commencer ici",
    endAfterFrame: "Finir après cette image",
    playRange: "Lire : {range}",
    keyHelp:
      "Flèches gauche et droite : une image ; Maj+flèches : une seconde ; Début, Fin : première et dernière image ; J : une image en arrière (maintenir pour reculer), K : pause, L : lecture (encore : plus vite) ; I et O : début et fin de la plage ici.",
    noFrameRate: "Le fichier n'indique aucune fréquence d'images : un pas vaut 1/{fps} s.",
    frameRate: "{fps} images par seconde.",
    frameRatePreview:
      "{fps} images par seconde ; ce navigateur ne lit pas le fichier, un aperçu créé par GifKit est donc affiché (l'original est utilisé).",
    loading: "Chargement de la vidéo...",
    fetching: "Récupération de la vidéo...",
    preparingPreview: "Ce format ne se lit pas dans le navigateur : préparation d'un aperçu...",
    loadFailed: "Impossible de charger le fichier ou l'URL de la vidéo.",
    uploadFailed: "Impossible de traiter l'URL de la vidéo",
  },
} satisfies EditorUiMessages;
