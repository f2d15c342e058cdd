import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Optimizar GIF",
    summary: "Reduce el peso de un GIF con controles de color, compresión con pérdida y tramado.",
    fineTuneLabel: "Optimizar",
  },
  "pt-BR": {
    name: "Otimizar GIF",
    summary: "Deixe um GIF mais leve com controles de cores, compressão com perdas e pontilhado.",
    fineTuneLabel: "Otimizar",
  },
  fr: {
    name: "Optimiser un GIF",
    summary: "Allégez un GIF en réglant les couleurs, la compression avec perte et le tramage.",
    fineTuneLabel: "Optimiser",
  },
  de: {
    name: "GIF optimieren",
    summary:
      "Mach ein GIF kleiner mit Reglern für Farben, verlustbehaftete Kompression und Dithering.",
    fineTuneLabel: "Optimieren",
  },
  it: {
    name: "Ottimizza GIF",
    summary: "Rendi una GIF più leggera regolando colori, compressione con perdita e dithering.",
    fineTuneLabel: "Ottimizza",
  },
  ja: {
    name: "GIF の最適化",
    summary: "色数、非可逆圧縮、ディザリングを調整して GIF のファイルサイズを小さくします。",
    fineTuneLabel: "最適化",
  },
  id: {
    name: "Optimalkan GIF",
    summary: "Perkecil ukuran GIF dengan pengaturan warna, kompresi lossy, dan dithering.",
    fineTuneLabel: "Optimalkan",
  },
} satisfies ToolTranslations;
