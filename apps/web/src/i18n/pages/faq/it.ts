import type { PluralForms } from "../../format.ts";
import type { FaqCopy } from "./en.ts";

export const faq = {
  title: "Domande frequenti",
  description:
    "Risposte su GifKit: limiti di dimensione e formati, privacy ed eliminazione dei file, impostazioni di qualità, ogni strumento, risoluzione dei problemi e API.",
  crumb: "Domande frequenti",
  heading: "Domande frequenti",
  intro:
    "Limiti, formati, privacy e come funziona ogni strumento. Non trovi la risposta che cerchi? Chiedi a noi.",
  sectionsLabel: "Sezioni delle domande frequenti",
  groups: {
    general: {
      name: "In generale",
      entries: {
        free: {
          q: "GifKit è davvero gratuito?",
          a: "Sì. Tutti gli strumenti sono gratuiti, senza account, senza filigrana e senza limiti giornalieri. Il sito si sostiene con la pubblicità, mostrata solo se accetti i cookie.",
        },
        account: {
          q: "Devo creare un account?",
          a: "No. Su GifKit non ci sono registrazioni né accessi da nessuna parte. Apri uno strumento e inizia.",
        },
        phone: {
          q: "GifKit funziona sul telefono?",
          a: "Sì. Gli strumenti funzionano in qualsiasi browser recente su telefono, tablet e computer, tranne {record}, che richiede un computer (un telefono non può condividere lo schermo con una pagina web). L'elaborazione avviene sui nostri server, quindi anche un telefono lento può creare GIF grandi.",
        },
        watermark: {
          q: "Aggiungete una filigrana?",
          a: "Mai. La GIF che scarichi contiene solo i tuoi contenuti.",
        },
      },
    },
    privacy: {
      name: "Privacy e file",
      entries: {
        uploaded: {
          q: "I miei file vengono caricati?",
          a: "Sì. I tuoi file vengono inviati a GifKit ed elaborati sui nostri server; il sito non li elabora nel tuo browser. Non li condividiamo e non li guardiamo mai.",
        },
        kept: {
          q: "Per quanto tempo conservate i miei file?",
        },
        links: {
          q: "E i link che incollo?",
          a: "Il nostro server scarica per te il file del link (fino a {maxUpload}) e lo tratta come un caricamento. {linkRetention}",
        },
        cookies: {
          q: "Usate i cookie?",
          a: "Solo una voce essenziale che ricorda la tua scelta sui cookie. I cookie pubblicitari vengono usati solo se fai clic su {accept}; puoi cambiare scelta in qualsiasi momento con {settings}, in fondo a ogni pagina.",
        },
      },
    },
    technical: {
      name: "Aspetti tecnici",
      entries: {
        maxSize: {
          q: "Qual è la dimensione massima di un file?",
          a: "{maxUpload} per file, con ogni strumento, sia che tu carichi il file sia che incolli un link.",
        },
        formats: {
          q: "Quali formati posso usare?",
          a: "{convert} produce MP4, WebP, APNG, AVIF o WebM, {split} uno ZIP di fotogrammi PNG o JPG, {spriteSheet} un foglio PNG o una GIF, gli strumenti video un MP4 o WebM con l'audio; tutti gli altri strumenti producono una GIF.",
        },
        videoLength: {
          q: "Quanto può durare una GIF ricavata da un video?",
          a: "Puoi selezionare fino a {maxVideoSelectionSeconds} secondi di video in tutto, in uno o più segmenti. Il risultato può avere fino a {maxOutputFrames} fotogrammi, e le GIF migliori di solito durano dai 2 ai 6 secondi.",
        },
        largest: {
          q: "Qual è la GIF più grande che posso creare?",
          a: "{videoToGif} crea GIF fino a {maxVideoOutputSize} pixel; gli editor di GIF fino a {maxGifOutputSize}. Ogni risultato è inoltre limitato a {maxOutputFrames} fotogrammi e a {maxOutputTotalMegapixels} megapixel in tutto (larghezza × altezza × fotogrammi).",
        },
        processing: {
          q: "Quanto dura l'elaborazione?",
          a: "La maggior parte delle modifiche finisce in pochi secondi. Un video lungo o pesante può richiedere un paio di minuti; nel frattempo la pagina mostra l'avanzamento dell'attività.",
        },
      },
    },
    tools: {
      name: "Strumento per strumento",
      entries: {
        frameRate: {
          q: "Quale frequenza dei fotogrammi scelgo in {videoToGif}?",
          a: "15 fps (il valore predefinito) va bene per la maggior parte delle clip. Usa 10 fps per le registrazioni dello schermo e le scene lente, 24 o 30 fps solo per movimenti brevi e veloci: più fotogrammi vogliono dire un file più grande.",
        },
        sound: {
          q: "Posso mantenere l'audio del video?",
          a: "Le GIF non hanno audio. Spunta l'opzione MP4 in {videoToGif} per avere, insieme alla GIF, un MP4 con audio (H.264 e AAC) della stessa selezione.",
        },
        speed: {
          q: "Ridimensionare o ritagliare cambia la velocità dell'animazione?",
          a: "No. {resize} e {crop} mantengono ogni fotogramma con la sua durata. {crop} è senza perdita: i fotogrammi vengono tagliati, non ricodificati.",
        },
        bigger: {
          q: "{optimize} può rendere la mia GIF più grande?",
          a: "No. Se nessuna impostazione riesce a ridurre il file, ricevi il file originale invariato e la pagina te lo dice.",
        },
        font: {
          q: "Posso usare un mio font in {addText}?",
          a: "Sì. Oltre agli otto font inclusi puoi caricare un file di font .ttf o .otf per un livello di testo.",
        },
        ai: {
          q: "Perché il generatore di GIF con IA dice di non essere disponibile?",
          a: "Ha bisogno di un server di generazione con GPU. Dove non ne è configurato nessuno, la pagina lo dice chiaramente invece di produrre un risultato finto.",
        },
      },
    },
    troubleshooting: {
      name: "Risoluzione dei problemi",
      entries: {
        tooLarge: {
          q: "Il mio file è troppo grande. Cosa posso fare?",
          a: "I file oltre {maxUpload} vengono rifiutati. Accorcia prima il video o esportalo a una risoluzione più bassa; per una GIF, passala in {optimize} a pezzi.",
        },
        unsupported: {
          q: "Dice che il tipo del mio file non è supportato.",
          a: "Confronta l'estensione del file con i formati indicati per lo strumento. GifKit controlla anche il contenuto del file, quindi un file di un altro tipo rinominato viene rifiutato; esportalo di nuovo in un formato supportato.",
        },
        blurry: {
          q: "La mia GIF è sfocata o a chiazze.",
          a: "Aumenta la larghezza, scegli una qualità più alta o accorcia la clip, così ogni fotogramma può sfruttare di più i 256 colori consentiti da una GIF. Evita di ingrandire una GIF piccola.",
        },
        download: {
          q: "Il download è bloccato o il file pesa 0 byte.",
          a: "Consenti i download per questo sito nel browser e scarica il risultato entro {minutes} minuti, dopodiché viene eliminato. Se non funziona ancora, avvia di nuovo l'attività.",
        },
      },
    },
    advanced: {
      name: "Uso avanzato",
      entries: {
        api: {
          q: "C'è un'API?",
          a: "Sì. Ogni strumento è disponibile come API HTTP: avvia un'attività, controllane lo stato, scarica il risultato. Nella [pagina dell'API](/api) trovi gli endpoint e la descrizione OpenAPI.",
        },
        rate: {
          q: "Ci sono limiti a quanto spesso posso usare gli strumenti?",
          a: "Per mantenere il servizio equo, uno stesso indirizzo può eseguire poche attività alla volta, e un server occupato può chiederti di riprovare tra un attimo (HTTP 429 o 503 con un'intestazione Retry-After).",
        },
        loops: {
          q: "Come vengono gestite le ripetizioni del loop?",
          a: "{gifMaker} va in loop all'infinito per impostazione predefinita; con N ripetizioni l'animazione viene riprodotta N volte. Gli editor mantengono l'impostazione di loop della GIF che gli dai.",
        },
      },
    },
  },
  formatsAnswer: {
    images: {
      one: "{tools} accetta {formats} (la prima pagina di un PDF).",
      other: "{tools} accettano {formats} (la prima pagina di un PDF).",
    } as PluralForms,
    video: {
      one: "{tools} accetta {formats}, link a file video e link di YouTube.",
      other: "{tools} accettano {formats}, link a file video e link di YouTube.",
    } as PluralForms,
    gifOrVideo: {
      one: "{tools} accetta un'animazione o un video.",
      other: "{tools} accettano un'animazione o un video.",
    } as PluralForms,
    gif: {
      one: "{tools} accetta {formats}.",
      other: "{tools} accettano {formats}.",
    } as PluralForms,
    gifOrStill: {
      one: "{tools} accetta {formats}, oppure un'immagine fissa JPG, PNG o WebP, che restituisce nello stesso formato.",
      other:
        "{tools} accettano {formats}, oppure un'immagine fissa JPG, PNG o WebP, che restituiscono nello stesso formato.",
    } as PluralForms,
  },
  destinationsLink: "Limiti per piattaforma",
  destinationsHeading: "Quanto può essere grande una GIF nel posto in cui la pubblichi?",
  destinationsIntro:
    "Il file più grande accettato da ogni servizio, secondo la sua documentazione (segui il link accanto a ogni numero). Altri dettagli nel nostro articolo (in inglese) [GIF size limits: Discord, Slack, X, GitHub, Reddit and email](/blog/gif-size-limits-by-platform)",
  destinationColumns: {
    where: "Dove",
    maxSize: "File massimo",
    maxDimensions: "Dimensioni massime",
    source: "Fonte",
  },
  destinationInline: {
    maxSize: "File massimo: ",
    maxDimensions: "Dimensioni massime: ",
    source: "Fonte: ",
  },
  readOn: " consultata il {date}",
  dimensions: {
    exact: "esattamente {width} × {height} px",
    oneSideExact: "un lato esattamente di {side} px, l'altro al massimo di {other} px",
    notStated: "non indicate",
  },
  destinationNotes: {
    discord:
      "Il limite di caricamento di Discord per un account senza Nitro è di 10 MiB per file. Nitro e i potenziamenti del server lo alzano, ma una GIF sotto i 10 MiB può essere pubblicata e ricondivisa da chiunque.",
    slack:
      "Slack accetta file fino a 1 GB, molto più di quanto serva a qualsiasi GIF (GifKit stesso si ferma a 200 MB). Slack non documenta un limite a parte per le GIF; una GIF piccola si carica più in fretta per tutti nel thread.",
    x: "X trasforma una GIF pubblicata in un video MP4, quindi caricare un MP4 dà una qualità migliore a parità di dimensioni. La sua documentazione per sviluppatori ammette GIF fino a 15 MB e consiglia al massimo 1280 × 1080 px e 350 fotogrammi; secondo alcune segnalazioni, dalle app per telefono di X il limite è più basso (5 MB), cosa che le pagine di X che abbiamo potuto leggere non confermano.",
    github:
      "GitHub accetta immagini e GIF fino a 10 MB in issue, pull request, discussioni e commenti; trascinarci una GIF è anche il modo abituale per ottenere un indirizzo da usare in un README. GitHub mostra la GIF così com'è. Sono accettati anche brevi video MP4, MOV o WebM (10 MB con i piani gratuiti).",
    reddit:
      "La documentazione per sviluppatori di Reddit ammette GIF fino a 100 MB (immagini fisse 20 MB). Reddit riproduce una GIF caricata da una copia MP4 che crea, quindi caricare un MP4 dà una qualità migliore a parità di dimensioni. Pubblicando dal sito o dalle app di Reddit il limite può essere più basso di quanto dica la documentazione.",
    email:
      "Gmail invia allegati fino a 25 MB in totale con un account personale (quelli più grandi diventano un link a Google Drive); gli account di lavoro e gli altri servizi di posta fissano i propri limiti, spesso più bassi. Per una GIF mostrata nel messaggio, più è piccola meglio è: viene scaricata ogni volta che la mail viene aperta.",
    "fast-web-page":
      "Lighthouse, il controllo alla base di PageSpeed Insights, segnala ogni GIF oltre i 100 KiB in una pagina e suggerisce di usare un video. Per qualsiasi cosa più grande sul tuo sito, usa un MP4 in <video autoplay loop muted playsinline> o un WebP animato.",
    "discord-emoji":
      "Discord accetta emoji personalizzate (quelle animate come GIF) fino a 256 KB e le mostra piccole; la sua documentazione descrive un'immagine di 128 × 128 px, e quelle più grandi vengono comunque ridotte.",
    "discord-sticker":
      "Gli sticker di Discord possono essere GIF o APNG animate di al massimo 512 KB, 320 × 320 px e 5 secondi. Il formato quadrato è il migliore: gli sticker si vedono in un quadrato.",
    "slack-emoji":
      "La documentazione di Slack chiede immagini emoji quadrate sotto i 128 KB; un'emoji animata è una GIF mostrata in piccolo, quindi 128 × 128 px bastano e avanzano.",
    "twitch-animated-emote":
      "Le emote animate di Twitch sono GIF quadrate di al massimo 60 fotogrammi; il file da 112 × 112 px di un caricamento manuale può pesare al massimo 512 KB (1 MB per una sola GIF grande che Twitch ridimensiona). La pagina di assistenza di Twitch non era disponibile per verificare questi numeri.",
  },
  limitsHeading: "Limiti e formati",
  limitsIntro: "Gli stessi numeri che applica il server.",
  limits: {
    fileSize: "Dimensione del file (ogni caricamento e link)",
    inputSide: "Lato di un'immagine o fotogramma",
    inputFrame: "Un fotogramma in ingresso",
    inputFrames: "Fotogrammi in ingresso",
    inputTotal: "Tutti i fotogrammi in ingresso insieme",
    outputFrames: "Fotogrammi in uscita",
    outputTotal: "Dimensione del risultato (larghezza × altezza × fotogrammi)",
    videoOutput: "Dimensione del risultato di {videoToGif}",
    gifOutput: "Dimensione del risultato di una modifica GIF",
    videoSelection: "Selezione video (tutti i segmenti)",
    chainEdits: "Modifiche in una catena (POST /api/edit)",
    batchInputs: "File in un lotto (POST /api/batch)",
    videoEditLength: "Durata del video modificato (MP4 o WebM di una catena)",
    youtubeLength: "Durata di un video di YouTube",
    taskStarts: "Attività avviate al minuto (per indirizzo)",
    keyTaskStarts: "Attività avviate con una chiave API (per chiave)",
    storedBytes: "File conservati contemporaneamente (per indirizzo)",
    taskMemory: "Memoria per attività",
    resultsKept: "Risultati conservati per",
  },
  units: {
    megapixels: "{count} megapixel",
    perMinuteAndDay: "{minute} al minuto, {day} al giorno",
  },
  imagesLabel: "Immagini: ",
  videoLabel: "Video: ",
  videoFormats: "{formats}, link e YouTube",
  gifToolsLabel: "Strumenti GIF: ",
  gifFormats: "{formats} in ingresso, GIF in uscita",
  stillStuck: "Ancora bloccato? Consulta il [centro assistenza](/help) o scrivi a {email}.",
  ctaTitle: "Pronto a provare?",
  ctaText: "Crea la tua prima GIF in un minuto, gratis e senza account.",
  ctaTry: "Prova {tool}",
} satisfies FaqCopy;
