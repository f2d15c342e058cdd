import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Convertir GIF",
    summary:
      "Convierte un GIF en MP4, WebP animado, APNG, AVIF animado o WebM con los mismos tiempos.",
  },
  "pt-BR": {
    name: "Converter GIF",
    summary:
      "Transforme um GIF em MP4, WebP animado, APNG, AVIF animado ou WebM com o mesmo tempo.",
  },
  fr: {
    name: "Convertir un GIF",
    summary: "Convertissez un GIF en MP4, WebP animé, APNG, AVIF animé ou WebM, au même rythme.",
  },
  de: {
    name: "GIF umwandeln",
    summary:
      "Wandle ein GIF in MP4, animiertes WebP, APNG, animiertes AVIF oder WebM um, mit gleichem Timing.",
  },
  it: {
    name: "Converti GIF",
    summary:
      "Trasforma una GIF in MP4, WebP animato, APNG, AVIF animato o WebM con gli stessi tempi.",
  },
  ja: {
    name: "GIF の変換",
    summary:
      "GIF を同じタイミングのまま MP4、アニメーション WebP、APNG、アニメーション AVIF、WebM に変換します。",
  },
  id: {
    name: "Konversi GIF",
    summary:
      "Ubah GIF menjadi MP4, WebP animasi, APNG, AVIF animasi, atau WebM dengan waktu yang sama.",
  },
} satisfies ToolTranslations;
