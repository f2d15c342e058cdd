import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "fotogramas reproducidos del último al primero, cada uno con su propio retardo",
    inputAlts: ["Un capullo de flor rojo entre hojas verdes, que se abre un poco."],
    outputAlt: "El capullo rojo reproducido al revés: se cierra en lugar de abrirse.",
  },
  fr: {
    settings: "images lues de la dernière à la première, chacune avec son propre délai",
    inputAlts: ["Un bouton de fleur rouge parmi des feuilles vertes, qui s’ouvre un peu."],
    outputAlt: "Le bouton rouge lu à l’envers : il se referme au lieu de s’ouvrir.",
  },
  de: {
    settings: "Frames von hinten nach vorn abgespielt, jeder mit seiner eigenen Verzögerung",
    inputAlts: ["Eine rote Blütenknospe zwischen grünen Blättern, die sich ein wenig öffnet."],
    outputAlt: "Die rote Blütenknospe läuft rückwärts: Sie schließt sich, statt sich zu öffnen.",
  },
  ja: {
    settings: "フレームを最後から最初へ再生、各フレームは元の表示時間のまま",
    inputAlts: ["緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。"],
    outputAlt: "逆再生される赤いつぼみ：開くのではなく閉じていきます。",
  },
  "pt-BR": {
    settings: "quadros tocados de trás para a frente, cada um com sua própria duração",
    inputAlts: ["Um botão de flor vermelho entre folhas verdes, abrindo-se um pouco."],
    outputAlt: "O botão de flor vermelho tocado ao contrário: ele se fecha em vez de se abrir.",
  },
  it: {
    settings: "fotogrammi riprodotti dall'ultimo al primo, ognuno con la sua durata",
    inputAlts: ["Un bocciolo rosso tra foglie verdi, che si apre appena."],
    outputAlt: "Il bocciolo rosso riprodotto al contrario: si chiude invece di aprirsi.",
  },
  id: {
    settings: "frame diputar dari belakang ke depan, masing-masing dengan durasinya sendiri",
    inputAlts: ["Kuncup bunga merah di antara daun hijau, yang mulai sedikit mekar."],
    outputAlt: "Kuncup bunga merah diputar mundur: kuncupnya menutup, bukan mekar.",
  },
} satisfies ExampleTranslations;
