import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Recortar GIF",
    summary:
      "Quédate con la parte que importa usando un marco de recorte y proporciones predefinidas.",
    fineTuneLabel: "Recortar",
  },
  "pt-BR": {
    name: "Cortar GIF",
    summary: "Fique só com a parte que importa, com uma caixa de corte e proporções prontas.",
    fineTuneLabel: "Cortar",
  },
  fr: {
    name: "Rogner un GIF",
    summary: "Gardez l'essentiel grâce à un cadre de rognage et des formats prédéfinis.",
    fineTuneLabel: "Rogner",
  },
  de: {
    name: "GIF zuschneiden",
    summary: "Schneide mit Rahmen und Seitenverhältnis-Vorlagen den wichtigen Teil heraus.",
    fineTuneLabel: "Zuschneiden",
  },
  it: {
    name: "Ritaglia GIF",
    summary: "Tieni solo la parte che conta con un riquadro di ritaglio e proporzioni predefinite.",
    fineTuneLabel: "Ritaglia",
  },
  ja: {
    name: "GIF の切り抜き",
    summary: "切り抜き枠と縦横比のプリセットで、必要な部分だけを残します。",
    fineTuneLabel: "切り抜き",
  },
  id: {
    name: "Potong GIF",
    summary: "Ambil bagian yang penting dengan kotak potong dan preset rasio aspek.",
    fineTuneLabel: "Potong",
  },
} satisfies ToolTranslations;
