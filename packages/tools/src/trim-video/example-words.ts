import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "de 0,5 s a 2 s, exacto (recodificado desde ese fotograma), con sonido",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "Un segundo y medio de la misma escena de la centralita.",
  },
  fr: {
    settings: "de 0,5 s à 2 s, exact (réencodé à partir de cette image), son conservé",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "Une seconde et demie de la même scène du standard.",
  },
  de: {
    settings: "von 0,5 s bis 2 s, exakt (ab diesem Frame neu kodiert), Ton behalten",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Anderthalb Sekunden derselben Szene an der Vermittlung.",
  },
  ja: {
    settings: "0.5 秒から 2 秒まで、正確（そのフレームから再エンコード）、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "同じ交換台の場面の 1.5 秒間。",
  },
  "pt-BR": {
    settings: "de 0,5 s a 2 s, exato (recodificado a partir desse quadro), som mantido",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "Um segundo e meio da mesma cena da mesa telefônica.",
  },
  it: {
    settings: "da 0,5 s a 2 s, preciso (ricodificato da quel fotogramma), audio mantenuto",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "Un secondo e mezzo della stessa scena del centralino.",
  },
  id: {
    settings:
      "dari 0,5 dtk sampai 2 dtk, presisi (di-encode ulang dari frame itu), suara dipertahankan",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt: "Satu setengah detik dari adegan papan sambung telepon yang sama.",
  },
} satisfies ExampleTranslations;
