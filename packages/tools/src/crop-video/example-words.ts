import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "un recuadro 9:16 de 202 × 360 px desde x 240, del vídeo de 480 × 360, con sonido, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La mujer del sombrero de copa sola, en una imagen vertical 9:16 para la pantalla de un móvil.",
  },
  ja: {
    settings: "480 × 360 の動画から、x 240 の位置の 202 × 360 px の 9:16 の枠、音声はそのまま、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt:
      "スマートフォンの画面向けの縦長 9:16 の画面に、シルクハットの女性だけが映っています。",
  },
} satisfies ExampleTranslations;
