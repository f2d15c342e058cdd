import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "dos capas de texto: «Hello, operator?» arriba durante los primeros 1,5 s y «Connecting you now» abajo después, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La escena de la centralita con «Hello, operator?» arriba y luego «Connecting you now» abajo.",
  },
  fr: {
    settings:
      "deux calques de texte : « Hello, operator? » en haut pendant les 1,5 premières secondes, puis « Connecting you now » en bas, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La scène du standard avec « Hello, operator? » en haut, puis « Connecting you now » en bas.",
  },
  de: {
    settings:
      "zwei Textebenen: „Hello, operator?“ oben in den ersten 1,5 s, danach „Connecting you now“ unten, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Die Szene an der Vermittlung mit „Hello, operator?“ oben, danach „Connecting you now“ unten.",
  },
  ja: {
    settings:
      "2 つのテキストレイヤー：最初の 1.5 秒は上部に「Hello, operator?」、その後は下部に「Connecting you now」、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt:
      "上部に「Hello, operator?」、続いて下部に「Connecting you now」が表示される交換台の場面。",
  },
} satisfies ExampleTranslations;
