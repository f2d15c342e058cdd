import type { AboutCopy } from "./en.ts";

export const about = {
  title: "Informazioni su GifKit",
  description:
    "GifKit offre {toolCount} strumenti GIF gratuiti online: crea GIF da video e immagini, poi modificale, convertile e ottimizzale. Senza account e senza filigrana.",
  crumb: "Chi siamo",
  eyebrow: "Chi siamo",
  heading: "GIF facili, per tutti",
  intro:
    "GifKit esiste perché chiunque possa fare una bella GIF in un minuto: una reazione presa da un video, un loop di prodotto da qualche screenshot, una scritta su un classico. Niente da installare e niente da pagare.",
  missionEyebrow: "La nostra missione",
  missionHeading: "I buoni strumenti per le GIF devono essere gratuiti e onesti",
  mission: [
    "Le GIF animate sono l'unico formato di immagini in movimento che funziona ovunque: in chat, nelle email, nei documenti, nei forum e nelle presentazioni. Eppure farne una bella spesso vuol dire combattere con un programma desktop o fidarsi di un sito che fa promesse vaghe sui tuoi file.",
    "Facciamo GifKit per essere l'opposto: strumenti chiari con impostazioni predefinite sensate, limiti chiari e una spiegazione semplice di cosa succede ai tuoi file. I file vengono elaborati sui nostri server ed eliminati automaticamente. La nostra [informativa sulla privacy](/privacy-policy) spiega esattamente come.",
  ],
  highlightsHeading: "Ciò a cui teniamo",
  highlights: {
    free: {
      title: "Gratis, senza condizioni",
      text: "Ogni strumento è gratuito, senza filigrana, senza registrazione e senza un piano premium che tenga per sé le impostazioni migliori.",
    },
    files: {
      title: "File di breve durata",
      text: "Niente di ciò che invii viene conservato per più di {minutes} minuti, e la maggior parte dei file caricati sparisce appena finisce la sua attività. Non guardiamo né condividiamo mai i tuoi file.",
    },
    quality: {
      title: "Prima la qualità",
      text: "Una tavolozza per ogni clip, un dithering accurato e durate dei fotogrammi esatte, messi a confronto con i migliori encoder che abbiamo potuto provare.",
    },
    devices: {
      title: "Su ogni dispositivo",
      text: "Gli strumenti funzionano in qualsiasi browser moderno su telefono, tablet o computer (Registra schermo richiede un computer: i telefoni non possono condividere lo schermo con una pagina web). Il lavoro pesante lo fanno i nostri server.",
    },
  },
  storyHeading: "La nostra storia",
  story: [
    {
      title: "Perché abbiamo iniziato",
      text: "GifKit è nato da un piccolo fastidio: trasformare in GIF due secondi di una registrazione dello schermo richiedeva tre programmi e tanti tentativi a caso su frequenza dei fotogrammi e tavolozze. Il risultato era enorme o pieno di macchie. Volevamo un unico posto che azzeccasse i dettagli fin dall'inizio.",
    },
    {
      title: "Come funziona oggi",
      text: "Oggi GifKit ha {toolCount} strumenti ([vedili tutti](/tools)). Quando ne usi uno, il tuo file viene caricato su GifKit e un'attività viene messa in coda sui nostri server. Encoder open source ben collaudati (ffmpeg, gifsicle e libvips) fanno il lavoro, e tu scarichi il risultato. Ogni file caricato, con qualsiasi strumento, può arrivare a {maxUpload}, e ovunque valgono gli stessi limiti, elencati nelle [domande frequenti](/faq).",
    },
    {
      title: "Come restiamo gratuiti",
      text: "GifKit si paga con la pubblicità, mostrata solo se accetti i cookie. Non c'è un piano a pagamento né una filigrana. Se rifiuti, gli strumenti funzionano esattamente allo stesso modo.",
    },
    {
      title: "Aperto agli sviluppatori",
      text: "Gli stessi strumenti sono disponibili come una semplice API HTTP: avvii un'attività, ne controlli lo stato e scarichi il risultato. La [pagina dell'API](/api) ha i dettagli e una descrizione OpenAPI.",
    },
  ],
  helloHeading: "Scrivici",
  hello: "Domande, idee o un bug da segnalare? [Contattaci](/contact) o seguici.",
  ctaTitle: "Crea qualcosa che valga la pena condividere",
  ctaText: "Scegli uno strumento e avrai la tua GIF pronta in un attimo.",
  ctaTry: "Prova {tool}",
} satisfies AboutCopy;
