import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Creador de GIF",
    summary: "Convierte fotos e imágenes en un GIF animado con tus propios tiempos y efectos.",
    helpQuickStart: {
      title: "Crear un GIF a partir de imágenes",
      text: "Ordena tus imágenes y elige los tiempos y los efectos.",
    },
    startAction: "Probar el creador de GIF",
    messages: { resultTitle: "¡Tu GIF está listo!", startOver: "Crear otro" },
  },
  "pt-BR": {
    name: "Criador de GIF",
    summary: "Transforme fotos e imagens em um GIF animado com seu próprio tempo e efeitos.",
    helpQuickStart: {
      title: "Fazer um GIF a partir de imagens",
      text: "Ordene suas imagens e defina o tempo e os efeitos.",
    },
    startAction: "Usar o criador de GIF",
    messages: { resultTitle: "Seu GIF está pronto!", startOver: "Criar outro" },
  },
  fr: {
    name: "Créateur de GIF",
    summary: "Transformez photos et images en GIF animé, avec votre propre rythme et vos effets.",
    helpQuickStart: {
      title: "Créer un GIF à partir d'images",
      text: "Mettez vos images dans l'ordre, réglez le rythme et les effets.",
    },
    startAction: "Essayer le créateur de GIF",
    messages: { resultTitle: "Votre GIF est prêt !", startOver: "En créer un autre" },
  },
  de: {
    name: "GIF-Maker",
    summary: "Mach aus Fotos und Bildern ein animiertes GIF mit eigenem Timing und Effekten.",
    helpQuickStart: {
      title: "Ein GIF aus Bildern machen",
      text: "Bring deine Bilder in Reihenfolge, stell Timing und Effekte ein.",
    },
    startAction: "GIF-Maker testen",
    messages: { resultTitle: "Dein GIF ist fertig!", startOver: "Noch eins erstellen" },
  },
  it: {
    name: "Crea GIF",
    summary: "Trasforma foto e immagini in una GIF animata con i tuoi tempi e i tuoi effetti.",
    helpQuickStart: {
      title: "Crea una GIF da immagini",
      text: "Metti in ordine le immagini, scegli tempi ed effetti.",
    },
    startAction: "Prova Crea GIF",
    messages: { resultTitle: "La tua GIF è pronta!", startOver: "Creane un'altra" },
  },
  ja: {
    name: "GIF メーカー",
    summary: "写真や画像から、好きなタイミングとエフェクトでアニメーション GIF を作成します。",
    helpQuickStart: {
      title: "画像から GIF を作る",
      text: "画像を並べて、タイミングとエフェクトを設定します。",
    },
    startAction: "GIF メーカーを使う",
    messages: { resultTitle: "GIF ができました！", startOver: "もう 1 つ作る" },
  },
  id: {
    name: "Pembuat GIF",
    summary: "Ubah foto dan gambar menjadi GIF animasi dengan waktu dan efek pilihanmu.",
    helpQuickStart: {
      title: "Buat GIF dari gambar",
      text: "Urutkan gambarmu, atur waktu dan efeknya.",
    },
    startAction: "Coba Pembuat GIF",
    messages: { resultTitle: "GIF kamu sudah jadi!", startOver: "Buat lagi" },
  },
} satisfies ToolTranslations;
