import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Redimensionar GIF",
    summary: "Cambia el ancho y el alto de un GIF sin alterar los tiempos de sus fotogramas.",
    fineTuneLabel: "Redimensionar",
    messages: {
      resultTitle: "¡Tu GIF redimensionado está listo!",
      startOver: "Redimensionar otro GIF",
    },
  },
  "pt-BR": {
    name: "Redimensionar GIF",
    summary: "Mude a largura e a altura de um GIF sem alterar o tempo de cada quadro.",
    fineTuneLabel: "Redimensionar",
    messages: {
      resultTitle: "Seu GIF redimensionado está pronto!",
      startOver: "Redimensionar outro GIF",
    },
  },
  fr: {
    name: "Redimensionner un GIF",
    summary: "Changez la largeur et la hauteur d'un GIF sans toucher à la durée de ses images.",
    fineTuneLabel: "Redimensionner",
    messages: {
      resultTitle: "Votre GIF redimensionné est prêt !",
      startOver: "Redimensionner un autre GIF",
    },
  },
  de: {
    name: "GIF-Größe ändern",
    summary: "Ändere Breite und Höhe eines GIFs, ohne das Timing der Frames zu verändern.",
    fineTuneLabel: "Größe ändern",
    messages: {
      resultTitle: "Dein GIF in neuer Größe ist fertig!",
      startOver: "Größe eines weiteren GIFs ändern",
    },
  },
  it: {
    name: "Ridimensiona GIF",
    summary: "Cambia larghezza e altezza di una GIF mantenendo i tempi di ogni fotogramma.",
    fineTuneLabel: "Ridimensiona",
    messages: {
      resultTitle: "La tua GIF ridimensionata è pronta!",
      startOver: "Ridimensiona un'altra GIF",
    },
  },
  ja: {
    name: "GIF のリサイズ",
    summary: "各フレームのタイミングを保ったまま、GIF の幅と高さを変更します。",
    fineTuneLabel: "リサイズ",
    messages: { resultTitle: "リサイズした GIF ができました！", startOver: "別の GIF をリサイズ" },
  },
  id: {
    name: "Ubah Ukuran GIF",
    summary: "Ubah lebar dan tinggi GIF tanpa mengubah waktu tiap frame.",
    fineTuneLabel: "Ubah ukuran",
    messages: {
      resultTitle: "GIF yang diubah ukurannya sudah jadi!",
      startOver: "Ubah ukuran GIF lain",
    },
  },
} satisfies ToolTranslations;
