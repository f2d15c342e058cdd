import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Convertir GIF",
    summary:
      "Convierte un GIF en MP4, WebP animado, APNG, AVIF animado o WebM con los mismos tiempos.",
    messages: {
      resultTitle: "¡Tu archivo convertido está listo!",
      startOver: "Convertir otro GIF",
    },
  },
  "pt-BR": {
    name: "Converter GIF",
    summary:
      "Transforme um GIF em MP4, WebP animado, APNG, AVIF animado ou WebM com o mesmo tempo.",
    messages: {
      resultTitle: "Seu arquivo convertido está pronto!",
      startOver: "Converter outro GIF",
    },
  },
  fr: {
    name: "Convertir un GIF",
    summary: "Convertissez un GIF en MP4, WebP animé, APNG, AVIF animé ou WebM, au même rythme.",
    messages: {
      resultTitle: "Votre fichier converti est prêt !",
      startOver: "Convertir un autre GIF",
    },
  },
  de: {
    name: "GIF umwandeln",
    summary:
      "Wandle ein GIF in MP4, animiertes WebP, APNG, animiertes AVIF oder WebM um, mit gleichem Timing.",
    messages: {
      resultTitle: "Deine umgewandelte Datei ist fertig!",
      startOver: "Ein weiteres GIF umwandeln",
    },
  },
  it: {
    name: "Converti GIF",
    summary:
      "Trasforma una GIF in MP4, WebP animato, APNG, AVIF animato o WebM con gli stessi tempi.",
    messages: {
      resultTitle: "Il tuo file convertito è pronto!",
      startOver: "Converti un'altra GIF",
    },
  },
  ja: {
    name: "GIF の変換",
    summary:
      "GIF を同じタイミングのまま MP4、アニメーション WebP、APNG、アニメーション AVIF、WebM に変換します。",
    messages: { resultTitle: "変換したファイルができました！", startOver: "別の GIF を変換" },
  },
  id: {
    name: "Konversi GIF",
    summary:
      "Ubah GIF menjadi MP4, WebP animasi, APNG, AVIF animasi, atau WebM dengan waktu yang sama.",
    messages: { resultTitle: "File hasil konversi sudah jadi!", startOver: "Konversi GIF lain" },
  },
} satisfies ToolTranslations;
