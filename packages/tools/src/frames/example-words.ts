import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "fotogramas 1 a 10 y luego del 9 de vuelta al 2, cada uno con su propio retardo: un bucle bumerán",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "El primer segundo de la escena de la centralita, hacia delante y luego hacia atrás, en un bucle sin saltos.",
  },
  fr: {
    settings:
      "images 1 à 10, puis de 9 à 2 en arrière, chacune avec son propre délai : une boucle boomerang",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La première seconde de la scène du standard, à l’endroit puis à l’envers, en boucle sans à-coup.",
  },
  de: {
    settings:
      "Frames 1 bis 10, dann 9 zurück bis 2, jeder mit seiner eigenen Verzögerung: eine Boomerang-Schleife",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Die erste Sekunde der Szene an der Vermittlung vorwärts und dann rückwärts, in einer nahtlosen Schleife.",
  },
  ja: {
    settings:
      "フレーム 1〜10、続いて 9 から 2 まで戻る、各フレームは元の表示時間のまま：ブーメランのループ",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "交換台の場面の最初の 1 秒が順再生のあと逆再生され、なめらかにループします。",
  },
} satisfies ExampleTranslations;
