import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Convertir vídeo",
    summary: "Pasa un vídeo a MP4, WebM, MOV o GIF, conservando su sonido.",
    messages: {
      resultTitle: "¡Tu archivo convertido está listo!",
      startOver: "Convertir otro vídeo",
    },
  },
  "pt-BR": {
    name: "Converter vídeo",
    summary: "Transforme um vídeo em MP4, WebM, MOV ou GIF, mantendo o som.",
    messages: {
      resultTitle: "Seu arquivo convertido está pronto!",
      startOver: "Converter outro vídeo",
    },
  },
  fr: {
    name: "Convertir une vidéo",
    summary: "Transformez une vidéo en MP4, WebM, MOV ou GIF, son compris.",
    messages: {
      resultTitle: "Votre fichier converti est prêt !",
      startOver: "Convertir une autre vidéo",
    },
  },
  de: {
    name: "Video umwandeln",
    summary: "Mach aus einem Video ein MP4, WebM, MOV oder GIF, der Ton bleibt erhalten.",
    messages: {
      resultTitle: "Deine umgewandelte Datei ist fertig!",
      startOver: "Weiteres Video umwandeln",
    },
  },
  it: {
    name: "Converti video",
    summary: "Trasforma un video in MP4, WebM, MOV o GIF, mantenendo l'audio.",
    messages: {
      resultTitle: "Il tuo file convertito è pronto!",
      startOver: "Converti un altro video",
    },
  },
  ja: {
    name: "動画の変換",
    summary: "動画を MP4・WebM・MOV・GIF に変換します。音声はそのまま残ります。",
    messages: { resultTitle: "変換したファイルができました！", startOver: "別の動画を変換" },
  },
  id: {
    name: "Konversi Video",
    summary: "Ubah video menjadi MP4, WebM, MOV, atau GIF, dengan suaranya tetap.",
    messages: {
      resultTitle: "File hasil konversi kamu sudah jadi!",
      startOver: "Konversi video lain",
    },
  },
} satisfies ToolTranslations;
