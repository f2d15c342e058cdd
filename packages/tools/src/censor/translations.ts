import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Censurar GIF",
    summary: "Desenfoca, pixela o tapa partes de un GIF durante el tiempo que elijas.",
  },
  "pt-BR": {
    name: "Censurar GIF",
    summary: "Desfoque, pixelize ou cubra partes de um GIF pelo tempo que você escolher.",
  },
  fr: {
    name: "Flouter un GIF",
    summary:
      "Floutez, pixelisez ou masquez des zones d'un GIF, chacune aussi longtemps que vous voulez.",
  },
  de: {
    name: "GIF zensieren",
    summary: "Verpixle, verwische oder überdecke Teile eines GIFs, jeweils so lange du willst.",
  },
  it: {
    name: "Censura GIF",
    summary: "Sfoca, pixela o copri parti di una GIF, ciascuna per il tempo che scegli.",
  },
  ja: {
    name: "GIF のモザイク",
    summary: "GIF の一部に、好きな時間だけぼかし、モザイク、黒塗りをかけます。",
  },
  id: {
    name: "Sensor GIF",
    summary: "Blur, pikselkan, atau tutupi bagian GIF, masing-masing selama yang kamu mau.",
  },
} satisfies ToolTranslations;
