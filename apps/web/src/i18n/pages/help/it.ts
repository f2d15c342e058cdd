import type { HelpCopy } from "./en.ts";

export const help = {
  title: "Centro assistenza",
  description:
    "Inizia con GifKit e risolvi i problemi più comuni: file troppo grandi o non supportati, GIF sfocate, download bloccati, più consigli per ogni piattaforma.",
  crumb: "Aiuto",
  heading: "Centro assistenza",
  intro: "Guide rapide, soluzioni ai problemi più comuni e consigli per condividere le tue GIF.",
  quickStartHeading: "Per iniziare",
  guideQuickStart: {
    title: "Crea una GIF da un video",
    text: "Una guida passo passo (in inglese): segmenti, frequenza dei fotogrammi, dimensioni ed esportazione.",
  },
  troubleshootingHeading: "Risoluzione dei problemi",
  troubleshooting: {
    upload: {
      area: "Problemi di caricamento",
      problems: {
        tooLarge: {
          title: "«File troppo grande»",
          fix: {
            size: "Ogni file può pesare fino a {maxUpload}. Se è un video, accorcialo o esportalo a 720p o meno prima di caricarlo.",
            selection:
              "Ricorda che puoi usare solo {maxVideoSelectionSeconds} secondi di video in tutto, quindi ti basta un file di partenza più corto.",
          },
        },
        unsupported: {
          title: "«Tipo di file non supportato»",
          fix: {
            formats:
              "{videoToGif} accetta {videoFormats}; {gifMaker} accetta {imageFormats}; gli editor di GIF accettano {gifFormats}.",
            content:
              "Viene controllato il contenuto del file, non solo il nome: un file rinominato viene rifiutato. Esportalo di nuovo in uno dei formati indicati sopra.",
          },
        },
        link: {
          title: "Un link non si carica",
          fix: {
            direct:
              "Il link deve puntare direttamente a un file pubblico (che finisce con .mp4, .gif, .png e così via) oppure, per {videoToGif}, essere un link di YouTube.",
            private:
              "Il nostro server non può recuperare pagine che richiedono l'accesso né link a indirizzi privati.",
          },
        },
      },
    },
    quality: {
      area: "Problemi di qualità",
      problems: {
        blurry: {
          title: "La mia GIF è sfocata",
          fix: {
            wider:
              "Rendila più larga: una GIF mostrata più grande di come è stata creata viene stirata e perde nitidezza.",
            quality: "Scegli una qualità più alta ed evita di ingrandire una GIF piccola.",
          },
        },
        banding: {
          title: "Bande o colori puntinati",
          fix: {
            colors:
              "Una GIF può contenere 256 colori per fotogramma. Le clip più brevi e con meno cambi di scena risultano più pulite.",
            dither: "In «{optimize}» tieni più colori o prova un'altra impostazione di dithering.",
          },
        },
        jerky: {
          title: "L'animazione va a scatti",
          fix: {
            frameRate:
              "Alza la frequenza a 24 fps per i movimenti rapidi, oppure usa meno fotogrammi, più lunghi, per le presentazioni.",
          },
        },
      },
    },
    download: {
      area: "Problemi di download",
      problems: {
        blocked: {
          title: "Il download è bloccato",
          fix: {
            allow:
              "Alcuni browser chiedono conferma prima di salvare i file di un sito. Consenti i download per GifKit nelle impostazioni del browser.",
            ios: "Su iPhone e iPad il file finisce nell'app File (cartella Download); tieni premuta l'anteprima per salvarlo in Foto.",
          },
        },
        empty: {
          title: "Il file è di 0 byte o non si apre",
          fix: {
            deleted:
              "I risultati vengono eliminati {minutes} minuti dopo essere pronti; dopo, avvia di nuovo l'operazione.",
            finished:
              "Assicurati che il download sia finito prima di aprire il file e mantieni l'estensione .gif.",
          },
        },
      },
    },
  },
  platformTipsHeading: "Consigli per piattaforma",
  platformTipsIntro:
    "Ogni piattaforma tratta le GIF in modo un po' diverso. Sono regole pratiche, non limiti di GifKit.",
  platformTips: {
    email: {
      name: "Email",
      tip: "Tieni le GIF sotto 1 MB perché si carichino in fretta; molti programmi di posta mostrano solo il primo fotogramma.",
    },
    x: {
      name: "X (Twitter)",
      tip: "Resta sotto i 5 MB perché la GIF si pubblichi da qualsiasi dispositivo; una larghezza da 480 a 720 px è nitida nella timeline.",
    },
    chat: {
      name: "Slack e Discord",
      tip: "Sotto gli 8 MB vai sul sicuro con qualsiasi account; il preset «{socialPreset}» di «{optimize}» di solito ci arriva.",
    },
    websites: {
      name: "Siti web",
      tip: "Usa il preset «{webPreset}», imposta la larghezza alla dimensione in cui viene mostrata e aggiungi un testo alternativo.",
    },
  },
  faqHeading: "Domande comuni",
  faq: {
    server: {
      q: "Perché i miei file vanno su un server?",
      a: "Codificare una GIF con buone tavolozze di colori è un lavoro pesante. I nostri server lo fanno in fretta su qualsiasi dispositivo, poi eliminano il file caricato appena l'operazione finisce.",
    },
    kept: {
      q: "Per quanto tempo resta disponibile il risultato?",
      a: "{minutes} minuti da quando è pronto. Scaricalo prima.",
    },
    stuck: {
      q: "Un'operazione sembra bloccata. Cosa faccio?",
      a: "La maggior parte delle operazioni finisce entro due minuti. Se l'avanzamento è fermo da cinque minuti, ricarica la pagina e riprova, magari con una selezione più corta o dimensioni più piccole.",
    },
  },
  moreAnswers: "Altre risposte nelle [domande frequenti](/faq).",
  contactTitle: "Contatta l'assistenza",
  blogTitle: "Leggi il blog",
  blogText: "Guide (in inglese) per creare, ottimizzare e condividere GIF.",
} satisfies HelpCopy;
