import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "240 × 135 (la mitad), relación de aspecto mantenida",
    inputAlts: [
      "Un aula vista desde una cámara en el techo: cuatro personas sentadas a mesas blancas, de cara a la cámara.",
    ],
    outputAlt:
      "El mismo GIF del aula a 240 × 135: cuatro personas en sus mesas, moviéndose un poco.",
  },
  fr: {
    settings: "240 × 135 (moitié de la taille), proportions conservées",
    inputAlts: [
      "Une salle de classe vue d’une caméra au plafond : quatre personnes assises à des tables blanches, face à la caméra.",
    ],
    outputAlt:
      "Le même GIF de la salle de classe en 240 × 135 : quatre personnes à leurs tables, qui bougent un peu.",
  },
  de: {
    settings: "240 × 135 (halbe Größe), Seitenverhältnis beibehalten",
    inputAlts: [
      "Ein Klassenzimmer aus einer Deckenkamera: Vier Personen sitzen an weißen Tischen und blicken zur Kamera.",
    ],
    outputAlt:
      "Dasselbe Klassenzimmer-GIF in 240 × 135: vier Personen an ihren Tischen, die sich leicht bewegen.",
  },
  ja: {
    settings: "240 × 135（半分のサイズ）、縦横比は維持",
    inputAlts: ["天井のカメラから見た教室。4 人が白い机に座り、カメラのほうを向いています。"],
    outputAlt: "240 × 135 になった同じ教室の GIF：机に向かう 4 人が少し動いています。",
  },
  "pt-BR": {
    settings: "240 × 135 (metade do tamanho), proporção mantida",
    inputAlts: [
      "Uma sala de aula vista de uma câmera no teto: quatro pessoas sentadas a mesas brancas, de frente para a câmera.",
    ],
    outputAlt:
      "O mesmo GIF da sala de aula em 240 × 135: quatro pessoas às suas mesas, mexendo-se um pouco.",
  },
  it: {
    settings: "240 × 135 (metà dimensione), proporzioni mantenute",
    inputAlts: [
      "Un'aula vista da una telecamera sul soffitto: quattro persone sedute a tavoli bianchi, rivolte verso la telecamera.",
    ],
    outputAlt:
      "La stessa GIF dell'aula a 240 × 135: quattro persone ai loro tavoli, che si muovono appena.",
  },
  id: {
    settings: "240 × 135 (setengah ukuran), rasio aspek dipertahankan",
    inputAlts: [
      "Ruang kelas dilihat dari kamera di langit-langit: empat orang duduk di meja putih menghadap kamera.",
    ],
    outputAlt:
      "GIF ruang kelas yang sama dalam 240 × 135: empat orang di meja masing-masing, sedikit bergerak.",
  },
} satisfies ExampleTranslations;
