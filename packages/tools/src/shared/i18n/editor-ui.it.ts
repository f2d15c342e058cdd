import type { EditorUiMessages } from "./editor-ui.en.ts";

export const it = {
  actions: {
    uploadDifferentGif: "Carica un'altra GIF",
  },
  preview: { alt: "Anteprima di {name}", originalSize: "Dimensioni originali:" },
  switch: { on: "Sì", off: "No" },
  videoFormat: { label: "Formato" },
  frameOrder: {
    reverse: "Al contrario",
    boomerang: "Boomerang",
    reverseExplanation:
      "I fotogrammi vengono riprodotti dall'ultimo al primo e ognuno mantiene la sua durata, così le pause restano dove erano. L'impostazione del loop resta invariata.",
    boomerangExplanation:
      "I fotogrammi vanno avanti e poi indietro fino all'inizio, così il loop non salta mai. Il primo e l'ultimo non vengono mostrati due volte alle inversioni; ogni fotogramma mantiene la sua durata e la GIF dura quasi il doppio. L'impostazione del loop resta invariata.",
    reverseAction: "Inverti GIF",
    boomerangAction: "Crea boomerang",
    reverseBusy: "Inversione...",
    boomerangBusy: "Creazione del boomerang...",
    settings: "Cosa succede",
    playFrames: "Riproduci i fotogrammi",
    tooMany:
      "Un boomerang di questa GIF avrebbe {frames} fotogrammi (i suoi {forward} in avanti, poi indietro); i risultati possono averne al massimo {max}. Prima tagliala a {fewer} fotogrammi o meno con {cutLink}, poi crea il boomerang del risultato.",
    cutLink: "Taglia GIF",
  },
  censorStage: {
    region: "Zona {number}: {style}, {width} × {height} px a x {x}, y {y}",
    notActive: "{region}, non nascosta in questo momento",
    styles: {
      blur: "sfocatura",
      pixelate: "pixel",
      box: "riquadro",
    },
  },
  edLayers: {
    timeRange: {
      start: "Inizio (s)",
      end: "Fine (s)",
      endPlaceholder: "Fine della GIF",
      notNumbers: "I tempi sono in secondi, per esempio {example}.",
      theEnd: "la fine",
    },
  },
  sharedParts: {
    estimate: {
      label: "Dimensione stimata:",
      about: "circa {size}",
      measuring: "calcolo…",
      notAvailable: "non disponibile",
      fitAtMost: ", al massimo {size} con «Stare sotto una dimensione»",
      failed: "La stima non è riuscita.",
      couldNotStart: "Non è stato possibile avviare la stima.",
      tooLong: "La stima ha richiesto troppo tempo.",
      progressUnreadable: "Non è stato possibile leggere l'avanzamento della stima.",
    },
    timeRange: {
      seconds: "{seconds} s",
      theEnd: "la fine",
      start: "Inizio (s)",
      end: "Fine (s)",
      endPlaceholder: "Fine della GIF",
      notNumbers: "I tempi sono in secondi, ad esempio 1.5.",
    },
    moveRemove: {
      nouns: { animation: "animazione", image: "immagine", step: "passaggio" },
      up: "Sposta su {noun} {number}",
      down: "Sposta giù {noun} {number}",
      left: "Sposta a sinistra {noun} {number}",
      right: "Sposta a destra {noun} {number}",
      remove: "Rimuovi",
      removeLabel: "Rimuovi {noun} {number}",
    },
  },
} satisfies EditorUiMessages;
