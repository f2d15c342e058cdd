import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "cada fotograma como PNG, en frames.zip con frames.json; se muestra: frame-010.png",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "El décimo fotograma de la escena de la centralita como PNG fijo: las mujeres ante la centralita, una con sombrero de copa.",
  },
  fr: {
    settings: "chaque image en PNG, dans frames.zip avec frames.json ; affichée : frame-010.png",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La dixième image de la scène du standard en PNG fixe : les femmes devant le standard, l’une coiffée d’un haut-de-forme.",
  },
  de: {
    settings: "jeder Frame als PNG, in frames.zip mit frames.json; gezeigt: frame-010.png",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Der zehnte Frame der Szene an der Vermittlung als Standbild-PNG: die Frauen an der Vermittlung, eine mit Zylinder.",
  },
  ja: {
    settings:
      "すべてのフレームを PNG に、frames.json と一緒に frames.zip へ；表示しているのは frame-010.png",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt:
      "交換台の場面の 10 フレーム目の静止画 PNG：交換台に向かう女性たち、1 人はシルクハット。",
  },
  "pt-BR": {
    settings: "cada quadro como PNG, em frames.zip com frames.json; mostrado: frame-010.png",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt:
      "O décimo quadro da cena da mesa telefônica como PNG estático: as mulheres diante da mesa telefônica, uma delas de cartola.",
  },
  it: {
    settings: "ogni fotogramma come PNG, in frames.zip con frames.json; mostrato: frame-010.png",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "Il decimo fotogramma della scena del centralino come PNG fisso: le donne al centralino, una con il cilindro.",
  },
  id: {
    settings:
      "setiap frame sebagai PNG, di frames.zip bersama frames.json; yang ditampilkan: frame-010.png",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Frame kesepuluh adegan papan sambung telepon sebagai PNG diam: para perempuan di depan papan sambung, salah satunya bertopi tinggi.",
  },
} satisfies ExampleTranslations;
