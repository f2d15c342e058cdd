import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "de 0,5 s a 1,5 s (el segundo central de los dos)",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "El segundo central de la escena en blanco y negro de la centralita: diez fotogramas en lugar de veinte.",
  },
  fr: {
    settings: "de 0,5 s à 1,5 s (la seconde du milieu sur deux)",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La seconde du milieu de la scène du standard en noir et blanc : dix images au lieu de vingt.",
  },
  de: {
    settings: "von 0,5 s bis 1,5 s (die mittlere von zwei Sekunden)",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Die mittlere Sekunde der Schwarz-Weiß-Szene an der Vermittlung: zehn Frames statt zwanzig.",
  },
  ja: {
    settings: "0.5 秒から 1.5 秒まで（2 秒のうち真ん中の 1 秒）",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "白黒の交換台の場面の真ん中の 1 秒：20 フレームではなく 10 フレーム。",
  },
  "pt-BR": {
    settings: "de 0,5 s a 1,5 s (o segundo do meio, de dois)",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt:
      "O segundo do meio da cena em preto e branco da mesa telefônica: dez quadros em vez de vinte.",
  },
  it: {
    settings: "da 0,5 s a 1,5 s (il secondo centrale di due)",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "Il secondo centrale della scena in bianco e nero del centralino: dieci fotogrammi invece di venti.",
  },
  id: {
    settings: "dari 0,5 dtk sampai 1,5 dtk (detik tengah dari dua detik)",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Detik tengah adegan hitam-putih papan sambung telepon: sepuluh frame, bukan dua puluh.",
  },
} satisfies ExampleTranslations;
