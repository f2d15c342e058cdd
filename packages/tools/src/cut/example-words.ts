import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "de 0,5 s a 1,5 s (el segundo central de los dos)",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "El segundo central de la escena en blanco y negro de la centralita: diez fotogramas en lugar de veinte.",
  },
  fr: {
    settings: "de 0,5 s à 1,5 s (la seconde du milieu sur deux)",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La seconde du milieu de la scène du standard en noir et blanc : dix images au lieu de vingt.",
  },
  de: {
    settings: "von 0,5 s bis 1,5 s (die mittlere von zwei Sekunden)",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Die mittlere Sekunde der Schwarz-Weiß-Szene an der Vermittlung: zehn Frames statt zwanzig.",
  },
  ja: {
    settings: "0.5 秒から 1.5 秒まで（2 秒のうち真ん中の 1 秒）",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "白黒の交換台の場面の真ん中の 1 秒：20 フレームではなく 10 フレーム。",
  },
} satisfies ExampleTranslations;
