import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Unir GIF",
    summary: "Une GIF uno tras otro o lado a lado, cada uno con sus propios tiempos.",
  },
  "pt-BR": {
    name: "Juntar GIFs",
    summary: "Junte GIFs um após o outro ou lado a lado, cada um com seu próprio tempo.",
  },
  fr: {
    name: "Assembler des GIF",
    summary: "Enchaînez des GIF ou placez-les côte à côte, chacun gardant son propre rythme.",
  },
  de: {
    name: "GIFs kombinieren",
    summary: "Füge GIFs nacheinander oder nebeneinander zusammen, jedes mit eigenem Timing.",
  },
  it: {
    name: "Unisci GIF",
    summary: "Unisci più GIF una dopo l'altra o affiancate, ognuna con i propri tempi.",
  },
  ja: {
    name: "GIF の結合",
    summary: "複数の GIF を順番に、または横並びにつなげます。それぞれのタイミングはそのままです。",
  },
  id: {
    name: "Gabung GIF",
    summary: "Gabungkan GIF berurutan atau berdampingan, masing-masing dengan waktunya sendiri.",
  },
} satisfies ToolTranslations;
