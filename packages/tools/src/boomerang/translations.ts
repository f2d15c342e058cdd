import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "GIF bumerán",
    summary: "Reproduce un GIF hacia delante y luego hacia atrás, para un bucle sin saltos.",
  },
  "pt-BR": {
    name: "GIF bumerangue",
    summary: "Toque um GIF para frente e depois para trás, num loop sem cortes.",
  },
  fr: {
    name: "GIF boomerang",
    summary: "Lisez un GIF à l'endroit puis à l'envers, pour une boucle sans à-coup.",
  },
  de: {
    name: "Boomerang-GIF",
    summary: "Spiel ein GIF vorwärts und dann rückwärts ab, für eine Schleife ohne Sprung.",
  },
  it: {
    name: "GIF boomerang",
    summary: "Riproduci una GIF in avanti e poi all'indietro, per un loop senza salti.",
  },
  ja: {
    name: "ブーメラン GIF",
    summary: "GIF を順再生してから逆再生し、つなぎ目のないループにします。",
  },
  id: {
    name: "GIF Bumerang",
    summary: "Putar GIF maju lalu mundur, untuk loop yang mulus tanpa lompatan.",
  },
} satisfies ToolTranslations;
