import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Sonido del vídeo",
    summary:
      "Silencia un vídeo, cambia su sonido por el de otro archivo o guárdalo como M4A o MP3.",
    messages: { resultTitle: "¡Tu archivo está listo!", startOver: "Elegir otro vídeo" },
  },
  "pt-BR": {
    name: "Áudio do vídeo",
    summary: "Tire o som de um vídeo, troque-o pelo de outro arquivo ou salve-o como M4A ou MP3.",
    messages: { resultTitle: "Seu arquivo está pronto!", startOver: "Escolher outro vídeo" },
  },
  fr: {
    name: "Son d'une vidéo",
    summary:
      "Coupez le son d'une vidéo, remplacez-le par celui d'un autre fichier ou enregistrez-le en M4A ou MP3.",
    messages: { resultTitle: "Votre fichier est prêt !", startOver: "Choisir une autre vidéo" },
  },
  de: {
    name: "Video-Ton",
    summary:
      "Schalte ein Video stumm, ersetze den Ton durch eine andere Datei oder speichere ihn als M4A oder MP3.",
    messages: { resultTitle: "Deine Datei ist fertig!", startOver: "Anderes Video wählen" },
  },
  it: {
    name: "Audio del video",
    summary:
      "Togli l'audio a un video, sostituiscilo con quello di un altro file o salvalo in M4A o MP3.",
    messages: { resultTitle: "Il tuo file è pronto!", startOver: "Scegli un altro video" },
  },
  ja: {
    name: "動画の音声",
    summary:
      "動画を無音にする、別のファイルの音声に差し替える、または音声を M4A・MP3 で保存します。",
    messages: { resultTitle: "ファイルができました！", startOver: "別の動画を選ぶ" },
  },
  id: {
    name: "Audio Video",
    summary:
      "Bisukan video, ganti suaranya dengan file lain, atau simpan suaranya sebagai M4A atau MP3.",
    messages: { resultTitle: "File kamu sudah jadi!", startOver: "Pilih video lain" },
  },
} satisfies ToolTranslations;
