import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "velocidad 2×: la imagen y el sonido (con su tono) el doble de rápido, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt: "La misma escena de la centralita al doble de velocidad, en la mitad de tiempo.",
  },
  fr: {
    settings: "vitesse 2× : l’image et le son (hauteur comprise) deux fois plus rapides, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard, deux fois plus rapide, en deux fois moins de temps.",
  },
  de: {
    settings: "Geschwindigkeit 2×: Bild und Ton (in der Tonhöhe) doppelt so schnell, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung, doppelt so schnell, in der halben Zeit.",
  },
  ja: {
    settings: "速度 2×：映像と音声（音程も）を 2 倍の速さに、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "2 倍の速さ、半分の時間で再生される同じ交換台の場面。",
  },
  "pt-BR": {
    settings: "velocidade 2×: imagem e som (com o tom) duas vezes mais rápidos, MP4",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "A mesma cena da mesa telefônica, duas vezes mais rápida, na metade do tempo.",
  },
  it: {
    settings: "velocità 2×: immagine e audio (anche l'intonazione) due volte più veloci, MP4",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "La stessa scena del centralino, due volte più veloce, in metà tempo.",
  },
  id: {
    settings: "kecepatan 2×: gambar dan suara (beserta nadanya) dua kali lebih cepat, MP4",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Adegan papan sambung telepon yang sama diputar dua kali lebih cepat, dalam separuh waktu.",
  },
} satisfies ExampleTranslations;
