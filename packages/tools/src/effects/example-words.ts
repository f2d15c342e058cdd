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
} satisfies ExampleTranslations;
