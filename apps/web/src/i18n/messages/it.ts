import type { SiteMessages } from "./en.ts";

/** Italiano (glossario: docs/i18n/it.md). Si dà del tu, come nella maggior parte dei siti di strumenti. */
export const it = {
  language: {
    label: "Lingua",
    suggestion: "Questa pagina è disponibile anche in italiano.",
    suggestionLink: "Leggila in italiano",
    dismiss: "Chiudi",
    notTranslated: "Questa pagina non è ancora tradotta: la vedi in inglese.",
    blogEnglishOnly: "Il blog è scritto in inglese.",
  },
  shell: {
    skipToContent: "Vai al contenuto",
    homeLabel: "Home di GifKit",
    mainNav: "Principale",
    mobileNav: "Mobile",
    breadcrumb: "Percorso di navigazione",
    tools: "Strumenti",
    blog: "Blog",
    about: "Chi siamo",
    help: "Assistenza",
    contact: "Contatti",
    faq: "Domande frequenti",
    api: "API",
    allToolsByTask: {
      one: "L'unico strumento, per attività",
      other: "Tutti i {count} strumenti, per attività",
    },
    allToolsByTaskShort: "Tutti gli strumenti per attività",
    openMenu: "Apri il menu",
    closeMenu: "Chiudi il menu",
    makeGif: "Crea una GIF",
    tagline:
      "Strumenti online gratuiti per creare e modificare GIF animate. Senza account, senza filigrana.",
    legal: "Note legali",
    privacyPolicy: "Informativa sulla privacy",
    terms: "Termini di servizio",
    cookiePolicy: "Cookie policy",
    cookieSettings: "Impostazioni cookie",
    rightsReserved: "GifKit. Tutti i diritti riservati.",
    filesNote: "I file vengono elaborati sui nostri server ed eliminati automaticamente.",
    shareImageAlt: "GifKit: strumenti online gratuiti per creare e modificare GIF animate",
  },
  consent: {
    label: "Consenso ai cookie",
    text: "Usiamo i cookie per gli annunci che rendono GifKit gratuito. L'archiviazione essenziale (come questa scelta) è sempre attiva; annunci e misurazioni solo con il tuo consenso.",
    policyLink: "Cookie policy",
    decline: "Rifiuta i non essenziali",
    accept: "Accetta tutti",
  },
  errors: {
    notFoundTitle: "Pagina non trovata",
    notFoundText: "La pagina che cerchi non esiste o è stata spostata.",
    /** The not-found page's meta description (at least 50 characters). */
    notFoundDescription:
      "La pagina che cerchi non esiste o è stata spostata. Riparti dalla home o da uno degli strumenti più usati.",
    errorTitle: "Qualcosa è andato storto",
    errorText: "Non è stato possibile mostrare questa pagina. Ricaricala o torna alla home.",
    goHome: "Vai alla home",
    backHome: "Torna alla home",
    helpCenter: "Vai al centro assistenza",
    popularTools: "Strumenti più usati",
  },
  apiErrors: {
    "bad-request": "Non è stato possibile leggere la richiesta. Ricarica la pagina e riprova.",
    "invalid-options": "Una delle impostazioni non è valida. Controlla le impostazioni e riprova.",
    "duplicate-field": "Un'impostazione è stata inviata due volte. Ricarica la pagina e riprova.",
    "missing-input":
      "Non è stato inviato nessun file né link. Scegli un file o incolla un link, poi riprova.",
    "too-many-files": "Troppi file per questo strumento. Rimuovine alcuni e riprova.",
    "too-many-parts": "Il caricamento ha troppe parti. Invia meno file alla volta.",
    "malformed-upload":
      "Il caricamento si è interrotto o si è danneggiato lungo il percorso. Riprova.",
    "file-too-large": "Il file supera il limite di {maxUpload}.",
    "unsupported-file-type":
      "Questo strumento non accetta questo tipo di file. I formati supportati sono indicati sotto l'area di caricamento.",
    "empty-file": "Il file è vuoto.",
    "source-expired":
      "Quel risultato non è più disponibile (i risultati vengono eliminati dopo {minutes} minuti). Carica di nuovo il file.",
    "upload-expired": "Quel caricamento non è più disponibile. Carica di nuovo il file.",
    "rate-limited": "Troppe richieste dalla tua connessione. Attendi un momento, poi riprova.",
    "too-many-running-tasks":
      "Hai già diverse attività in corso. Aspetta che una finisca, poi riprova.",
    "expected-time-too-long":
      "Questa conversione richiederebbe più del tempo massimo. Scegli una parte più breve, una larghezza minore, meno fotogrammi al secondo o una qualità più bassa.",
    "too-many-connections":
      "Ci sono troppe connessioni dal tuo indirizzo in questo momento. Chiudi le altre schede di GifKit e riprova.",
    "queue-full": "Il server è molto occupato in questo momento. Riprova tra un minuto.",
    "queue-unavailable": "Al momento non è possibile avviare attività. Riprova tra qualche minuto.",
    "storage-full": "Al momento il server non ha spazio per altri file. Riprova più tardi.",
    "address-storage-full":
      "I tuoi file sul server hanno raggiunto il limite. Aspetta che i risultati precedenti vengano eliminati, poi riprova.",
    "internal-error": "Qualcosa è andato storto da parte nostra. Riprova.",
    "url-not-allowed":
      "Questo link non può essere usato: deve essere un indirizzo http o https pubblico.",
    "url-fetch-failed":
      "Non è stato possibile scaricare il file di questo link. Controlla che il link funzioni e sia pubblico, oppure scarica il file e caricalo.",
    "youtube-playlist": "Questo è il link di una playlist. Incolla il link di un solo video.",
    "youtube-too-long":
      "Questo video di YouTube è troppo lungo da convertire. Usa un video più breve, oppure scarica la parte che ti serve e caricala.",
    "youtube-live":
      "Le dirette non possono essere convertite. Riprova quando la diretta sarà finita.",
    "youtube-unavailable":
      "Non è possibile scaricare questo video di YouTube: potrebbe essere privato, con limiti di età o rimosso.",
    "input-too-large":
      "Il file è troppo grande da elaborare: le dimensioni o il numero di fotogrammi superano i limiti. Riducilo prima; le FAQ elencano i limiti.",
    "damaged-input": "Il file è danneggiato e non può essere letto. Prova con un'altra copia.",
    "corrupt-input":
      "Non è stato possibile leggere il file: potrebbe essere danneggiato o non del tipo indicato dal nome.",
    "unreadable-image":
      "Non è stato possibile leggere una delle immagini. Salvala di nuovo come PNG o JPEG e riprova.",
    "no-video-stream": "Questo file non contiene video.",
    "invalid-font": "Non è stato possibile leggere il file del font. Usa un font TTF o OTF.",
    "missing-font": "Il font scelto per il testo non è stato inviato. Sceglilo di nuovo.",
    "no-audio-stream": "Questo file non contiene audio.",
    "invalid-subtitles":
      "Non è stato possibile leggere il file dei sottotitoli. Usa un file SRT o VTT.",
    "processing-failed": "L'elaborazione non è riuscita. Riprova, oppure prova altre impostazioni.",
    "output-too-large":
      "Il risultato sarebbe troppo grande. Scegli una dimensione minore, meno fotogrammi o una parte più breve.",
    "crop-too-small": "L'area di ritaglio è troppo piccola. Ingrandiscila e riprova.",
    "invalid-range":
      "I tempi di inizio e fine non corrispondono a questo file. Controllali e riprova.",
    "invalid-frames": "I fotogrammi scelti non corrispondono a questo file. Controllali e riprova.",
    "segment-exceeds-video":
      "La parte scelta va oltre la fine del video. Scegli una parte precedente.",
    "selection-too-large": "La selezione è troppo grande. Scegli una parte più piccola.",
    "conversion-failed": "La conversione non è riuscita. Riprova, oppure prova altre impostazioni.",
    "target-size-unreachable":
      "Non è possibile rendere il GIF piccolo quanto la dimensione scelta. Scegli una dimensione maggiore, oppure accorcia o riduci prima il GIF.",
    "generation-not-configured":
      "La creazione di GIF da una descrizione non è disponibile su questo server al momento.",
    "generation-failed":
      "Non è stato possibile generare i fotogrammi. Riprova, oppure prova un'altra descrizione.",
    "generation-malformed-output":
      "Il generatore ha restituito fotogrammi inutilizzabili. Riprova.",
    "empty-output": "Il risultato è vuoto. Prova altre impostazioni.",
    "incomplete-output": "Non è stato possibile completare il risultato. Riprova.",
    "task-timeout":
      "L'attività ha richiesto troppo tempo ed è stata interrotta. Prova con una parte più breve, una dimensione minore o meno fotogrammi.",
    "task-memory-limit":
      "L'attività richiedeva più memoria del consentito ed è stata interrotta. Prova con una dimensione minore o meno fotogrammi.",
    "worker-crashed": "L'attività si è interrotta in modo imprevisto. Riprova.",
    "task-interrupted": "L'attività è stata interrotta sul server. Riprova.",
    "task-lost": "Il server ha perso traccia dell'attività. Riprova.",
  },
  apiErrorsWithValues: {
    "too-many-files": "Troppi file: questo strumento ne accetta al massimo {max_files}.",
    "expected-time-too-long":
      "Questa conversione richiederebbe più del limite di {limit_seconds}. Scegli una parte più breve, una larghezza minore, meno fotogrammi al secondo o una qualità più bassa.",
    "youtube-too-long":
      "Questo video di YouTube è troppo lungo: i video possono durare fino a {max_seconds}. Usa un video più breve, oppure scarica la parte che ti serve e caricala.",
    "task-timeout":
      "L'attività ha superato il limite di {limit_seconds} ed è stata interrotta. Prova con una parte più breve, una dimensione minore o meno fotogrammi.",
    "task-memory-limit":
      "L'attività richiedeva più del limite di memoria di {limit_megabytes} ed è stata interrotta. Prova con una dimensione minore o meno fotogrammi.",
  },
  toolPage: {
    home: "Home page",
    howItWorks: "Come funziona",
    step: "Passaggio",
    guide: "Guida",
    moreTools: "Altri strumenti per GIF",
    operatingSystem: "Qualsiasi (browser web)",
    browserRequirements: "Richiede un browser web recente con JavaScript.",
    shareImageAlt: "{name} su GifKit, con un fotogramma di un risultato ottenuto: {alt}",
    shareImageAltShort: "{name} su GifKit, con un fotogramma di un risultato ottenuto",
  },
  home: {
    title: "GifKit: crea GIF online gratis, da video a GIF ed editor",
    description:
      "{count} strumenti gratuiti per creare e modificare GIF animate: da video a GIF, ridimensiona, ritaglia, ottimizza, effetti, fotogrammi e altro. Senza account.",
    badge: "Gratis · Senza account · Senza filigrana",
    heading: "Crea GIF in un attimo",
    intro:
      "Trasforma video e immagini in GIF animate, poi ridimensionale, ritagliale, ottimizzale, modifica i fotogrammi o aggiungi effetti e testo. {count} strumenti gratuiti per smartphone, tablet o computer (per registrare lo schermo serve un computer).",
    toolsEyebrow: "Strumenti",
    toolsHeading: "Tutto quello che serve per creare e modificare GIF",
    tryNow: "Prova ora",
    examples: {
      heroCredit: "{credit}.",
      heroLine: "{before}: {input}. {after}, con {tool}: {output}.",
      before: "Prima",
      after: "Dopo",
      result: "il risultato di {tool}",
      input: "l'input di {tool}",
      eyebrow: "Risultati reali",
      heading: "Fatti da GifKit, non simulati",
      intro:
        "Ogni risultato qui sotto è uscito dallo strumento indicato sotto di esso, usato su clip e foto di esempio gratuite; la dimensione indicata è quella del file creato dallo strumento. Le animazioni vengono riprodotte qui come brevi video ricavati da quei file, e Pausa le ferma.",
      pauseAll: "Metti tutto in pausa",
      playAll: "Riproduci tutto",
    },
    howEyebrow: "Come funziona",
    howHeading: "Tre passaggi dal file alla GIF",
    step: "Passaggio {number}",
    steps: [
      {
        title: "Carica",
        text: "Scegli un video, delle immagini o una GIF dal tuo dispositivo, oppure incolla un link. File fino a {maxUpload}.",
      },
      {
        title: "Modifica",
        text: "Scegli il momento, le dimensioni, la velocità, il testo o la compressione. Le impostazioni partono da valori sensati.",
      },
      {
        title: "Scarica",
        text: "La tua GIF viene creata sui nostri server in pochi istanti. Scaricala: i risultati vengono eliminati dopo {minutes} minuti.",
      },
    ],
    whyEyebrow: "Perché GifKit",
    whyHeading: "Veloce, riservato e gratuito",
    benefits: [
      {
        title: "Velocissimo",
        text: "Pipeline ffmpeg e gifsicle ottimizzate creano la maggior parte delle GIF in pochi secondi, e una barra di avanzamento mostra il resto.",
      },
      {
        title: "Privacy al 100%",
        text: "Nessun account, nessuna registrazione. Niente di ciò che invii resta più di {minutes} minuti; la maggior parte dei file sparisce appena finisce la sua attività.",
      },
      {
        title: "Gratis per sempre",
        text: "Tutti gli strumenti sono gratuiti, senza filigrana e senza limite giornaliero. Gli annunci, solo con il tuo consenso, pagano i server.",
      },
      {
        title: "Alta qualità",
        text: "Palette di colori per ogni clip, dithering accurato e tempi esatti dei fotogrammi mantengono le GIF nitide e fluide.",
      },
    ],
    aboutHeading: "Un kit per GIF gratuito per tutti",
    aboutText:
      "La GIF è ancora l'unico formato animato che funziona ovunque: nelle chat, nelle email, nella documentazione, nei forum e nelle presentazioni, senza tasto play e senza audio. GifKit riunisce tutto il lavoro in un unico posto: da una clip video o da una serie di foto a un loop curato e leggero, senza installare nulla.",
    limitsText:
      "Ogni strumento accetta file fino a {maxUpload} e rispetta la durata di ogni fotogramma.",
    privacyText:
      "I tuoi file vengono elaborati sui nostri server, mai condivisi ed eliminati automaticamente. L'informativa sulla privacy spiega come; le domande frequenti elencano formati e limiti.",
    privacyLink: "Informativa sulla privacy",
    faqLink: "Domande frequenti",
    blogEyebrow: "Dal blog",
    blogHeading: "Ultimi articoli",
    blogAll: "Tutti gli articoli",
    ctaTitle: "Pronto a creare la tua prima GIF?",
    ctaText:
      "Trascina qualche immagine o un video e in un attimo avrai una GIF da condividere. Gratis, senza account e senza filigrana.",
    ctaOpen: "Apri {tool}",
  },
} satisfies SiteMessages;
