import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Separar en fotogramas",
    summary:
      "Guarda cada fotograma de un GIF o de un clip de vídeo como PNG o JPG, en un solo ZIP.",
    messages: { resultTitle: "¡Tus fotogramas están listos!", startOver: "Dividir otro archivo" },
  },
  "pt-BR": {
    name: "Separar em quadros",
    summary: "Salve cada quadro de um GIF ou clipe de vídeo como PNG ou JPG, num único ZIP.",
    messages: { resultTitle: "Seus quadros estão prontos!", startOver: "Dividir outro arquivo" },
  },
  fr: {
    name: "Extraire les images",
    summary:
      "Enregistrez chaque image d'un GIF ou d'un extrait vidéo en PNG ou JPG, dans un seul ZIP.",
    messages: { resultTitle: "Vos images sont prêtes !", startOver: "Découper un autre fichier" },
  },
  de: {
    name: "In Frames zerlegen",
    summary:
      "Speichere jedes Frame eines GIFs oder Videoclips als PNG oder JPG, in einer ZIP-Datei.",
    messages: {
      resultTitle: "Deine Frames sind fertig!",
      startOver: "Eine weitere Datei zerlegen",
    },
  },
  it: {
    name: "Dividi in fotogrammi",
    summary:
      "Salva ogni fotogramma di una GIF o di una clip video come PNG o JPG, in un unico ZIP.",
    messages: { resultTitle: "I tuoi fotogrammi sono pronti!", startOver: "Dividi un altro file" },
  },
  ja: {
    name: "フレームに分割",
    summary: "GIF や動画クリップの全フレームを PNG または JPG として、1 つの ZIP に保存します。",
    messages: { resultTitle: "フレームができました！", startOver: "別のファイルを分割" },
  },
  id: {
    name: "Pisah jadi Frame",
    summary: "Simpan setiap frame GIF atau klip video sebagai PNG atau JPG, dalam satu ZIP.",
    messages: { resultTitle: "Frame kamu sudah jadi!", startOver: "Pisahkan file lain" },
  },
} satisfies ToolTranslations;
