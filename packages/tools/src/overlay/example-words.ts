import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "la foto del elefante a 140 px de ancho en la esquina superior izquierda, a 16 px del borde, con 80 % de opacidad",
    inputAlts: ["Un capullo de flor rojo entre hojas verdes, que se abre un poco."],
    outputAlt:
      "El capullo rojo abriéndose, con una pequeña imagen del elefante al atardecer en la esquina superior izquierda.",
  },
  ja: {
    settings: "ゾウの写真を幅 140 px で左上の角に、端から 16 px、不透明度 80%",
    inputAlts: ["緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。"],
    outputAlt: "左上の角に夕焼けのゾウの小さな写真が入った、開いていく赤いつぼみ。",
  },
} satisfies ExampleTranslations;
