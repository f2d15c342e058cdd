import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Recortar vídeo",
    summary:
      "Quédate con la parte del vídeo que quieras, con su sonido: exacta, o rápida y sin perder calidad.",
  },
  "pt-BR": {
    name: "Aparar vídeo",
    summary:
      "Fique com a parte do vídeo que você quer, com o som: exata, ou rápida e sem perder qualidade.",
  },
  fr: {
    name: "Couper une vidéo",
    summary:
      "Gardez le passage voulu d'une vidéo, avec le son : au plus juste, ou en rapide sans perte.",
  },
  de: {
    name: "Video kürzen",
    summary:
      "Behalte den gewünschten Teil eines Videos samt Ton: exakt oder schnell ohne Qualitätsverlust.",
  },
  it: {
    name: "Taglia video",
    summary:
      "Tieni la parte del video che vuoi, con l'audio: precisa, oppure veloce e senza perdita di qualità.",
  },
  ja: {
    name: "動画のトリミング",
    summary:
      "音声付きで動画の必要な部分だけを残します。正確なカット、または画質を落とさない高速カット。",
  },
  id: {
    name: "Pangkas Video",
    summary:
      "Simpan bagian video yang kamu mau, dengan suaranya: tepat, atau cepat tanpa kehilangan kualitas.",
  },
} satisfies ToolTranslations;
