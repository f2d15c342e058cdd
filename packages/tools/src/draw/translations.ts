import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Dibujar en un GIF",
    summary:
      "Dibuja flechas, recuadros, elipses, trazos, resaltados y pasos numerados en un GIF, cada uno con su tiempo.",
    messages: { resultTitle: "¡Tu GIF con dibujos está listo!", startOver: "Dibujar en otro GIF" },
  },
  "pt-BR": {
    name: "Desenhar no GIF",
    summary:
      "Desenhe setas, caixas, elipses, traços, destaques e passos numerados num GIF, cada um com seu tempo.",
    messages: {
      resultTitle: "Seu GIF com desenhos está pronto!",
      startOver: "Desenhar em outro GIF",
    },
  },
  fr: {
    name: "Dessiner sur un GIF",
    summary:
      "Dessinez flèches, cadres, ellipses, traits, surlignages et étapes numérotées sur un GIF, chacun minuté.",
    messages: {
      resultTitle: "Votre GIF annoté est prêt !",
      startOver: "Dessiner sur un autre GIF",
    },
  },
  de: {
    name: "Auf GIF zeichnen",
    summary:
      "Zeichne Pfeile, Rahmen, Ellipsen, Striche, Markierungen und nummerierte Schritte auf ein GIF, jeweils zeitgesteuert.",
    messages: {
      resultTitle: "Dein GIF mit Zeichnungen ist fertig!",
      startOver: "Auf ein weiteres GIF zeichnen",
    },
  },
  it: {
    name: "Disegna su GIF",
    summary:
      "Disegna frecce, riquadri, ellissi, tratti, evidenziazioni e passaggi numerati su una GIF, ognuno a tempo.",
    messages: {
      resultTitle: "La tua GIF con i disegni è pronta!",
      startOver: "Disegna su un'altra GIF",
    },
  },
  ja: {
    name: "GIF に描き込み",
    summary:
      "GIF に矢印、枠、楕円、線、ハイライト、番号付きステップを描き込みます。表示時間もそれぞれ指定できます。",
    messages: { resultTitle: "描き込んだ GIF ができました！", startOver: "別の GIF に描き込む" },
  },
  id: {
    name: "Gambar di GIF",
    summary:
      "Gambar panah, kotak, elips, goresan, sorotan, dan langkah bernomor di GIF, masing-masing dengan waktunya.",
    messages: {
      resultTitle: "GIF dengan gambar kamu sudah jadi!",
      startOver: "Gambar di GIF lain",
    },
  },
} satisfies ToolTranslations;
