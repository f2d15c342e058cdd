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
  censorStage: {
    region: "Zone {number} : {style}, {width} × {height} px en x {x}, y {y}",
    notActive: "{region}, non masquée à cet instant",
    styles: {
      blur: "flou",
      pixelate: "pixellisation",
      box: "cache",
    },
  },
  edLayers: {
    timeRange: {
      start: "Début (s)",
      end: "Fin (s)",
      endPlaceholder: "Fin du GIF",
      notNumbers: "Les temps sont en secondes, par exemple {example}.",
      theEnd: "la fin",
    },
  },
  sharedParts: {
    estimate: {
      label: "Taille estimée :",
      about: "environ {size}",
      measuring: "calcul…",
      notAvailable: "indisponible",
      fitAtMost: ", au plus {size} avec « Rester sous une taille »",
      failed: "L'estimation a échoué.",
      couldNotStart: "L'estimation n'a pas pu démarrer.",
      tooLong: "L'estimation a pris trop de temps.",
      progressUnreadable: "Impossible de lire l'avancement de l'estimation.",
    },
    timeRange: {
      seconds: "{seconds} s",
      theEnd: "la fin",
      start: "Début (s)",
      end: "Fin (s)",
      endPlaceholder: "Fin du GIF",
      notNumbers: "Les temps sont en secondes, par exemple 1.5.",
    },
    moveRemove: {
      nouns: { animation: "l’animation", image: "l’image", step: "l’étape" },
      up: "Monter {noun} {number}",
      down: "Descendre {noun} {number}",
      left: "Déplacer {noun} {number} à gauche",
      right: "Déplacer {noun} {number} à droite",
      remove: "Retirer",
      removeLabel: "Retirer {noun} {number}",
    },
  },
} satisfies EditorUiMessages;
