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
  fr: {
    settings: "tourné de 90° dans le sens horaire : 480 × 360 devient 360 × 480, son conservé",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard tournée sur le côté, désormais plus haute que large.",
  },
  de: {
    settings: "um 90° im Uhrzeigersinn gedreht: aus 480 × 360 wird 360 × 480, Ton behalten",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung, auf die Seite gedreht, jetzt höher als breit.",
  },
  ja: {
    settings: "時計回りに 90° 回転：480 × 360 が 360 × 480 に、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "横倒しになり、横より縦が長くなった同じ交換台の場面。",
  },
} satisfies ExampleTranslations;
