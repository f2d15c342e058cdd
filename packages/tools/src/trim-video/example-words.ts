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
  fr: {
    settings: "de 0,5 s à 2 s, exact (réencodé à partir de cette image), son conservé",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "Une seconde et demie de la même scène du standard.",
  },
  de: {
    settings: "von 0,5 s bis 2 s, exakt (ab diesem Frame neu kodiert), Ton behalten",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Anderthalb Sekunden derselben Szene an der Vermittlung.",
  },
  ja: {
    settings: "0.5 秒から 2 秒まで、正確（そのフレームから再エンコード）、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "同じ交換台の場面の 1.5 秒間。",
  },
} satisfies ExampleTranslations;
