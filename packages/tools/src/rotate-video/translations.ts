import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Girar vídeo",
    summary: "Gira un vídeo 90°, 180° o 270°, o refléjalo, conservando el sonido.",
  },
  "pt-BR": {
    name: "Girar vídeo",
    summary: "Gire um vídeo em 90°, 180° ou 270°, ou espelhe-o, mantendo o som.",
  },
  fr: {
    name: "Pivoter une vidéo",
    summary: "Faites pivoter une vidéo de 90°, 180° ou 270°, ou retournez-la, en gardant le son.",
  },
  de: {
    name: "Video drehen",
    summary: "Dreh ein Video um 90°, 180° oder 270° oder spiegle es, mit Ton.",
  },
  it: {
    name: "Ruota video",
    summary: "Ruota un video di 90°, 180° o 270°, o specchialo, mantenendo l'audio.",
  },
  ja: {
    name: "動画の回転",
    summary: "音声はそのままに、動画を 90°、180°、270° 回転、または反転します。",
  },
  id: {
    name: "Putar Video",
    summary: "Putar video 90°, 180°, atau 270°, atau cerminkan, dengan suara tetap ada.",
  },
} satisfies ToolTranslations;
