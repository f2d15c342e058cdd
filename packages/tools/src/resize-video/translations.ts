import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Redimensionar vídeo",
    summary:
      "Haz un vídeo más pequeño (o más grande) en píxeles, sin cambiar su forma ni su sonido.",
    messages: {
      resultTitle: "¡Tu vídeo redimensionado está listo!",
      startOver: "Elegir otro vídeo",
    },
  },
  "pt-BR": {
    name: "Redimensionar vídeo",
    summary: "Deixe um vídeo menor (ou maior) em pixels, mantendo o formato e o som.",
    messages: {
      resultTitle: "Seu vídeo redimensionado está pronto!",
      startOver: "Escolher outro vídeo",
    },
  },
  fr: {
    name: "Redimensionner une vidéo",
    summary:
      "Rendez une vidéo plus petite (ou plus grande) en pixels, sans changer ses proportions ni le son.",
    messages: {
      resultTitle: "Votre vidéo redimensionnée est prête !",
      startOver: "Choisir une autre vidéo",
    },
  },
  de: {
    name: "Videogröße ändern",
    summary:
      "Mach ein Video in Pixeln kleiner (oder größer), Seitenverhältnis und Ton bleiben erhalten.",
    messages: {
      resultTitle: "Dein Video in neuer Größe ist fertig!",
      startOver: "Anderes Video wählen",
    },
  },
  it: {
    name: "Ridimensiona video",
    summary: "Rendi un video più piccolo (o più grande) in pixel, mantenendo proporzioni e audio.",
    messages: {
      resultTitle: "Il tuo video ridimensionato è pronto!",
      startOver: "Scegli un altro video",
    },
  },
  ja: {
    name: "動画のリサイズ",
    summary: "縦横比と音声を保ったまま、動画のピクセルサイズを小さく（または大きく）します。",
    messages: { resultTitle: "リサイズした動画ができました！", startOver: "別の動画を選ぶ" },
  },
  id: {
    name: "Ubah Ukuran Video",
    summary: "Perkecil (atau perbesar) video dalam piksel, dengan bentuk dan suaranya tetap.",
    messages: {
      resultTitle: "Video yang diubah ukurannya sudah jadi!",
      startOver: "Pilih video lain",
    },
  },
} satisfies ToolTranslations;
