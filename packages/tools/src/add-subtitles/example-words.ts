import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "un SRT de dos subtítulos incrustados, tamaño mediano, abajo, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La escena de la centralita con los subtítulos «Number, please?» y luego «Putting you through now.» en la parte inferior.",
  },
  fr: {
    settings: "un SRT de deux sous-titres incrustés, taille moyenne, en bas, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La scène du standard avec les sous-titres « Number, please? » puis « Putting you through now. » en bas.",
  },
  de: {
    settings: "eine SRT mit zwei Untertiteln eingebrannt, mittlere Größe, unten, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Die Szene an der Vermittlung mit den Untertiteln „Number, please?“ und danach „Putting you through now.“ unten.",
  },
  ja: {
    settings: "2 つの字幕の SRT を焼き込み、中サイズ、下部、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt:
      "画面下部に字幕「Number, please?」、続いて「Putting you through now.」が表示される交換台の場面。",
  },
  "pt-BR": {
    settings: "um SRT de duas legendas embutidas no vídeo, tamanho médio, embaixo, MP4",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt:
      "A cena da mesa telefônica com as legendas “Number, please?” e depois “Putting you through now.” embaixo.",
  },
  it: {
    settings: "un SRT di due sottotitoli impressi nel video, dimensione media, in basso, MP4",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "La scena del centralino con i sottotitoli “Number, please?” e poi “Putting you through now.” in basso.",
  },
  id: {
    settings: "SRT berisi dua subtitle yang ditanam di video, ukuran sedang, di bawah, MP4",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Adegan papan sambung telepon dengan subtitle “Number, please?” lalu “Putting you through now.” di bagian bawah.",
  },
} satisfies ExampleTranslations;
