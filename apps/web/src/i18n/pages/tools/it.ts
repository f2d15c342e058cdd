import type { ToolsCopy } from "./en.ts";

export const tools = {
  title: "Tutti gli strumenti GIF",
  description:
    "Tutti i {toolCount} strumenti gratuiti di GifKit, per quello che vuoi fare: crea, modifica, converti, ottimizza, fotogrammi, effetti e testo. Senza account.",
  crumb: "Strumenti",
  heading: "Tutti gli strumenti GIF",
  intro:
    "{toolCount} strumenti gratuiti, raggruppati per quello che vuoi fare. Ognuno funziona nel browser su qualsiasi dispositivo; i file vengono elaborati sui nostri server.",
  groups: {
    make: {
      name: "Crea una GIF",
      text: "Parti da un video, da foto, dal tuo schermo o da una frase.",
    },
    edit: {
      name: "Modifica una GIF",
      text: "Cambia dimensioni, inquadratura, durata, velocità o orientamento, oppure uniscine più di una.",
    },
    convert: {
      name: "Converti",
      text: "Trasforma una GIF in video, WebP, APNG o AVIF, o in uno sprite sheet e viceversa.",
    },
    optimize: {
      name: "Ottimizza",
      text: "Rendi una GIF più leggera per chat, email e pagine web.",
    },
    frames: {
      name: "Lavora con i fotogrammi",
      text: "Scegli, riordina, temporizza, separa o inverti i fotogrammi.",
    },
    effects: {
      name: "Effetti e testo",
      text: "Aggiungi didascalie, filtri, una sfocatura sui volti o un logo sopra.",
    },
    video: {
      name: "Video",
      text: "Modifica un video come video: comprimilo per una chat, taglialo, mantieni l'audio.",
    },
  },
} satisfies ToolsCopy;
