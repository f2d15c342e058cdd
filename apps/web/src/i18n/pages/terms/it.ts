import type { TermsCopy } from "./en.ts";

export const terms = {
  title: "Termini di servizio",
  description:
    "I termini d'uso degli strumenti GIF gratuiti e dell'API di GifKit: i tuoi contenuti restano tuoi, usali a norma di legge, il servizio è fornito così com'è.",
  crumb: "Termini di servizio",
  heading: "Termini di servizio",
  intro: "Usando il sito web, gli strumenti o l'API di GifKit accetti questi termini.",
  updatedLabel: "Ultimo aggiornamento:",
  englishBinds:
    "Questa è una traduzione, offerta per comodità. Fa fede solo la [versione inglese](/terms).",
  serviceHeading: "Il servizio",
  service:
    "GifKit offre strumenti online gratuiti e un'API HTTP per creare e modificare GIF animate. Il servizio è gratuito e sostenuto dalla pubblicità. Possiamo aggiungere, modificare o rimuovere funzioni, e possiamo limitare o sospendere l'accesso per proteggere il servizio e i suoi utenti.",
  contentHeading: "I tuoi contenuti",
  content: [
    "Mantieni tutti i diritti sui file che carichi e sulle GIF che crei. Ci concedi solo il permesso necessario per elaborare i tuoi file e produrre il risultato che hai chiesto. I file sono trattati come descritto nella nostra [informativa sulla privacy](/privacy-policy): nulla viene conservato per più di {minutes} minuti, e i caricamenti di solito vengono eliminati al termine della loro attività, quindi conserva le tue copie.",
    "Confermi di avere il diritto di usare i contenuti che carichi o a cui rimandi con un link.",
  ],
  useHeading: "Uso consentito",
  useIntro: "Ti impegni a non usare GifKit per:",
  uses: [
    "elaborare contenuti illegali, che violano i diritti altrui o che sessualizzano minori;",
    "molestare, minacciare o diffamare chiunque, o diffondere malware;",
    "sovraccaricare, sondare o aggirare i limiti del servizio, per esempio con richieste automatiche in massa oltre i limiti di uso equo documentati;",
    "far scaricare ai nostri server contenuti da indirizzi a cui non sei autorizzato ad accedere.",
  ],
  limitsHeading: "Limiti",
  limits:
    "I file caricati e quelli da link possono arrivare a {maxUpload} ciascuno. Altri limiti su dimensioni dell'immagine, numero di fotogrammi e dimensioni del risultato valgono per ogni strumento e sono elencati nelle [FAQ](/faq). Una richiesta oltre un limite viene rifiutata con un messaggio che indica quel limite.",
  apiHeading: "L'API",
  api: "L'[API pubblica](/api) può essere usata per progetti personali e commerciali con gli stessi termini e limiti. Identifica la tua applicazione nell'intestazione User-Agent e rallenta quando ti viene chiesto (HTTP 429 o 503 con Retry-After).",
  aiHeading: "Contenuti generati con l'IA",
  ai: "Le animazioni del Generatore di GIF con IA sono prodotte automaticamente dal tuo testo. I risultati possono essere inattesi; sei responsabile di come li usi.",
  warrantyHeading: "Nessuna garanzia",
  warranty:
    "GifKit è fornito «così com'è» e «come disponibile», senza garanzie di alcun tipo. Facciamo del nostro meglio perché funzioni e sia corretto, ma non possiamo promettere che sia sempre disponibile, privo di errori o adatto a uno scopo particolare.",
  liabilityHeading: "Limitazione di responsabilità",
  liability:
    "Nei limiti consentiti dalla legge, GifKit non è responsabile di perdite indirette o consequenziali, né della perdita di dati, derivanti dal tuo uso del servizio. Nulla in questi termini limita una responsabilità che la legge non consente di limitare.",
  changesHeading: "Modifiche",
  changes:
    "Possiamo aggiornare questi termini; la data in alto indica la versione più recente. Continuare a usare GifKit dopo una modifica significa accettare i nuovi termini. Domande: {email}.",
} satisfies TermsCopy;
