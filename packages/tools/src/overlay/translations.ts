import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Superponer imagen",
    summary:
      "Coloca un logotipo, una marca de agua o un sticker, fijo o animado, en todo el GIF o en parte.",
  },
  "pt-BR": {
    name: "Sobrepor imagem",
    summary:
      "Coloque um logo, marca d'água ou figurinha, estático ou animado, no GIF todo ou em parte dele.",
  },
  fr: {
    name: "Superposer une image",
    summary:
      "Ajoutez un logo, un filigrane ou un sticker, fixe ou animé, sur tout ou partie d'un GIF.",
  },
  de: {
    name: "Bild überlagern",
    summary:
      "Setz ein Logo, Wasserzeichen oder Sticker, fest oder animiert, auf ein ganzes GIF oder einen Teil.",
  },
  it: {
    name: "Sovrapponi immagine",
    summary:
      "Metti un logo, una filigrana o uno sticker, fisso o animato, su tutta la GIF o su una parte.",
  },
  ja: {
    name: "画像の重ね合わせ",
    summary:
      "ロゴ、透かし、ステッカー（静止画・アニメーション）を GIF の全体または一部に重ねます。",
  },
  id: {
    name: "Tumpuk Gambar",
    summary:
      "Tempel logo, watermark, atau stiker, diam atau animasi, di seluruh atau sebagian GIF.",
  },
} satisfies ToolTranslations;
