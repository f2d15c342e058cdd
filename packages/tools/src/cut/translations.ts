import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Cortar GIF",
    summary: "Acorta un GIF a un intervalo de tiempo o de fotogramas.",
    messages: { resultTitle: "¡Tu GIF cortado está listo!", startOver: "Cortar otro GIF" },
  },
  "pt-BR": {
    name: "Aparar GIF",
    summary: "Apare um GIF em um intervalo de tempo ou de quadros.",
    messages: { resultTitle: "Seu GIF aparado está pronto!", startOver: "Aparar outro GIF" },
  },
  fr: {
    name: "Couper un GIF",
    summary: "Raccourcissez un GIF à un intervalle de temps ou d'images.",
    messages: { resultTitle: "Votre GIF coupé est prêt !", startOver: "Couper un autre GIF" },
  },
  de: {
    name: "GIF kürzen",
    summary: "Kürze ein GIF auf einen Zeit- oder Frame-Bereich.",
    messages: {
      resultTitle: "Dein gekürztes GIF ist fertig!",
      startOver: "Ein weiteres GIF kürzen",
    },
  },
  it: {
    name: "Taglia GIF",
    summary: "Accorcia una GIF a un intervallo di tempo o di fotogrammi.",
    messages: { resultTitle: "La tua GIF tagliata è pronta!", startOver: "Taglia un'altra GIF" },
  },
  ja: {
    name: "GIF のカット",
    summary: "GIF を時間範囲またはフレーム範囲で切り詰めます。",
    messages: { resultTitle: "カットした GIF ができました！", startOver: "別の GIF をカット" },
  },
  id: {
    name: "Pangkas GIF",
    summary: "Pangkas GIF ke rentang waktu atau rentang frame tertentu.",
    messages: { resultTitle: "GIF yang dipangkas sudah jadi!", startOver: "Pangkas GIF lain" },
  },
} satisfies ToolTranslations;
