import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "de 0,5 s a 2 s, exacto (recodificado desde ese fotograma), con sonido",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "Un segundo y medio de la misma escena de la centralita.",
  },
  ja: {
    settings: "0.5 秒から 2 秒まで、正確（そのフレームから再エンコード）、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "同じ交換台の場面の 1.5 秒間。",
  },
} satisfies ExampleTranslations;
