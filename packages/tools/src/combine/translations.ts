import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Unir GIF",
    summary: "Une GIF uno tras otro o lado a lado, cada uno con sus propios tiempos.",
    messages: { resultTitle: "¡Tu GIF combinado está listo!", startOver: "Combinar otros GIF" },
  },
  "pt-BR": {
    name: "Juntar GIFs",
    summary: "Junte GIFs um após o outro ou lado a lado, cada um com seu próprio tempo.",
    messages: { resultTitle: "Seu GIF combinado está pronto!", startOver: "Combinar outros GIFs" },
  },
  fr: {
    name: "Assembler des GIF",
    summary: "Enchaînez des GIF ou placez-les côte à côte, chacun gardant son propre rythme.",
    messages: { resultTitle: "Votre GIF combiné est prêt !", startOver: "Combiner d'autres GIF" },
  },
  de: {
    name: "GIFs kombinieren",
    summary: "Füge GIFs nacheinander oder nebeneinander zusammen, jedes mit eigenem Timing.",
    messages: {
      resultTitle: "Dein kombiniertes GIF ist fertig!",
      startOver: "Andere GIFs kombinieren",
    },
  },
  it: {
    name: "Unisci GIF",
    summary: "Unisci più GIF una dopo l'altra o affiancate, ognuna con i propri tempi.",
    messages: { resultTitle: "La tua GIF combinata è pronta!", startOver: "Unisci altre GIF" },
  },
  ja: {
    name: "GIF の結合",
    summary: "複数の GIF を順番に、または横並びにつなげます。それぞれのタイミングはそのままです。",
    messages: { resultTitle: "結合した GIF ができました！", startOver: "別の GIF を結合" },
  },
  id: {
    name: "Gabung GIF",
    summary: "Gabungkan GIF berurutan atau berdampingan, masing-masing dengan waktunya sendiri.",
    messages: { resultTitle: "GIF gabungan kamu sudah jadi!", startOver: "Gabungkan GIF lain" },
  },
} satisfies ToolTranslations;
