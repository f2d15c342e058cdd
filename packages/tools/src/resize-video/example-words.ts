import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "ancho 240 px, forma mantenida: 480 × 360 pasa a 240 × 180, con sonido, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita a la mitad de ancho y de alto.",
  },
  fr: {
    settings:
      "largeur 240 px, proportions conservées : 480 × 360 devient 240 × 180, son conservé, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard, deux fois moins large et moins haute.",
  },
  de: {
    settings: "Breite 240 px, Form beibehalten: aus 480 × 360 wird 240 × 180, Ton behalten, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung in halber Breite und Höhe.",
  },
  ja: {
    settings: "幅 240 px、縦横比は維持：480 × 360 が 240 × 180 に、音声はそのまま、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "幅も高さも半分になった同じ交換台の場面。",
  },
  "pt-BR": {
    settings: "largura de 240 px, proporção mantida: 480 × 360 vira 240 × 180, som mantido, MP4",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "A mesma cena da mesa telefônica com metade da largura e da altura.",
  },
  it: {
    settings:
      "larghezza 240 px, proporzioni mantenute: 480 × 360 diventa 240 × 180, audio mantenuto, MP4",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "La stessa scena del centralino a metà larghezza e metà altezza.",
  },
  id: {
    settings:
      "lebar 240 px, bentuk dipertahankan: 480 × 360 menjadi 240 × 180, suara dipertahankan, MP4",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt: "Adegan papan sambung telepon yang sama dengan lebar dan tinggi setengahnya.",
  },
} satisfies ExampleTranslations;
