import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "velocidad 2×: todos los retardos a la mitad (0,1 s → 0,05 s), todos los fotogramas conservados",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La misma escena en blanco y negro de la centralita al doble de velocidad, en la mitad de tiempo.",
  },
  ja: {
    settings: "速度 2×：すべての表示時間を半分に（0.1 秒 → 0.05 秒）、フレームはすべて維持",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "2 倍の速さ、半分の時間で再生される同じ白黒の交換台の場面。",
  },
} satisfies ExampleTranslations;
