import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "el reloj de pared difuminado (80 × 78 px, radio 12) de principio a fin, con sonido, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita con el reloj de la pared difuminado.",
  },
  fr: {
    settings:
      "l’horloge murale floutée (80 × 78 px, rayon 12) du début à la fin, son conservé, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard, l’horloge murale floutée.",
  },
  de: {
    settings:
      "die Wanduhr verwischt (80 × 78 px, Radius 12) von Anfang bis Ende, Ton behalten, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung, die Uhr an der Wand verwischt.",
  },
  ja: {
    settings: "壁の時計を最初から最後までぼかし（80 × 78 px、半径 12）、音声はそのまま、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "壁の時計がぼかされた、同じ交換台の場面。",
  },
  "pt-BR": {
    settings:
      "o relógio de parede desfocado (80 × 78 px, raio 12) do início ao fim, som mantido, MP4",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "A mesma cena da mesa telefônica com o relógio da parede desfocado.",
  },
  it: {
    settings:
      "l'orologio a muro sfocato (80 × 78 px, raggio 12) dall'inizio alla fine, audio mantenuto, MP4",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "La stessa scena del centralino con l'orologio sul muro sfocato.",
  },
  id: {
    settings:
      "jam dinding diburamkan (80 × 78 px, radius 12) dari awal sampai akhir, suara dipertahankan, MP4",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt: "Adegan papan sambung telepon yang sama dengan jam di dinding diburamkan.",
  },
} satisfies ExampleTranslations;
