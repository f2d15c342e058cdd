import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "preajuste Máxima compresión: calidad 60, 64 colores, pérdida 30",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La misma escena en blanco y negro de la centralita tras Optimizar: se sigue reproduciendo con fluidez, con un grano algo más grueso.",
  },
  fr: {
    settings: "préréglage Compression maximale : qualité 60, 64 couleurs, perte 30",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La même scène du standard en noir et blanc après Optimiser : elle reste fluide, avec un grain un peu plus grossier.",
  },
  de: {
    settings: "Voreinstellung Maximale Kompression: Qualität 60, 64 Farben, verlustbehaftet 30",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Dieselbe Schwarz-Weiß-Szene an der Vermittlung nach Optimieren: Sie läuft weiter flüssig, mit etwas gröberem Korn.",
  },
  ja: {
    settings: "プリセット「最大圧縮」：画質 60、64 色、非可逆圧縮 30",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "最適化後の同じ白黒の交換台の場面。なめらかに再生され、粒子が少し粗くなっています。",
  },
  "pt-BR": {
    settings: "predefinição Compressão máxima: qualidade 60, 64 cores, compressão com perdas 30",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt:
      "A mesma cena em preto e branco da mesa telefônica depois do Otimizar GIF: continua fluida, com um grão um pouco mais grosso.",
  },
  it: {
    settings: "preset Compressione massima: qualità 60, 64 colori, compressione con perdita 30",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "La stessa scena in bianco e nero del centralino dopo Ottimizza GIF: scorre ancora fluida, con una grana un po' più grossa.",
  },
  id: {
    settings: "preset Kompresi maksimal: kualitas 60, 64 warna, kompresi lossy 30",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Adegan hitam-putih papan sambung telepon yang sama setelah Optimalkan GIF: masih diputar mulus, dengan butiran sedikit lebih kasar.",
  },
} satisfies ExampleTranslations;
