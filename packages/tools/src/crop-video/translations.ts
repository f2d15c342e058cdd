import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Recortar el encuadre de un vídeo",
    summary: "Recorta un vídeo a un recuadro: cuadrado, 4:5, 9:16 o 16:9, sin perder el sonido.",
    messages: { resultTitle: "¡Tu vídeo recortado está listo!", startOver: "Elegir otro vídeo" },
  },
  "pt-BR": {
    name: "Cortar vídeo",
    summary: "Corte um vídeo num quadro: quadrado, 4:5, 9:16 ou 16:9, mantendo o som.",
    messages: { resultTitle: "Seu vídeo cortado está pronto!", startOver: "Escolher outro vídeo" },
  },
  fr: {
    name: "Rogner une vidéo",
    summary: "Rognez une vidéo dans un cadre : carré, 4:5, 9:16 ou 16:9, en gardant le son.",
    messages: {
      resultTitle: "Votre vidéo rognée est prête !",
      startOver: "Choisir une autre vidéo",
    },
  },
  de: {
    name: "Video zuschneiden",
    summary: "Schneide ein Video auf einen Rahmen zu: quadratisch, 4:5, 9:16 oder 16:9, mit Ton.",
    messages: {
      resultTitle: "Dein zugeschnittenes Video ist fertig!",
      startOver: "Anderes Video wählen",
    },
  },
  it: {
    name: "Ritaglia video",
    summary: "Ritaglia un video in un riquadro: quadrato, 4:5, 9:16 o 16:9, mantenendo l'audio.",
    messages: {
      resultTitle: "Il tuo video ritagliato è pronto!",
      startOver: "Scegli un altro video",
    },
  },
  ja: {
    name: "動画の切り抜き",
    summary: "動画を正方形・4:5・9:16・16:9 などの枠に切り抜きます。音声はそのまま残ります。",
    messages: { resultTitle: "切り抜いた動画ができました！", startOver: "別の動画を選ぶ" },
  },
  id: {
    name: "Potong Video",
    summary: "Potong video ke sebuah kotak: persegi, 4:5, 9:16, atau 16:9, dengan suaranya tetap.",
    messages: { resultTitle: "Video yang dipotong sudah jadi!", startOver: "Pilih video lain" },
  },
} satisfies ToolTranslations;
