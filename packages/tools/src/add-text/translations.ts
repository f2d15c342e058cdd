import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Añadir texto a un GIF",
    summary: "Añade subtítulos y capas de texto con tiempos, fuentes, contornos y animación.",
    helpQuickStart: {
      title: "Añadir texto a un GIF",
      text: "Subtítulos, memes y rótulos con capas temporizadas.",
    },
    fineTuneLabel: "Añadir texto",
    messages: {
      resultTitle: "¡Tu GIF con texto está listo!",
      startOver: "Añadir texto a otro GIF",
    },
  },
  "pt-BR": {
    name: "Adicionar texto ao GIF",
    summary: "Adicione legendas e camadas de texto com tempo, fontes, contornos e animação.",
    helpQuickStart: {
      title: "Adicionar texto a um GIF",
      text: "Legendas, memes e textos com camadas no tempo certo.",
    },
    fineTuneLabel: "Adicionar texto",
    messages: {
      resultTitle: "Seu GIF com texto está pronto!",
      startOver: "Adicionar texto a outro GIF",
    },
  },
  fr: {
    name: "Ajouter du texte à un GIF",
    summary: "Ajoutez légendes et calques de texte minutés, avec polices, contours et animation.",
    helpQuickStart: {
      title: "Ajouter du texte à un GIF",
      text: "Légendes, mèmes et sous-titres avec des calques minutés.",
    },
    fineTuneLabel: "Ajouter du texte",
    messages: {
      resultTitle: "Votre GIF avec texte est prêt !",
      startOver: "Ajouter du texte à un autre GIF",
    },
  },
  de: {
    name: "Text zu GIF hinzufügen",
    summary:
      "Füge Untertitel und zeitgesteuerte Textebenen mit Schriften, Konturen und Animation hinzu.",
    helpQuickStart: {
      title: "Text zu einem GIF hinzufügen",
      text: "Beschriftungen, Memes und Untertitel mit zeitgesteuerten Ebenen.",
    },
    fineTuneLabel: "Text hinzufügen",
    messages: {
      resultTitle: "Dein GIF mit Text ist fertig!",
      startOver: "Text zu einem weiteren GIF hinzufügen",
    },
  },
  it: {
    name: "Aggiungi testo a GIF",
    summary: "Aggiungi didascalie e livelli di testo a tempo, con font, contorni e animazioni.",
    helpQuickStart: {
      title: "Aggiungi testo a una GIF",
      text: "Didascalie, meme e sottotitoli con livelli a tempo.",
    },
    fineTuneLabel: "Aggiungi testo",
    messages: {
      resultTitle: "La tua GIF con il testo è pronta!",
      startOver: "Aggiungi testo a un'altra GIF",
    },
  },
  ja: {
    name: "GIF に文字入れ",
    summary:
      "フォント、縁取り、アニメーション付きのキャプションやテキストを、表示時間を指定して追加します。",
    helpQuickStart: {
      title: "GIF に文字を入れる",
      text: "キャプション、ミーム、字幕を、表示時間を決めたレイヤーで。",
    },
    fineTuneLabel: "文字入れ",
    messages: {
      resultTitle: "テキスト入りの GIF ができました！",
      startOver: "別の GIF にテキストを入れる",
    },
  },
  id: {
    name: "Tambah Teks ke GIF",
    summary: "Tambahkan keterangan dan lapisan teks berwaktu dengan font, garis tepi, dan animasi.",
    helpQuickStart: {
      title: "Tambahkan teks ke GIF",
      text: "Keterangan, meme, dan subtitle dengan lapisan berwaktu.",
    },
    fineTuneLabel: "Tambah teks",
    messages: {
      resultTitle: "GIF dengan teks sudah jadi!",
      startOver: "Tambahkan teks ke GIF lain",
    },
  },
} satisfies ToolTranslations;
