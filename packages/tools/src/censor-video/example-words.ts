import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "el reloj de pared difuminado (80 × 78 px, radio 12) de principio a fin, con sonido, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita con el reloj de la pared difuminado.",
  },
  ja: {
    settings: "壁の時計を最初から最後までぼかし（80 × 78 px、半径 12）、音声はそのまま、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "壁の時計がぼかされた、同じ交換台の場面。",
  },
} satisfies ExampleTranslations;
