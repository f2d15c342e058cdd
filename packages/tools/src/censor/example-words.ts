import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "cuatro zonas pixeladas con bloques de 10 px, durante todo el GIF",
    inputAlts: [
      "Un aula vista desde una cámara en el techo: cuatro personas sentadas a mesas blancas, de cara a la cámara.",
    ],
    outputAlt: "El GIF del aula con las cuatro caras ocultas tras gruesos bloques de píxeles.",
  },
  fr: {
    settings: "quatre zones pixelisées en blocs de 10 px, sur tout le GIF",
    inputAlts: [
      "Une salle de classe vue d’une caméra au plafond : quatre personnes assises à des tables blanches, face à la caméra.",
    ],
    outputAlt:
      "Le GIF de la salle de classe, chacun des quatre visages caché par de gros blocs de pixels.",
  },
  de: {
    settings: "vier Bereiche mit 10-px-Blöcken verpixelt, für das ganze GIF",
    inputAlts: [
      "Ein Klassenzimmer aus einer Deckenkamera: Vier Personen sitzen an weißen Tischen und blicken zur Kamera.",
    ],
    outputAlt:
      "Das Klassenzimmer-GIF, in dem jedes der vier Gesichter hinter groben Pixelblöcken verborgen ist.",
  },
  ja: {
    settings: "4 か所を 10 px のブロックでモザイク、GIF 全体",
    inputAlts: ["天井のカメラから見た教室。4 人が白い机に座り、カメラのほうを向いています。"],
    outputAlt: "4 人の顔がそれぞれ粗いモザイクで隠された教室の GIF。",
  },
} satisfies ExampleTranslations;
