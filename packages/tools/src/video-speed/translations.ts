import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Cambiar la velocidad de un vídeo",
    summary:
      "Reproduce un vídeo más rápido o más lento, de 0,25× a 4×, sin cambiar el tono del sonido.",
  },
  "pt-BR": {
    name: "Mudar a velocidade do vídeo",
    summary: "Deixe um vídeo mais rápido ou mais lento, de 0,25× a 4×, sem mudar o tom do som.",
  },
  fr: {
    name: "Changer la vitesse d'une vidéo",
    summary: "Accélérez ou ralentissez une vidéo, de 0,25× à 4×, sans changer la hauteur du son.",
  },
  de: {
    name: "Videotempo ändern",
    summary:
      "Spiel ein Video schneller oder langsamer ab, 0,25× bis 4×, der Ton behält seine Tonhöhe.",
  },
  it: {
    name: "Cambia velocità video",
    summary:
      "Riproduci un video più veloce o più lento, da 0,25× a 4×, senza alterare il tono dell'audio.",
  },
  ja: {
    name: "動画の速度変更",
    summary: "動画を 0.25× から 4× の速さで再生します。音声の高さは変わりません。",
  },
  id: {
    name: "Ubah Kecepatan Video",
    summary: "Putar video lebih cepat atau lambat, 0,25× hingga 4×, dengan nada suara tetap.",
  },
} satisfies ToolTranslations;
