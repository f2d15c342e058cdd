import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "silenciar: sin sonido, la imagen copiada tal cual",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita sin sonido.",
  },
  fr: {
    settings: "muet : le son retiré, l’image copiée telle quelle",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard, sans le son.",
  },
  de: {
    settings: "stumm: Ton entfernt, das Bild unverändert kopiert",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung ohne Ton.",
  },
  ja: {
    settings: "ミュート：音声を削除し、映像はそのままコピー",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "音声のない同じ交換台の場面。",
  },
  "pt-BR": {
    settings: "sem som: o áudio removido, a imagem copiada como está",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "A mesma cena da mesa telefônica, sem som.",
  },
  it: {
    settings: "muto: audio rimosso, immagine copiata così com'è",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "La stessa scena del centralino senza audio.",
  },
  id: {
    settings: "bisukan: suara dihapus, gambar disalin apa adanya",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt: "Adegan papan sambung telepon yang sama tanpa suara.",
  },
} satisfies ExampleTranslations;
