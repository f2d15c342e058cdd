import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Girar y voltear GIF",
    summary: "Gira un GIF 90°, 180° o 270°, o refléjalo, sin pérdida de calidad.",
    messages: { resultTitle: "¡Tu GIF girado está listo!", startOver: "Girar otro GIF" },
  },
  "pt-BR": {
    name: "Girar e espelhar GIF",
    summary: "Gire um GIF em 90°, 180° ou 270°, ou espelhe-o, sem perda de qualidade.",
    messages: { resultTitle: "Seu GIF girado está pronto!", startOver: "Girar outro GIF" },
  },
  fr: {
    name: "Pivoter et retourner un GIF",
    summary: "Faites pivoter un GIF de 90°, 180° ou 270°, ou retournez-le, sans perte.",
    messages: {
      resultTitle: "Votre GIF pivoté est prêt !",
      startOver: "Faire pivoter un autre GIF",
    },
  },
  de: {
    name: "GIF drehen & spiegeln",
    summary: "Dreh ein GIF um 90°, 180° oder 270° oder spiegle es, verlustfrei.",
    messages: {
      resultTitle: "Dein gedrehtes GIF ist fertig!",
      startOver: "Ein weiteres GIF drehen",
    },
  },
  it: {
    name: "Ruota e capovolgi GIF",
    summary: "Ruota una GIF di 90°, 180° o 270°, o specchiala, senza perdita di qualità.",
    messages: { resultTitle: "La tua GIF ruotata è pronta!", startOver: "Ruota un'altra GIF" },
  },
  ja: {
    name: "GIF の回転・反転",
    summary: "GIF を 90°、180°、270° 回転、または左右・上下に反転します。画質は劣化しません。",
    messages: { resultTitle: "回転した GIF ができました！", startOver: "別の GIF を回転" },
  },
  id: {
    name: "Putar & Balik GIF",
    summary: "Putar GIF 90°, 180°, atau 270°, atau cerminkan, tanpa mengurangi kualitas.",
    messages: { resultTitle: "GIF yang diputar sudah jadi!", startOver: "Putar GIF lain" },
  },
} satisfies ToolTranslations;
