import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Añadir texto a un vídeo",
    summary:
      "Escribe un rótulo o un título en un vídeo, con sus tiempos, fundido o deslizado, sin perder el sonido.",
    messages: { resultTitle: "¡Tu vídeo con texto está listo!", startOver: "Elegir otro vídeo" },
  },
  "pt-BR": {
    name: "Adicionar texto ao vídeo",
    summary:
      "Escreva uma legenda ou um título no vídeo, com tempo, esmaecer ou deslizar, mantendo o som.",
    messages: {
      resultTitle: "Seu vídeo com texto está pronto!",
      startOver: "Escolher outro vídeo",
    },
  },
  fr: {
    name: "Ajouter du texte à une vidéo",
    summary:
      "Écrivez une légende ou un titre sur une vidéo, minuté, en fondu ou glissé, en gardant le son.",
    messages: {
      resultTitle: "Votre vidéo avec texte est prête !",
      startOver: "Choisir une autre vidéo",
    },
  },
  de: {
    name: "Text zu Video hinzufügen",
    summary:
      "Schreib eine Bildunterschrift oder einen Titel ins Video, zeitgesteuert, ein- oder hochgleitend, mit Ton.",
    messages: { resultTitle: "Dein Video mit Text ist fertig!", startOver: "Anderes Video wählen" },
  },
  it: {
    name: "Aggiungi testo al video",
    summary:
      "Scrivi una didascalia o un titolo su un video, a tempo, in dissolvenza o a scorrimento, con l'audio.",
    messages: {
      resultTitle: "Il tuo video con testo è pronto!",
      startOver: "Scegli un altro video",
    },
  },
  ja: {
    name: "動画に文字入れ",
    summary:
      "動画にキャプションやタイトルを入れます。表示時間、フェードやスライドも指定でき、音声はそのまま。",
    messages: { resultTitle: "文字入りの動画ができました！", startOver: "別の動画を選ぶ" },
  },
  id: {
    name: "Tambah Teks ke Video",
    summary:
      "Tulis keterangan atau judul di video, dengan waktu, efek memudar atau geser naik, suaranya tetap.",
    messages: { resultTitle: "Video dengan teks kamu sudah jadi!", startOver: "Pilih video lain" },
  },
} satisfies ToolTranslations;
