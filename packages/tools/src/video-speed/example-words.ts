import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "velocidad 2×: la imagen y el sonido (con su tono) el doble de rápido, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita al doble de velocidad, en la mitad de tiempo.",
  },
  fr: {
    settings: "vitesse 2× : l’image et le son (hauteur comprise) deux fois plus rapides, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard, deux fois plus rapide, en deux fois moins de temps.",
  },
  de: {
    settings: "Geschwindigkeit 2×: Bild und Ton (in der Tonhöhe) doppelt so schnell, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung, doppelt so schnell, in der halben Zeit.",
  },
  ja: {
    settings: "速度 2×：映像と音声（音程も）を 2 倍の速さに、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "2 倍の速さ、半分の時間で再生される同じ交換台の場面。",
  },
} satisfies ExampleTranslations;
