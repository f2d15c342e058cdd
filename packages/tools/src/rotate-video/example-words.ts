import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "girado 90° en sentido horario: 480 × 360 pasa a 360 × 480, con sonido",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita puesta de lado, ahora más alta que ancha.",
  },
  ja: {
    settings: "時計回りに 90° 回転：480 × 360 が 360 × 480 に、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "横倒しになり、横より縦が長くなった同じ交換台の場面。",
  },
} satisfies ExampleTranslations;
