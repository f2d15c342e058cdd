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
  "pt-BR": {
    settings: "quatro áreas pixeladas com blocos de 10 px, no GIF inteiro",
    inputAlts: [
      "Uma sala de aula vista de uma câmera no teto: quatro pessoas sentadas a mesas brancas, de frente para a câmera.",
    ],
    outputAlt:
      "O GIF da sala de aula com cada um dos quatro rostos escondido por grandes blocos de pixels.",
  },
  it: {
    settings: "quattro aree pixelate con blocchi da 10 px, per tutta la GIF",
    inputAlts: [
      "Un'aula vista da una telecamera sul soffitto: quattro persone sedute a tavoli bianchi, rivolte verso la telecamera.",
    ],
    outputAlt:
      "La GIF dell'aula con ciascuno dei quattro volti nascosto da grossi blocchi di pixel.",
  },
  id: {
    settings: "empat area dipikselkan dengan blok 10 px, di sepanjang GIF",
    inputAlts: [
      "Ruang kelas dilihat dari kamera di langit-langit: empat orang duduk di meja putih menghadap kamera.",
    ],
    outputAlt: "GIF ruang kelas dengan keempat wajah tertutup blok piksel yang kasar.",
  },
} satisfies ExampleTranslations;
