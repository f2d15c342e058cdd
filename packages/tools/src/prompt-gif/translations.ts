import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Generador de GIF con IA",
    summary: "Describe con palabras una animación corta en bucle y genérala como GIF.",
  },
  "pt-BR": {
    name: "Gerador de GIF com IA",
    summary: "Descreva em palavras uma animação curta em loop e gere-a como GIF.",
  },
  fr: {
    name: "Générateur de GIF par IA",
    summary: "Décrivez en quelques mots une courte animation en boucle et générez-la en GIF.",
  },
  de: {
    name: "KI-GIF-Generator",
    summary: "Beschreibe eine kurze Loop-Animation in Worten und erzeuge sie als GIF.",
  },
  it: {
    name: "Generatore di GIF con IA",
    summary: "Descrivi a parole una breve animazione in loop e generala come GIF.",
  },
  ja: {
    name: "AI GIF ジェネレーター",
    summary: "短いループアニメーションを言葉で説明すると、GIF として生成します。",
  },
  id: {
    name: "Generator GIF AI",
    summary: "Jelaskan animasi loop pendek dengan kata-kata, lalu buat jadi GIF.",
  },
} satisfies ToolTranslations;
