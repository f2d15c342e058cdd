import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "imagen y sonido reproducidos al revés, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita reproducida al revés.",
  },
  fr: {
    settings: "image et son lus à l’envers, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard lue à l’envers.",
  },
  de: {
    settings: "Bild und Ton von hinten nach vorn abgespielt, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung, rückwärts abgespielt.",
  },
  ja: {
    settings: "映像と音声を逆再生、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "逆再生される同じ交換台の場面。",
  },
  "pt-BR": {
    settings: "imagem e som tocados de trás para a frente, MP4",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "A mesma cena da mesa telefônica tocada ao contrário.",
  },
  it: {
    settings: "immagine e audio riprodotti dalla fine all'inizio, MP4",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "La stessa scena del centralino riprodotta al contrario.",
  },
  id: {
    settings: "gambar dan suara diputar dari belakang ke depan, MP4",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt: "Adegan papan sambung telepon yang sama diputar mundur.",
  },
} satisfies ExampleTranslations;
