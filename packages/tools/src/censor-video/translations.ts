import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Difuminar vídeo",
    summary:
      "Difumina o pixela una cara, una matrícula o una pantalla de un vídeo, en los segundos que elijas.",
  },
  "pt-BR": {
    name: "Desfocar vídeo",
    summary:
      "Desfoque ou pixelize um rosto, uma placa ou uma tela de um vídeo, nos segundos que você escolher.",
  },
  fr: {
    name: "Flouter une vidéo",
    summary:
      "Floutez ou pixelisez un visage, une plaque ou un écran dans une vidéo, aux secondes choisies.",
  },
  de: {
    name: "Video verpixeln",
    summary:
      "Verwische oder verpixle ein Gesicht, ein Kennzeichen oder einen Bildschirm im Video, für die Sekunden, die du wählst.",
  },
  it: {
    name: "Sfoca video",
    summary:
      "Sfoca o pixela un volto, una targa o uno schermo in un video, per i secondi che scegli.",
  },
  ja: {
    name: "動画にぼかし",
    summary: "動画の顔やナンバープレート、画面に、選んだ秒数だけぼかしやモザイクをかけます。",
  },
  id: {
    name: "Blur video",
    summary:
      "Blur atau pikselkan wajah, pelat nomor, atau layar di video, selama detik yang kamu pilih.",
  },
} satisfies ToolTranslations;
