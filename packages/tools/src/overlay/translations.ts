import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Superponer imagen",
    summary:
      "Coloca un logotipo, una marca de agua o un sticker, fijo o animado, en todo el GIF o en parte.",
    messages: {
      resultTitle: "¡Tu GIF con la superposición está listo!",
      startOver: "Superponer en otro GIF",
    },
  },
  "pt-BR": {
    name: "Sobrepor imagem",
    summary:
      "Coloque um logo, marca d'água ou figurinha, estático ou animado, no GIF todo ou em parte dele.",
    messages: {
      resultTitle: "Seu GIF com a sobreposição está pronto!",
      startOver: "Sobrepor em outro GIF",
    },
  },
  fr: {
    name: "Superposer une image",
    summary:
      "Ajoutez un logo, un filigrane ou un sticker, fixe ou animé, sur tout ou partie d'un GIF.",
    messages: {
      resultTitle: "Votre GIF avec sa superposition est prêt !",
      startOver: "Superposer sur un autre GIF",
    },
  },
  de: {
    name: "Bild überlagern",
    summary:
      "Setz ein Logo, Wasserzeichen oder Sticker, fest oder animiert, auf ein ganzes GIF oder einen Teil.",
    messages: {
      resultTitle: "Dein GIF mit Overlay ist fertig!",
      startOver: "Ein weiteres GIF überlagern",
    },
  },
  it: {
    name: "Sovrapponi immagine",
    summary:
      "Metti un logo, una filigrana o uno sticker, fisso o animato, su tutta la GIF o su una parte.",
    messages: {
      resultTitle: "La tua GIF con la sovrapposizione è pronta!",
      startOver: "Sovrapponi su un'altra GIF",
    },
  },
  ja: {
    name: "画像の重ね合わせ",
    summary:
      "ロゴ、透かし、ステッカー（静止画・アニメーション）を GIF の全体または一部に重ねます。",
    messages: { resultTitle: "重ねた GIF ができました！", startOver: "別の GIF に重ねる" },
  },
  id: {
    name: "Tumpuk Gambar",
    summary:
      "Tempel logo, watermark, atau stiker, diam atau animasi, di seluruh atau sebagian GIF.",
    messages: {
      resultTitle: "GIF dengan overlay sudah jadi!",
      startOver: "Beri overlay pada GIF lain",
    },
  },
} satisfies ToolTranslations;
