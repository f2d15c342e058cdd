import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Vídeo a GIF",
    summary:
      "Recorta uno o varios momentos de un vídeo o un enlace y expórtalos como un GIF nítido.",
    startAction: "Convertir un vídeo",
    messages: { resultTitle: "¡Tu GIF está listo!", startOver: "Convertir otro vídeo" },
  },
  "pt-BR": {
    name: "Vídeo para GIF",
    summary: "Recorte um ou mais momentos de um vídeo ou link e exporte um GIF nítido.",
    startAction: "Converter um vídeo",
    messages: { resultTitle: "Seu GIF está pronto!", startOver: "Converter outro vídeo" },
  },
  fr: {
    name: "Vidéo en GIF",
    summary: "Extrayez un ou plusieurs passages d'une vidéo ou d'un lien et exportez un GIF net.",
    startAction: "Convertir une vidéo",
    messages: { resultTitle: "Votre GIF est prêt !", startOver: "Convertir une autre vidéo" },
  },
  de: {
    name: "Video zu GIF",
    summary:
      "Schneide einen oder mehrere Momente aus einem Video oder Link und exportiere ein scharfes GIF.",
    startAction: "Video umwandeln",
    messages: { resultTitle: "Dein GIF ist fertig!", startOver: "Ein weiteres Video umwandeln" },
  },
  it: {
    name: "Da video a GIF",
    summary: "Ritaglia uno o più momenti da un video o da un link ed esporta una GIF nitida.",
    startAction: "Converti un video",
    messages: { resultTitle: "La tua GIF è pronta!", startOver: "Converti un altro video" },
  },
  ja: {
    name: "動画から GIF",
    summary: "動画ファイルやリンクから 1 つ以上の場面を切り出し、鮮明な GIF に書き出します。",
    startAction: "動画を変換",
    messages: { resultTitle: "GIF ができました！", startOver: "別の動画を変換" },
  },
  id: {
    name: "Video ke GIF",
    summary:
      "Potong satu atau beberapa momen dari file video atau tautan, lalu ekspor jadi GIF yang tajam.",
    startAction: "Ubah video",
    messages: { resultTitle: "GIF kamu sudah jadi!", startOver: "Konversi video lain" },
  },
} satisfies ToolTranslations;
