import type { PrivacyPolicyCopy } from "./en.ts";

export const privacyPolicy = {
  title: "Informativa sulla privacy",
  description:
    "Come GifKit tratta i tuoi file e dati: elaborati sui nostri server, caricamenti eliminati a fine attività, risultati eliminati dopo {minutes} minuti.",
  crumb: "Informativa sulla privacy",
  heading: "Informativa sulla privacy",
  intro:
    "Questa informativa spiega in parole semplici che cosa succede ai tuoi file e ai tuoi dati quando usi GifKit.",
  updatedLabel: "Ultimo aggiornamento:",
  englishBinds:
    "Questa è una traduzione, offerta per comodità. Fa fede solo la [versione inglese](/privacy-policy).",
  summaryHeading: "In breve",
  summary: [
    "Non serve un account. Non ti chiediamo il nome per usare nessuno strumento.",
    "I file che carichi (o i link che ci dai) vengono **elaborati sui nostri server** e conservati solo per il tempo indicato nell'elenco qui sotto: mai più di **{minutes} minuti**. Scarica i risultati prima di allora.",
    "Non vendiamo mai i tuoi file o i tuoi dati, e non guardiamo mai i tuoi file se non per elaborarli automaticamente.",
    "I cookie pubblicitari vengono usati solo se li accetti nel banner dei cookie.",
  ],
  filesHeading: "File e link che ci dai",
  files:
    "Per creare o modificare una GIF, il file che scegli viene inviato a GifKit e conservato temporaneamente mentre un'attività lo elabora. Se incolli un link, il nostro server scarica quel file per te. Ogni file può arrivare a {maxUpload}.",
  retentionIntro: "Per quanto tempo viene conservato ogni tipo di file:",
  retentionLabelEnd: ".",
  retention: {
    uploads: {
      label: "File caricati",
      text: "Un file inviato con un'attività viene eliminato appena l'attività termina, sia che riesca sia che non riesca.",
    },
    results: {
      label: "Risultati",
      text: "I risultati, e lo stato della loro attività, vengono eliminati {minutes} minuti dopo essere stati creati.",
    },
    "estimate-samples": {
      label: "Campioni per la stima del peso",
      text: "Una GIF inviata per una stima del peso (quella di Ottimizza GIF: la tua GIF, o i suoi primi fotogrammi se è grande) viene conservata come un risultato, per {minutes} minuti, così cambiare un'impostazione non richiede di caricarla di nuovo.",
    },
    "link-uploads": {
      label: "Video da link e anteprime",
      text: "Un video scaricato da un link, o inviato per un'anteprima nel browser, in Da video a GIF viene conservato fino a {minutes} minuti con la sua chiave di caricamento, finché una conversione non lo usa (viene poi eliminato quando quell'attività termina).",
    },
  },
  afterRetention: [
    "L'eliminazione è automatica. Non conserviamo copie, non usiamo i tuoi file per addestrare modelli e non li condividiamo con nessuno.",
    "Il Generatore di GIF con IA invia il tuo testo (nessun file) al server di generazione configurato per GifKit. Il testo viene usato solo per creare la tua animazione.",
  ],
  messagesHeading: "Messaggi che ci invii",
  messages:
    "Se usi il [modulo di contatto](/contact), conserviamo il tuo nome, il tuo indirizzo email e il tuo messaggio sui nostri server e li inoltriamo alla nostra casella di assistenza per poterti rispondere. Li conserviamo finché servono per risponderti e gestire eventuali seguiti. Puoi chiederci di eliminarli in qualsiasi momento.",
  technicalHeading: "Dati tecnici",
  technical:
    "Come ogni server web, i nostri vedono il tuo indirizzo IP e i dettagli di base di ogni richiesta. Li usiamo per fornire il sito, mantenerlo sicuro e applicare limiti di uso equo (per esempio, quante attività o messaggi un indirizzo può avviare in un certo periodo). Non creiamo profili a partire da questi dati.",
  cookiesHeading: "Cookie e pubblicità",
  cookies:
    "GifKit salva una piccola voce nel tuo browser per ricordare la tua scelta sui cookie. Se fai clic su **{accept}**, carichiamo lo script pubblicitario di Google, che può impostare i propri cookie per mostrare e misurare gli annunci. Se fai clic su **{decline}**, non viene caricato alcuno script pubblicitario. Puoi cambiare la tua scelta in qualsiasi momento con **{settings}** in fondo a ogni pagina. I dettagli sono nella nostra [cookie policy](/cookie-policy).",
  rightsHeading: "I tuoi diritti",
  rights:
    "A seconda di dove vivi, potresti avere il diritto di accedere ai dati personali che conserviamo su di te, di correggerli o cancellarli, e di opporti al loro uso. Poiché non abbiamo account ed eliminiamo i file automaticamente, gli unici dati personali che di solito conserviamo sono quelli che invii con il modulo di contatto. Scrivi a {email} e ti aiuteremo.",
  childrenHeading: "Minori",
  children:
    "GifKit non è rivolto ai minori di 13 anni, e non raccogliamo consapevolmente dati che li riguardano.",
  changesHeading: "Modifiche a questa informativa",
  changes:
    "Se cambiamo il modo in cui trattiamo i dati, aggiorneremo questa pagina e la data in alto. Domande? Scrivi a {email}.",
} satisfies PrivacyPolicyCopy;
