import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Invertir vídeo",
    summary: "Reproduce un vídeo al revés, con el sonido invertido también.",
  },
  "pt-BR": {
    name: "Inverter vídeo",
    summary: "Toque um vídeo de trás para frente, com o som invertido junto.",
  },
  fr: {
    name: "Inverser une vidéo",
    summary: "Lisez une vidéo à l'envers, le son inversé avec elle.",
  },
  de: { name: "Video rückwärts", summary: "Spiel ein Video rückwärts ab, den Ton gleich mit." },
  it: {
    name: "Video al contrario",
    summary: "Riproduci un video al contrario, con l'audio invertito insieme.",
  },
  ja: { name: "動画の逆再生", summary: "動画を音声ごと逆再生します。" },
  id: { name: "Balik Video", summary: "Putar video mundur, suaranya ikut terbalik." },
} satisfies ToolTranslations;
