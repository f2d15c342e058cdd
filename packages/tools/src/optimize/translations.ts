import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Optimizar GIF",
    summary: "Reduce el peso de un GIF con controles de color, compresión con pérdida y tramado.",
    helpQuickStart: {
      title: "Hacer un GIF más ligero",
      text: "Ajustes predefinidos para redes sociales, web y compresión máxima.",
    },
    fineTuneLabel: "Optimizar",
    messages: { resultTitle: "¡Tu GIF optimizado está listo!", startOver: "Optimizar otro GIF" },
  },
  "pt-BR": {
    name: "Otimizar GIF",
    summary: "Deixe um GIF mais leve com controles de cores, compressão com perdas e pontilhado.",
    helpQuickStart: {
      title: "Deixar um GIF mais leve",
      text: "Predefinições para redes sociais, web e compressão máxima.",
    },
    fineTuneLabel: "Otimizar",
    messages: { resultTitle: "Seu GIF otimizado está pronto!", startOver: "Otimizar outro GIF" },
  },
  fr: {
    name: "Optimiser un GIF",
    summary: "Allégez un GIF en réglant les couleurs, la compression avec perte et le tramage.",
    helpQuickStart: {
      title: "Alléger un GIF",
      text: "Des préréglages pour les réseaux sociaux, le web et la compression maximale.",
    },
    fineTuneLabel: "Optimiser",
    messages: { resultTitle: "Votre GIF optimisé est prêt !", startOver: "Optimiser un autre GIF" },
  },
  de: {
    name: "GIF optimieren",
    summary:
      "Mach ein GIF kleiner mit Reglern für Farben, verlustbehaftete Kompression und Dithering.",
    helpQuickStart: {
      title: "Ein GIF verkleinern",
      text: "Vorlagen für Social Media, das Web und maximale Kompression.",
    },
    fineTuneLabel: "Optimieren",
    messages: {
      resultTitle: "Dein optimiertes GIF ist fertig!",
      startOver: "Ein weiteres GIF optimieren",
    },
  },
  it: {
    name: "Ottimizza GIF",
    summary: "Rendi una GIF più leggera regolando colori, compressione con perdita e dithering.",
    helpQuickStart: {
      title: "Alleggerisci una GIF",
      text: "Preset per social, web e compressione massima.",
    },
    fineTuneLabel: "Ottimizza",
    messages: {
      resultTitle: "La tua GIF ottimizzata è pronta!",
      startOver: "Ottimizza un'altra GIF",
    },
  },
  ja: {
    name: "GIF の最適化",
    summary: "色数、非可逆圧縮、ディザリングを調整して GIF のファイルサイズを小さくします。",
    helpQuickStart: { title: "GIF を軽くする", text: "SNS 向け、Web 向け、最大圧縮のプリセット。" },
    fineTuneLabel: "最適化",
    messages: { resultTitle: "最適化した GIF ができました！", startOver: "別の GIF を最適化" },
  },
  id: {
    name: "Optimalkan GIF",
    summary: "Perkecil ukuran GIF dengan pengaturan warna, kompresi lossy, dan dithering.",
    helpQuickStart: {
      title: "Perkecil ukuran GIF",
      text: "Preset untuk media sosial, web, dan kompresi maksimal.",
    },
    fineTuneLabel: "Optimalkan",
    messages: {
      resultTitle: "GIF yang dioptimalkan sudah jadi!",
      startOver: "Optimalkan GIF lain",
    },
  },
} satisfies ToolTranslations;
