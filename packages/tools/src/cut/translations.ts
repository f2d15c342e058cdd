import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: { name: "Cortar GIF", summary: "Acorta un GIF a un intervalo de tiempo o de fotogramas." },
  "pt-BR": { name: "Aparar GIF", summary: "Apare um GIF em um intervalo de tempo ou de quadros." },
  fr: {
    name: "Couper un GIF",
    summary: "Raccourcissez un GIF à un intervalle de temps ou d'images.",
  },
  de: { name: "GIF kürzen", summary: "Kürze ein GIF auf einen Zeit- oder Frame-Bereich." },
  it: { name: "Taglia GIF", summary: "Accorcia una GIF a un intervallo di tempo o di fotogrammi." },
  ja: { name: "GIF のカット", summary: "GIF を時間範囲またはフレーム範囲で切り詰めます。" },
  id: { name: "Pangkas GIF", summary: "Pangkas GIF ke rentang waktu atau rentang frame tertentu." },
} satisfies ToolTranslations;
