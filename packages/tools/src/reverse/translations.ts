import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Invertir GIF",
    summary:
      "Reproduce un GIF al revés, o hacia delante y luego atrás, respetando el tiempo de cada fotograma.",
    messages: { resultTitle: "¡Tu GIF invertido está listo!", startOver: "Invertir otro GIF" },
  },
  "pt-BR": {
    name: "Inverter GIF",
    summary:
      "Toque um GIF de trás para frente, ou para frente e depois para trás, mantendo o tempo de cada quadro.",
    messages: { resultTitle: "Seu GIF invertido está pronto!", startOver: "Inverter outro GIF" },
  },
  fr: {
    name: "Inverser un GIF",
    summary:
      "Lisez un GIF à l'envers, ou à l'endroit puis à l'envers, en gardant la durée de chaque image.",
    messages: { resultTitle: "Votre GIF inversé est prêt !", startOver: "Inverser un autre GIF" },
  },
  de: {
    name: "GIF rückwärts",
    summary:
      "Spiel ein GIF rückwärts ab oder vor und zurück, jedes Frame mit seiner eigenen Dauer.",
    messages: {
      resultTitle: "Dein rückwärts laufendes GIF ist fertig!",
      startOver: "Ein weiteres GIF umkehren",
    },
  },
  it: {
    name: "GIF al contrario",
    summary:
      "Riproduci una GIF al contrario, o avanti e poi indietro, rispettando la durata di ogni fotogramma.",
    messages: {
      resultTitle: "La tua GIF al contrario è pronta!",
      startOver: "Inverti un'altra GIF",
    },
  },
  ja: {
    name: "GIF の逆再生",
    summary: "各フレームの表示時間を保ったまま、GIF を逆再生、または順再生のあと逆再生します。",
    messages: { resultTitle: "逆再生の GIF ができました！", startOver: "別の GIF を逆再生にする" },
  },
  id: {
    name: "Balik GIF",
    summary: "Putar GIF mundur, atau maju lalu mundur, dengan jeda tiap frame tetap sama.",
    messages: { resultTitle: "GIF terbalik kamu sudah jadi!", startOver: "Balik GIF lain" },
  },
} satisfies ToolTranslations;
