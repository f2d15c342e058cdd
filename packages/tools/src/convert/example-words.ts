import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "WebP animado, sin pérdida: los mismos fotogramas, retardos y bucle",
    inputAlts: ["Un capullo de flor rojo entre hojas verdes, que se abre un poco."],
    outputAlt: "El mismo capullo rojo abriéndose, como WebP animado.",
  },
  ja: {
    settings: "アニメーション WebP、可逆：フレーム、表示時間、ループはそのまま",
    inputAlts: ["緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。"],
    outputAlt: "アニメーション WebP になった、同じ赤いつぼみが開く様子。",
  },
} satisfies ExampleTranslations;
