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
      "gif-or-still": "Trascina qui la tua GIF o la tua immagine, oppure incollala",
    },
    chooseHere: {
      gif: "Scegli la tua GIF da questo dispositivo",
      gifs: "Scegli le tue GIF da questo dispositivo",
      images: "Scegli le tue immagini da questo dispositivo",
      video: "Scegli il tuo video da questo dispositivo",
      "gif-or-video": "Scegli la tua GIF o il tuo video da questo dispositivo",
      "gif-or-still": "Scegli la tua GIF o la tua immagine da questo dispositivo",
    },
    fileInputLabel: {
      gif: "Scegli un file GIF",
      gifs: "Scegli dei file GIF",
      images: "Scegli delle immagini",
      video: "Scegli un file video",
      "gif-or-video": "Scegli una GIF o un video",
      "gif-or-still": "Scegli una GIF o un'immagine",
    },
    linkLabel: {
      gif: "Link a una GIF",
      gifs: "Link a una GIF",
      images: "Link a un'immagine",
      video: "Link a un video",
      "gif-or-video": "Link a una GIF o a un video",
      "gif-or-still": "Link a una GIF o a un'immagine",
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
      "gif-or-still":
        "Formati supportati: GIF, WebP, APNG, MNG, AVIF e WebM animati (convertiti in GIF), e immagini fisse JPG, PNG e WebP (restano nel loro formato)",
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
  chain: {
    heading: "Le tue modifiche, in ordine",
    intro:
      "Tutti i passaggi vengono applicati in un solo passaggio al GIF di partenza, quindi nessuna modifica aggiunge un’altra codifica del GIF. Rimuovi o sposta un passaggio e il GIF viene rifatto dall’inizio.",
    startAlt: "Il GIF da cui partono le modifiche",
    start: "Partenza: il GIF che hai iniziato a modificare",
    afterStepAlt: "Dopo il passaggio {number}",
    noPreview: "nessuna anteprima",
    steps: {
      crop: "Ritaglia",
      resize: "Ridimensiona",
      rotate: "Ruota",
      speed: "Velocità",
      reverse: "Inverti",
      boomerang: "Boomerang",
      cut: "Taglia",
      frames: "Fotogrammi",
      loop: "Loop",
      effects: "Effetti",
      censor: "Censura",
      overlay: "Sovrapponi",
      text: "Testo",
      draw: "Disegna",
    },
  },
  zip: {
    reading: "Lettura dell’archivio…",
    unreadable:
      "Non è stato possibile elencare qui il contenuto dell’archivio; il download contiene comunque tutti i file.",
    holds: {
      one: "{name} contiene {count} file. Puoi salvarlo singolarmente:",
      other: "{name} contiene {count} file. Puoi salvare ciascuno singolarmente:",
    },
    holdsPictures: {
      one: "{name} contiene {files} file ({count} immagine). Puoi salvare ciascuno singolarmente:",
      other:
        "{name} contiene {files} file ({count} immagini). Puoi salvare ciascuno singolarmente:",
    },
    download: "Scarica",
    downloadEntry: "Scarica {name}",
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
  xray: {
    title: "Dove vanno i byte",
    about:
      "Ogni byte della GIF contato sul nostro server (GIF fino a {size}) e quanto si potrebbe risparmiare.",
    reading: "Lettura della GIF…",
    tooLarge: "Analizziamo GIF fino a {size}; questa è più grande.",
    failed: "Non è stato possibile analizzare la GIF.",
    total: {
      one: "{size} in {count} fotogramma, {width} × {height}.",
      other: "{size} in {count} fotogrammi, {width} × {height}.",
    },
    kilobytes: "{count} kB",
    bytes: {
      one: "{count} byte",
      other: "{count} byte",
    },
    savesPredicted: "risparmia {size} (stima)",
    bytesPerFrame: "Byte per fotogramma",
    frameBar: "Fotogramma {number}: {size}",
    frameBarRepeat: "Fotogramma {number}: {size}, ripete il precedente",
    merged: "Uniti: {size}, {saved} in meno.",
    downloadMerged: "Scarica la GIF unita",
    merging: "Unione in corso…",
    merge: "Unisci i fotogrammi ripetuti",
    parts: {
      header: "Intestazione e schermo",
      "global-palette": "Tavolozza globale",
      "local-palettes": "Tavolozze dei fotogrammi",
      "frame-controls": "Durata e trasparenza dei fotogrammi",
      "image-descriptors": "Posizione dei fotogrammi",
      "image-data": "Dati dell'immagine",
      loop: "Impostazione del loop",
      comments: "Commenti",
      "other-extensions": "Altri metadati",
      trailer: "Fine del file",
    },
    findings: {
      duplicateFramesTitle: {
        one: "{count} fotogramma ripete l'immagine precedente",
        other: "{count} fotogrammi ripetono l'immagine precedente",
      },
      duplicateFramesMergeable:
        "Uniti al fotogramma precedente (la cui durata cresce della loro), occupano {size} in meno; l'animazione resta identica.",
      duplicateFramesKept:
        "Non si possono unire senza cambiare i tempi: alcune durate sono di 0 o 1 centesimo, che i browser riproducono come 10.",
      unchangedPixelsTitle: {
        one: "{count} pixel viene ridisegnato identico",
        other: "{count} pixel vengono ridisegnati identici",
      },
      unchangedPixelsDetail:
        "I fotogrammi disegnano questi pixel nel colore già visibile. Resi trasparenti (Ottimizza GIF), si risparmiano al massimo circa {size} di dati dell'immagine.",
      paletteTitle: "Le tavolozze contengono colori che nessun pixel usa",
      paletteDetail: {
        one: "Una tavolozza di {entries} voci di cui ne è usata {count}. Ridotte a ciò che serve, le tavolozze occupano {size} in meno (meno bit per pixel possono far risparmiare di più).",
        other:
          "Una tavolozza di {entries} voci di cui ne sono usate {count}. Ridotte a ciò che serve, le tavolozze occupano {size} in meno (meno bit per pixel possono far risparmiare di più).",
      },
      metadataTitle: "Commenti e metadati",
      metadataDetail:
        "{size} di commenti e dati di applicazioni che non cambiano nulla di ciò che si vede; Ottimizza GIF li toglie.",
      lossyTitle: "Compressione con perdita",
      lossyDetail:
        "I dati dell'immagine sono il {percent} del file. La compressione con perdita di Ottimizza GIF permette a LZW di riusare corrispondenze approssimate; quanto fa risparmiare dipende dall'immagine e qui non viene stimato.",
    },
  },
  fitUnder: {
    title: "Stare sotto una dimensione",
    aboutOn: "La GIF viene fatta al meglio restando sotto questa dimensione: {order}.",
    orders: {
      default:
        "prima la compressione con perdita e i colori, poi le dimensioni, poi la frequenza dei fotogrammi",
      colorsFirst: "prima i colori (fino a 96), poi le dimensioni, poi la frequenza dei fotogrammi",
    },
    aboutOff:
      "Disattivato: le tue impostazioni vengono usate così come sono. Attivalo per scegliere dove va la GIF, o una dimensione da non superare.",
    destination: "Dove va la GIF",
    destinationOption: "{name}: {size}",
    custom: "Dimensione personalizzata",
    fitsUnder: "Sta sotto {size}",
    destinationTakesMore: " ({name} accetta {max}; GifKit crea GIF fino a {size})",
    sizeExact:
      "Dimensione per {name}: {size}. La GIF viene ridimensionata per starci e centrata su una tela trasparente di quella dimensione.",
    exactly: "esattamente {size}",
    sizeLargest: "Dimensione massima per {name}: {size}.",
    sidesBoth: "{width} × {height} px",
    sidesWidth: "{width} px di larghezza",
    sidesHeight: "{height} px di altezza",
    extraLimits:
      "{name} chiede anche un'animazione {limits}: una GIF più lunga viene tagliata per starci e, dove serve, si tolgono fotogrammi in modo uniforme; il risultato dice cosa è cambiato.",
    limitSeconds: "di al massimo {count} secondi",
    limitFramesPerSecond: "di al massimo {count} fotogrammi al secondo",
    limitFrames: "di al massimo {count} fotogrammi",
    limitsJoin: ", ",
    source: "Da dove viene questo limite",
    readOn: "(consultato il {date})",
    customPlaceholder: "es. 5",
    unitLabel: "Unità della dimensione personalizzata",
    customHint: "Da {min} a {max}; qui 1 MB vale 1024 kB, come nella schermata del risultato.",
    customProblem: "Inserisci una dimensione da {min} a {max}.",
    tooBig: "La GIF misurerebbe {width} × {height} px: riduci la larghezza o l'altezza.",
    lowered: "Larghezza e altezza sono state ridotte per starci: {width} × {height} px.",
    fits: "La tua dimensione va bene: {width} × {height} px.",
    convertSuggestion:
      "Per un MP4 o un WebP, invia il risultato a Converti GIF dalla schermata del risultato (Modifica questa GIF), senza ricaricarla; oppure apri {link}.",
    convertLink: "lo strumento Converti GIF (nuova scheda)",
    fittedUnder: "Sotto {size}: {settings}.",
    fittedToYourSize: "Adattata alla tua dimensione: {settings}.",
    fittedFps: "{fps} fps",
    fittedColors: "{count} colori",
    fittedLossy: "perdita {value}",
    fittedNoLossy: "senza compressione con perdita",
    destinations: {
      discord: "Discord",
      slack: "Slack",
      x: "X (Twitter)",
      github: "GitHub (README, issue, pull request)",
      reddit: "Reddit",
      email: "Allegato email (Gmail)",
      "fast-web-page": "Pagina web veloce",
      "discord-emoji": "Emoji di Discord",
      "discord-sticker": "Sticker di Discord",
      "slack-emoji": "Emoji di Slack",
      "telegram-video-sticker": "Sticker video di Telegram",
      "telegram-video-emoji": "Emoji animata di Telegram",
      "whatsapp-animated-sticker": "Sticker animato di WhatsApp",
      "twitch-animated-emote": "Emote animata di Twitch",
    },
  },
} satisfies ToolUiMessages;
