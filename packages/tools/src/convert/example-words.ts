import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "WebP animado, sin pérdida: los mismos fotogramas, retardos y bucle",
    inputAlts: ["Un capullo de flor rojo entre hojas verdes, que se abre un poco."],
    outputAlt: "El mismo capullo rojo abriéndose, como WebP animado.",
  },
  fr: {
    settings: "WebP animé, sans perte : mêmes images, délais et boucle",
    inputAlts: ["Un bouton de fleur rouge parmi des feuilles vertes, qui s’ouvre un peu."],
    outputAlt: "Le même bouton rouge qui s’ouvre, en WebP animé.",
  },
  de: {
    settings: "animiertes WebP, verlustfrei: dieselben Frames, Verzögerungen und Schleife",
    inputAlts: ["Eine rote Blütenknospe zwischen grünen Blättern, die sich ein wenig öffnet."],
    outputAlt: "Dieselbe rote Blütenknospe, die sich öffnet, als animiertes WebP.",
  },
  ja: {
    settings: "アニメーション WebP、可逆：フレーム、表示時間、ループはそのまま",
    inputAlts: ["緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。"],
    outputAlt: "アニメーション WebP になった、同じ赤いつぼみが開く様子。",
  },
  "pt-BR": {
    settings: "WebP animado, sem perdas: os mesmos quadros, durações e loop",
    inputAlts: ["Um botão de flor vermelho entre folhas verdes, abrindo-se um pouco."],
    outputAlt: "O mesmo botão de flor vermelho se abrindo, como WebP animado.",
  },
  it: {
    settings: "WebP animato, senza perdita: stessi fotogrammi, durate e loop",
    inputAlts: ["Un bocciolo rosso tra foglie verdi, che si apre appena."],
    outputAlt: "Lo stesso bocciolo rosso che si apre, come WebP animato.",
  },
  id: {
    settings: "WebP animasi, lossless: frame, durasi, dan loop yang sama",
    inputAlts: ["Kuncup bunga merah di antara daun hijau, yang mulai sedikit mekar."],
    outputAlt: "Kuncup bunga merah yang sama sedang mekar, sebagai WebP animasi.",
  },
} satisfies ExampleTranslations;
