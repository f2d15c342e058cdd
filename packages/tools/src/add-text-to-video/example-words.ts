import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "dos capas de texto: «Hello, operator?» arriba durante los primeros 1,5 s y «Connecting you now» abajo después, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La escena de la centralita con «Hello, operator?» arriba y luego «Connecting you now» abajo.",
  },
  fr: {
    settings:
      "deux calques de texte : « Hello, operator? » en haut pendant les 1,5 premières secondes, puis « Connecting you now » en bas, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La scène du standard avec « Hello, operator? » en haut, puis « Connecting you now » en bas.",
  },
  de: {
    settings:
      "zwei Textebenen: „Hello, operator?“ oben in den ersten 1,5 s, danach „Connecting you now“ unten, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Die Szene an der Vermittlung mit „Hello, operator?“ oben, danach „Connecting you now“ unten.",
  },
  ja: {
    settings:
      "2 つのテキストレイヤー：最初の 1.5 秒は上部に「Hello, operator?」、その後は下部に「Connecting you now」、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt:
      "上部に「Hello, operator?」、続いて下部に「Connecting you now」が表示される交換台の場面。",
  },
  "pt-BR": {
    settings:
      "duas camadas de texto: “Hello, operator?” no topo durante o primeiro 1,5 s e “Connecting you now” embaixo depois, MP4",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt:
      "A cena da mesa telefônica com “Hello, operator?” no topo e depois “Connecting you now” embaixo.",
  },
  it: {
    settings:
      "due livelli di testo: “Hello, operator?” in alto per il primo secondo e mezzo, poi “Connecting you now” in basso, MP4",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "La scena del centralino con “Hello, operator?” in alto, poi “Connecting you now” in basso.",
  },
  id: {
    settings:
      "dua lapisan teks: “Hello, operator?” di atas selama 1,5 dtk pertama, lalu “Connecting you now” di bawah, MP4",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Adegan papan sambung telepon dengan “Hello, operator?” di atas, lalu “Connecting you now” di bawah.",
  },
} satisfies ExampleTranslations;
