import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Recortar GIF",
    summary:
      "Quédate con la parte que importa usando un marco de recorte y proporciones predefinidas.",
    helpQuickStart: {
      title: "Recortar un GIF",
      text: "Quédate con la parte que importa con proporciones predefinidas.",
    },
    fineTuneLabel: "Recortar",
    messages: {
      resultTitle: "¡Tu GIF recortado está listo!",
      stillResultTitle: "¡Tu imagen recortada está lista!",
      startOver: "Recortar otro GIF",
      stillStartOver: "Recortar otra imagen",
    },
  },
  "pt-BR": {
    name: "Cortar GIF",
    summary: "Fique só com a parte que importa, com uma caixa de corte e proporções prontas.",
    helpQuickStart: {
      title: "Cortar um GIF",
      text: "Fique só com a parte que importa, com proporções prontas.",
    },
    fineTuneLabel: "Cortar",
    messages: {
      resultTitle: "Seu GIF cortado está pronto!",
      stillResultTitle: "Sua imagem cortada está pronta!",
      startOver: "Cortar outro GIF",
      stillStartOver: "Cortar outra imagem",
    },
  },
  fr: {
    name: "Rogner un GIF",
    summary: "Gardez l'essentiel grâce à un cadre de rognage et des formats prédéfinis.",
    helpQuickStart: {
      title: "Rogner un GIF",
      text: "Gardez l'essentiel grâce aux formats prédéfinis.",
    },
    fineTuneLabel: "Rogner",
    messages: {
      resultTitle: "Votre GIF rogné est prêt !",
      stillResultTitle: "Votre image rognée est prête !",
      startOver: "Rogner un autre GIF",
      stillStartOver: "Rogner une autre image",
    },
  },
  de: {
    name: "GIF zuschneiden",
    summary: "Schneide mit Rahmen und Seitenverhältnis-Vorlagen den wichtigen Teil heraus.",
    helpQuickStart: {
      title: "Ein GIF zuschneiden",
      text: "Schneide mit Seitenverhältnis-Vorlagen den wichtigen Teil heraus.",
    },
    fineTuneLabel: "Zuschneiden",
    messages: {
      resultTitle: "Dein zugeschnittenes GIF ist fertig!",
      stillResultTitle: "Dein zugeschnittenes Bild ist fertig!",
      startOver: "Ein weiteres GIF zuschneiden",
      stillStartOver: "Ein weiteres Bild zuschneiden",
    },
  },
  it: {
    name: "Ritaglia GIF",
    summary: "Tieni solo la parte che conta con un riquadro di ritaglio e proporzioni predefinite.",
    helpQuickStart: {
      title: "Ritaglia una GIF",
      text: "Tieni solo la parte che conta con le proporzioni predefinite.",
    },
    fineTuneLabel: "Ritaglia",
    messages: {
      resultTitle: "La tua GIF ritagliata è pronta!",
      stillResultTitle: "La tua immagine ritagliata è pronta!",
      startOver: "Ritaglia un'altra GIF",
      stillStartOver: "Ritaglia un'altra immagine",
    },
  },
  ja: {
    name: "GIF の切り抜き",
    summary: "切り抜き枠と縦横比のプリセットで、必要な部分だけを残します。",
    helpQuickStart: {
      title: "GIF を切り抜く",
      text: "縦横比のプリセットで、必要な部分だけを残します。",
    },
    fineTuneLabel: "切り抜き",
    messages: {
      resultTitle: "切り抜いた GIF ができました！",
      stillResultTitle: "切り抜いた画像ができました！",
      startOver: "別の GIF を切り抜く",
      stillStartOver: "別の画像を切り抜く",
    },
  },
  id: {
    name: "Potong GIF",
    summary: "Ambil bagian yang penting dengan kotak potong dan preset rasio aspek.",
    helpQuickStart: {
      title: "Potong GIF",
      text: "Ambil bagian yang penting dengan preset rasio aspek.",
    },
    fineTuneLabel: "Potong",
    messages: {
      resultTitle: "GIF yang dipotong sudah jadi!",
      stillResultTitle: "Gambar yang dipotong sudah jadi!",
      startOver: "Potong GIF lain",
      stillStartOver: "Potong gambar lain",
    },
  },
} satisfies ToolTranslations;
