import type { CookiePolicyCopy } from "./en.ts";

export const cookiePolicy = {
  title: "Cookie policy",
  description:
    "Quali cookie e quale memoria del browser usa GifKit, a che cosa servono e come accettarli, rifiutarli o cambiare scelta quando vuoi con Impostazioni cookie.",
  crumb: "Cookie policy",
  heading: "Cookie policy",
  intro: "GifKit usa i cookie il meno possibile. Ecco tutto quello che salviamo e perché.",
  updatedLabel: "Ultimo aggiornamento:",
  englishBinds:
    "Questa è una traduzione, offerta per comodità. Fa fede solo la [versione inglese](/cookie-policy).",
  whatHeading: "Che cosa sono i cookie",
  what: "I cookie e le memorie simili del browser (come localStorage) permettono a un sito di ricordare piccole informazioni tra una visita e l'altra. Alcuni sono indispensabili perché un sito funzioni; altri servono per la pubblicità o per le misurazioni.",
  essentialHeading: "Memoria essenziale",
  table: {
    name: "Nome",
    type: "Tipo",
    purpose: "Scopo",
    kept: "Durata",
    consentPurpose: "Ricorda se hai accettato o rifiutato i cookie non essenziali.",
    consentKept: "Finché non la cancelli",
  },
  noTracking:
    "GifKit di per sé non imposta cookie di tracciamento e non ha account, quindi non ci sono cookie di accesso.",
  advertisingHeading: "Cookie pubblicitari (solo con consenso)",
  advertising: [
    "GifKit è sostenuto dagli annunci di Google AdSense. Lo script pubblicitario viene caricato solo dopo che hai fatto clic su **{accept}**. Google può allora impostare cookie (come `__gads`, `__gpi` e `IDE`) per mostrare annunci, limitare quante volte li vedi, misurarli e, dove consentito, personalizzarli. Le norme di Google descrivono questi cookie.",
    "Prima che tu scelga, comunichiamo al sistema di consenso di Google che pubblicità, analisi, dati utente per gli annunci e personalizzazione degli annunci sono **negati**; sono consentite solo le memorie per funzionalità e sicurezza.",
  ],
  choiceHeading: "La tua scelta",
  choices: [
    "**{accept}** consente i cookie pubblicitari descritti sopra.",
    "**{decline}** li lascia disattivati; non viene caricato alcuno script pubblicitario. Gli strumenti funzionano allo stesso modo in entrambi i casi.",
  ],
  changeMind:
    "Puoi cambiare idea in qualsiasi momento con **{settings}** in fondo a ogni pagina, oppure qui:",
  openSettings: "Apri le impostazioni dei cookie",
  browser:
    "Puoi anche eliminare i cookie e i dati del sito nelle impostazioni del browser. Domande: {email}.",
} satisfies CookiePolicyCopy;
