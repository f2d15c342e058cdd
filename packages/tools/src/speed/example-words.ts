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
  fr: {
    settings:
      "vitesse 2× : chaque délai divisé par deux (0,1 s → 0,05 s), toutes les images conservées",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La même scène du standard en noir et blanc, deux fois plus rapide, en deux fois moins de temps.",
  },
  de: {
    settings:
      "Geschwindigkeit 2×: jede Verzögerung halbiert (0,1 s → 0,05 s), alle Frames behalten",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Dieselbe Schwarz-Weiß-Szene an der Vermittlung, doppelt so schnell, in der halben Zeit.",
  },
  ja: {
    settings: "速度 2×：すべての表示時間を半分に（0.1 秒 → 0.05 秒）、フレームはすべて維持",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "2 倍の速さ、半分の時間で再生される同じ白黒の交換台の場面。",
  },
} satisfies ExampleTranslations;
