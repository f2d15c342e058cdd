import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Vídeo en bucle",
    summary: "Repite un vídeo de 2 a 20 veces, o hasta una duración en segundos, con su sonido.",
    messages: { resultTitle: "¡Tu vídeo en bucle está listo!", startOver: "Elegir otro vídeo" },
  },
  "pt-BR": {
    name: "Vídeo em loop",
    summary: "Repita um vídeo de 2 a 20 vezes, ou até uma duração em segundos, com o som.",
    messages: { resultTitle: "Seu vídeo em loop está pronto!", startOver: "Escolher outro vídeo" },
  },
  fr: {
    name: "Vidéo en boucle",
    summary: "Répétez une vidéo de 2 à 20 fois, ou jusqu'à une durée en secondes, son compris.",
    messages: {
      resultTitle: "Votre vidéo en boucle est prête !",
      startOver: "Choisir une autre vidéo",
    },
  },
  de: {
    name: "Video in Schleife",
    summary: "Wiederhole ein Video 2- bis 20-mal oder bis zu einer Länge in Sekunden, samt Ton.",
    messages: {
      resultTitle: "Dein Video in Schleife ist fertig!",
      startOver: "Anderes Video wählen",
    },
  },
  it: {
    name: "Video in loop",
    summary: "Ripeti un video da 2 a 20 volte, o fino a una durata in secondi, con il suo audio.",
    messages: { resultTitle: "Il tuo video in loop è pronto!", startOver: "Scegli un altro video" },
  },
  ja: {
    name: "動画のループ",
    summary: "動画を音声ごと 2〜20 回、または指定した秒数になるまで繰り返します。",
    messages: { resultTitle: "ループした動画ができました！", startOver: "別の動画を選ぶ" },
  },
  id: {
    name: "Ulangi Video",
    summary: "Ulangi video 2 sampai 20 kali, atau sampai durasi dalam detik, bersama suaranya.",
    messages: { resultTitle: "Video loop kamu sudah jadi!", startOver: "Pilih video lain" },
  },
} satisfies ToolTranslations;
