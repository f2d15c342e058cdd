import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "un recuadro de 256 × 160 en x 180, y 90",
    inputAlts: [
      "Un aula vista desde una cámara en el techo: cuatro personas sentadas a mesas blancas, de cara a la cámara.",
    ],
    outputAlt: "El GIF del aula recortado a las dos personas de las mesas de la derecha.",
  },
  fr: {
    settings: "un cadre de 256 × 160 à x 180, y 90",
    inputAlts: [
      "Une salle de classe vue d’une caméra au plafond : quatre personnes assises à des tables blanches, face à la caméra.",
    ],
    outputAlt: "Le GIF de la salle de classe recadré sur les deux personnes des tables de droite.",
  },
  de: {
    settings: "ein Ausschnitt von 256 × 160 bei x 180, y 90",
    inputAlts: [
      "Ein Klassenzimmer aus einer Deckenkamera: Vier Personen sitzen an weißen Tischen und blicken zur Kamera.",
    ],
    outputAlt: "Das Klassenzimmer-GIF, zugeschnitten auf die zwei Personen an den rechten Tischen.",
  },
  ja: {
    settings: "x 180、y 90 の位置から 256 × 160 の枠",
    inputAlts: ["天井のカメラから見た教室。4 人が白い机に座り、カメラのほうを向いています。"],
    outputAlt: "右側の机の 2 人だけに切り抜いた教室の GIF。",
  },
  "pt-BR": {
    settings: "uma área de 256 × 160 em x 180, y 90",
    inputAlts: [
      "Uma sala de aula vista de uma câmera no teto: quatro pessoas sentadas a mesas brancas, de frente para a câmera.",
    ],
    outputAlt: "O GIF da sala de aula cortado nas duas pessoas das mesas da direita.",
  },
  it: {
    settings: "un riquadro di 256 × 160 in x 180, y 90",
    inputAlts: [
      "Un'aula vista da una telecamera sul soffitto: quattro persone sedute a tavoli bianchi, rivolte verso la telecamera.",
    ],
    outputAlt: "La GIF dell'aula ritagliata sulle due persone ai tavoli di destra.",
  },
  id: {
    settings: "kotak 256 × 160 di x 180, y 90",
    inputAlts: [
      "Ruang kelas dilihat dari kamera di langit-langit: empat orang duduk di meja putih menghadap kamera.",
    ],
    outputAlt: "GIF ruang kelas yang dipotong hingga tinggal dua orang di meja sebelah kanan.",
  },
} satisfies ExampleTranslations;
