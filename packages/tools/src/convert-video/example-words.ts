import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "de MP4 a WebM (VP9 y Opus), archivo más ligero, con sonido",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita como vídeo WebM.",
  },
  ja: {
    settings: "MP4 から WebM（VP9 と Opus）へ、より小さなファイル、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "WebM 動画になった同じ交換台の場面。",
  },
} satisfies ExampleTranslations;
