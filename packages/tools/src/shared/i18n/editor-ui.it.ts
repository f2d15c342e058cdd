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
  videoParts: {
    uploadDifferentVideo: "Carica un altro video",
    region: "{label}: player e timeline",
    play: "Riproduci",
    pause: "Pausa",
    previousFrame: "Fotogramma precedente",
    nextFrame: "Fotogramma successivo",
    frameBack: "−1 fotogramma",
    frameForward: "+1 fotogramma",
    mute: "Muto",
    playhead: "Indicatore di riproduzione",
    seconds: "{seconds} s",
    frameTime: "{time}, fotogramma {frame} di {count}",
    range: "Intervallo",
    rangeStart: "Inizio: {range}",
    rangeEnd: "Fine: {range}",
    rangeFrom: "{range}: da {start} a {end},",
    rangeFrames: { one: "({count} fotogramma)", other: "({count} fotogrammi)" },
    startValue: "{time}, dal fotogramma {frame}",
    endValue: "{time}, fino al fotogramma {frame}",
    startHere: "Inizia qui",
    endAfterFrame: "Finisci dopo questo fotogramma",
    playRange: "Riproduci: {range}",
    keyHelp:
      "Frecce sinistra e destra: un fotogramma; Maiusc+frecce: un secondo; Home, Fine: primo e ultimo fotogramma; J: un fotogramma indietro (tieni premuto per tornare indietro), K: pausa, L: riproduci (di nuovo: più veloce); I e O: inizio e fine dell'intervallo qui.",
    noFrameRate: "Il file non dichiara la frequenza dei fotogrammi: un passo è 1/{fps} s.",
    frameRate: "{fps} fotogrammi al secondo.",
    frameRatePreview:
      "{fps} fotogrammi al secondo; questo browser non riproduce il file, quindi viene mostrata un'anteprima creata da GifKit (si usa l'originale).",
    loading: "Caricamento del video...",
    fetching: "Recupero del video...",
    preparingPreview:
      "Questo formato non si riproduce nel browser: preparazione di un'anteprima...",
    loadFailed: "Impossibile caricare il file o l'URL del video.",
    uploadFailed: "Impossibile elaborare l'URL del video",
  },
} satisfies EditorUiMessages;
