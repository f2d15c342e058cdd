import type { ToolUiMessages } from "./tool-ui.en.ts";

export const it = {
  upload: {
    inputTabs: "Origine",
    uploadFiles: "Carica file",
    uploadFile: "Carica un file",
    fromUrls: "Da link",
    fromUrl: "Da un link",
    dropHere: {
      gif: "Trascina qui la tua GIF, oppure incollala",
      gifs: "Trascina qui le tue GIF, oppure incollale",
      images: "Trascina qui le tue immagini, oppure incollale",
      video: "Trascina qui il tuo video, oppure incollalo",
      "gif-or-video": "Trascina qui la tua GIF o il tuo video, oppure incollalo",
    },
    chooseHere: {
      gif: "Scegli la tua GIF da questo dispositivo",
      gifs: "Scegli le tue GIF da questo dispositivo",
      images: "Scegli le tue immagini da questo dispositivo",
      video: "Scegli il tuo video da questo dispositivo",
      "gif-or-video": "Scegli la tua GIF o il tuo video da questo dispositivo",
    },
    fileInputLabel: {
      gif: "Scegli un file GIF",
      gifs: "Scegli dei file GIF",
      images: "Scegli delle immagini",
      video: "Scegli un file video",
      "gif-or-video": "Scegli una GIF o un video",
    },
    linkLabel: {
      gif: "Link a una GIF",
      gifs: "Link a una GIF",
      images: "Link a un'immagine",
      video: "Link a un video",
      "gif-or-video": "Link a una GIF o a un video",
    },
    chooseFiles: "Scegli i file",
    chooseFile: "Scegli un file",
    checkingFiles: "Controllo dei file...",
    checkingFile: "Controllo del file...",
    linksLabel: "Link (uno per riga, o separati da virgole)",
    checkingLinks: "Controllo dei link...",
    checkingLink: "Controllo del link...",
    loadUrls: "Carica i link",
    loadUrl: "Carica il link",
    maxFileSize: "Dimensione massima: {size}",
    filesNote:
      "I file vengono elaborati sui nostri server: i file caricati si eliminano alla fine dell'attività, i risultati dopo {minutes} minuti.",
    linkCheckUnavailable:
      "Impossibile controllare il link: errore di rete o problema imprevisto. Riprova.",
    formats: {
      gif: "Formati supportati: GIF, e WebP, APNG, MNG, AVIF e WebM animati (convertiti in GIF)",
      images:
        "Formati supportati: JPG, PNG, GIF, WebP, APNG, HEIC/HEIF, MNG, JP2, AVIF, JXL, BMP, PDF (prima pagina)",
      video: "Formati supportati: MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV",
      "gif-or-video":
        "Formati supportati: GIF, WebP, APNG, MNG e video (MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV)",
    },
    rightToolVideo: "È un video? {tool} per trasformarlo in GIF.",
    rightToolPictures: "Sono immagini? {tool} per farne una GIF.",
    openTool: "Apri {name}",
  },
  progress: {
    label: "Avanzamento dell'attività",
    uploadProgress: "Avanzamento del caricamento",
    processingProgress: "Avanzamento dell'elaborazione",
    cancel: "Annulla",
    elapsed: "Trascorsi: {seconds} s",
    waitingInQueue: "In coda...",
    uploading: "Caricamento...",
    starting: "Avvio...",
    sendingLink: "Invio del link...",
  },
  retry: {
    wait: {
      one: "Attendi {count} secondo e riprova.",
      other: "Attendi {count} secondi e riprova.",
    },
    waitMinutes: {
      one: "Attendi {count} minuto e riprova.",
      other: "Attendi {count} minuti e riprova.",
    },
    canRetryNow: "Ora puoi riprovare.",
    tryAgain: "Riprova",
  },
  flow: {
    expired:
      "Questa attività non è più conservata: i risultati e il loro stato vengono eliminati {minutes} minuti dopo la creazione. Ricomincia con il tuo file.",
    cancelled: "Annullato. Le tue impostazioni restano: modificale o ricomincia.",
    networkError: "Errore di rete o problema imprevisto.",
    chooseAgain:
      "Scegli di nuovo {name}: un file scelto non viene conservato quando la pagina si ricarica (il risultato resta al suo indirizzo finché non scade).",
    versionTitle: "Versione {number}, creata con {tool}",
    editAgain: "Cambia un'impostazione e converti di nuovo: il tuo file è ancora qui",
  },
  tool: {
    startFailed: "Impossibile avviare l'attività: identificativo mancante.",
    taskFailed: "L'attività non è riuscita.",
    fetchResultFailed: "Impossibile recuperare la GIF ottenuta.",
    resultTitle: "La tua GIF è pronta!",
    startOver: "Ricomincia",
  },
  checks: {
    unsupportedFile: "Tipo di file non supportato: {names}. Consentiti: {allowed}",
    emptyFile: {
      one: "{names} è vuoto (0 byte). Scegli di nuovo il file, o un altro.",
      other: "Questi file sono vuoti (0 byte): {names}. Sceglili di nuovo, o altri.",
    },
    tooLarge: "File troppo grande: {name} pesa {size}. Dimensione massima: {max}.",
    contentMismatch: {
      one: "{names} non è un file {format}: il contenuto non corrisponde al nome.",
      other:
        "Questi file non sono ciò che dicono i loro nomi (il contenuto non corrisponde): {names}.",
    },
    enterLink: "Inserisci il link a un file.",
    invalidLink: "Questo link non è valido: copia l'indirizzo completo, che inizia con https://.",
    linkScheme:
      "I link {scheme} non sono supportati: GifKit scarica solo link http:// e https://. Scarica il file e caricalo.",
    videoSitePage:
      "Una pagina di {site} non è un file video, e GifKit non può scaricare video da {site}. Scarica il video (se l'autore lo consente) e carica il file.",
    webPage:
      "Questo link è una pagina web, non un file. Usa il link del file stesso (che finisce con {extensions}...): fai clic destro sul file nella pagina e copia il suo indirizzo.",
    unsupportedLink: "Questo strumento non accetta questo tipo di file. Consentiti: {allowed}",
    unsupportedLinks: "Link non supportati: {urls}. Consentiti: {allowed}",
  },
  result: {
    download: "Scarica {name}",
    preview: "Anteprima del risultato",
    unchanged:
      "La tua GIF è già più leggera di quanto queste impostazioni potrebbero renderla, quindi torna invariata. Prova una preimpostazione con meno colori o più compressione con perdita.",
    keptFor:
      "Il risultato resta sui nostri server per {minutes} minuti, poi viene eliminato. Fino ad allora puoi continuare a modificarlo senza caricarlo di nuovo.",
    editThisGif: "Modifica questa GIF",
    versionsTitle: "Le tue versioni in questa sessione",
    versionsNote:
      "Ognuna resta disponibile per {minutes} minuti dalla creazione. Scegline una per rivederla e continuare a modificarla da lì.",
    shown: "(mostrata)",
    originalSize: "Dimensione originale",
    dimensions: "Dimensioni",
    frames: "Fotogrammi",
    frameRate: "Fotogrammi al secondo",
    duration: "Durata",
    resultSize: "Dimensione del risultato",
  },
} satisfies ToolUiMessages;
