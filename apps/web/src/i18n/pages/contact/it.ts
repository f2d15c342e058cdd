import type { ContactCopy } from "./en.ts";

export const contact = {
  title: "Contattaci",
  description:
    "Domande, suggerimenti o un problema con uno strumento GIF? Scrivi a GifKit o all'email di assistenza. Rispondiamo entro 2 giorni lavorativi.",
  crumb: "Contatti",
  heading: "Contattaci",
  intro: "Domande, idee o un problema con uno strumento? Leggiamo ogni messaggio.",
  formHeading: "Mandaci un messaggio",
  allRequired: "Tutti i campi sono obbligatori.",
  detailsHeading: "Recapiti",
  emailLabel: "Email",
  hoursLabel: "Orari dell'assistenza",
  hours: "Dal lunedì al venerdì, 9:00–17:00 GMT",
  responseLabel: "Tempi di risposta",
  response: "Rispondiamo entro 2 giorni lavorativi.",
  privacyHeading: "La tua privacy",
  privacy:
    "Usiamo il tuo nome e la tua email solo per risponderti. Il messaggio viene conservato sui nostri server e inviato alla nostra casella dell'assistenza; leggi l'[informativa sulla privacy](/privacy-policy).",
  elsewhereLabel: "Altro aiuto",
  elsewhereHeading: "Cerchi qualcos'altro?",
  helpCenter: "Centro assistenza",
  faq: "Domande frequenti",
  home: "Home di GifKit",
  form: {
    name: "Nome",
    email: "Email",
    message: "Messaggio",
    honeypot: "Lascia vuoto questo campo",
    send: "Invia messaggio",
    sending: "Invio in corso…",
    sent: "Grazie! Il tuo messaggio è stato inviato.",
    missingFields: "Compila tutti i campi.",
    invalidEmail: "Inserisci un indirizzo email valido.",
    serverFailed: "Impossibile inviare il messaggio.",
    unexpected: "Qualcosa è andato storto.",
    networkFailed:
      "Non è stato possibile inviare il messaggio: la connessione a GifKit non è riuscita. Controlla la connessione a internet e riprova.",
  },
  serverErrors: {
    "missing-fields": "Compila tutti i campi.",
    "invalid-email": "Inserisci un indirizzo email valido.",
    "field-too-long": "Uno dei campi è troppo lungo. Accorcialo e riprova.",
    "rate-limited": "Hai inviato diversi messaggi in poco tempo. Aspetta un po', poi riprova.",
  },
} satisfies ContactCopy;
