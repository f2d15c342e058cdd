import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "de MP4 a WebM (VP9 y Opus), archivo más ligero, con sonido",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita como vídeo WebM.",
  },
  fr: {
    settings: "MP4 vers WebM (VP9 et Opus), fichier plus léger, son conservé",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard en vidéo WebM.",
  },
  de: {
    settings: "MP4 zu WebM (VP9 und Opus), kleinere Datei, Ton behalten",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung als WebM-Video.",
  },
  ja: {
    settings: "MP4 から WebM（VP9 と Opus）へ、より小さなファイル、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "WebM 動画になった同じ交換台の場面。",
  },
  "pt-BR": {
    settings: "MP4 para WebM (VP9 e Opus), arquivo menor, som mantido",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "A mesma cena da mesa telefônica como vídeo WebM.",
  },
  it: {
    settings: "da MP4 a WebM (VP9 e Opus), file più piccolo, audio mantenuto",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "La stessa scena del centralino come video WebM.",
  },
  id: {
    settings: "MP4 ke WebM (VP9 dan Opus), file lebih kecil, suara dipertahankan",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt: "Adegan papan sambung telepon yang sama sebagai video WebM.",
  },
} satisfies ExampleTranslations;
