import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "preajuste Película antigua: sepia, contraste 1,1, viñeta 50 %",
    inputAlts: ["Un capullo de flor rojo entre hojas verdes, que se abre un poco."],
    outputAlt:
      "El capullo abriéndose en un cálido sepia, con las esquinas oscurecidas como por una lente antigua.",
  },
  fr: {
    settings: "préréglage Vieux film : sépia, contraste 1,1, vignette 50 %",
    inputAlts: ["Un bouton de fleur rouge parmi des feuilles vertes, qui s’ouvre un peu."],
    outputAlt:
      "Le bouton qui s’ouvre dans un sépia chaud, les coins assombris comme par un vieil objectif.",
  },
  de: {
    settings: "Voreinstellung Alter Film: Sepia, Kontrast 1,1, Vignette 50 %",
    inputAlts: ["Eine rote Blütenknospe zwischen grünen Blättern, die sich ein wenig öffnet."],
    outputAlt:
      "Die Blütenknospe öffnet sich in warmem Sepiabraun, die Ecken abgedunkelt wie bei einem alten Objektiv.",
  },
  ja: {
    settings: "プリセット「古いフィルム」：セピア、コントラスト 1.1、周辺減光 50%",
    inputAlts: ["緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。"],
    outputAlt: "暖かみのあるセピア色で開くつぼみ。古いレンズのように四隅が暗くなっています。",
  },
  "pt-BR": {
    settings: "predefinição Filme antigo: sépia, contraste 1,1, vinheta 50%",
    inputAlts: ["Um botão de flor vermelho entre folhas verdes, abrindo-se um pouco."],
    outputAlt:
      "O botão de flor se abrindo num sépia quente, com os cantos escurecidos como por uma lente antiga.",
  },
  it: {
    settings: "preset Pellicola d'epoca: seppia, contrasto 1,1, vignettatura 50%",
    inputAlts: ["Un bocciolo rosso tra foglie verdi, che si apre appena."],
    outputAlt:
      "Il bocciolo che si apre in un caldo color seppia, con gli angoli scuriti come da un vecchio obiettivo.",
  },
  id: {
    settings: "preset Film lama: sepia, kontras 1,1, vignette 50%",
    inputAlts: ["Kuncup bunga merah di antara daun hijau, yang mulai sedikit mekar."],
    outputAlt:
      "Kuncup bunga yang mekar dalam warna sepia cokelat hangat, sudut-sudutnya digelapkan seperti lensa tua.",
  },
} satisfies ExampleTranslations;
