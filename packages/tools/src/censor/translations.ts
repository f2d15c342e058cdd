import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Censurar GIF",
    summary: "Desenfoca, pixela o tapa partes de un GIF durante el tiempo que elijas.",
    messages: { resultTitle: "¡Tu GIF censurado está listo!", startOver: "Censurar otro GIF" },
  },
  "pt-BR": {
    name: "Censurar GIF",
    summary: "Desfoque, pixelize ou cubra partes de um GIF pelo tempo que você escolher.",
    messages: { resultTitle: "Seu GIF censurado está pronto!", startOver: "Censurar outro GIF" },
  },
  fr: {
    name: "Flouter un GIF",
    summary:
      "Floutez, pixelisez ou masquez des zones d'un GIF, chacune aussi longtemps que vous voulez.",
    messages: { resultTitle: "Votre GIF censuré est prêt !", startOver: "Censurer un autre GIF" },
  },
  de: {
    name: "GIF zensieren",
    summary: "Verpixle, verwische oder überdecke Teile eines GIFs, jeweils so lange du willst.",
    messages: {
      resultTitle: "Dein zensiertes GIF ist fertig!",
      startOver: "Ein weiteres GIF zensieren",
    },
  },
  it: {
    name: "Censura GIF",
    summary: "Sfoca, pixela o copri parti di una GIF, ciascuna per il tempo che scegli.",
    messages: { resultTitle: "La tua GIF censurata è pronta!", startOver: "Censura un'altra GIF" },
  },
  ja: {
    name: "GIF のモザイク",
    summary: "GIF の一部に、好きな時間だけぼかし、モザイク、黒塗りをかけます。",
    messages: {
      resultTitle: "ぼかしを入れた GIF ができました！",
      startOver: "別の GIF にぼかしを入れる",
    },
  },
  id: {
    name: "Sensor GIF",
    summary: "Blur, pikselkan, atau tutupi bagian GIF, masing-masing selama yang kamu mau.",
    messages: { resultTitle: "GIF yang disensor sudah jadi!", startOver: "Sensor GIF lain" },
  },
} satisfies ToolTranslations;
