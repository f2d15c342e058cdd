import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "girado 90° en sentido horario: 480 × 360 pasa a 360 × 480, con sonido",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita puesta de lado, ahora más alta que ancha.",
  },
  fr: {
    settings: "tourné de 90° dans le sens horaire : 480 × 360 devient 360 × 480, son conservé",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard tournée sur le côté, désormais plus haute que large.",
  },
  de: {
    settings: "um 90° im Uhrzeigersinn gedreht: aus 480 × 360 wird 360 × 480, Ton behalten",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung, auf die Seite gedreht, jetzt höher als breit.",
  },
  ja: {
    settings: "時計回りに 90° 回転：480 × 360 が 360 × 480 に、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "横倒しになり、横より縦が長くなった同じ交換台の場面。",
  },
  "pt-BR": {
    settings: "girado 90° no sentido horário: 480 × 360 vira 360 × 480, som mantido",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "A mesma cena da mesa telefônica deitada de lado, agora mais alta do que larga.",
  },
  it: {
    settings: "ruotato di 90° in senso orario: 480 × 360 diventa 360 × 480, audio mantenuto",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "La stessa scena del centralino girata su un fianco, ora più alta che larga.",
  },
  id: {
    settings: "diputar 90° searah jarum jam: 480 × 360 menjadi 360 × 480, suara dipertahankan",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Adegan papan sambung telepon yang sama dimiringkan ke samping, kini lebih tinggi daripada lebarnya.",
  },
} satisfies ExampleTranslations;
