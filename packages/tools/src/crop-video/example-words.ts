import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "un recuadro 9:16 de 202 × 360 px desde x 240, del vídeo de 480 × 360, con sonido, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La mujer del sombrero de copa sola, en una imagen vertical 9:16 para la pantalla de un móvil.",
  },
  fr: {
    settings:
      "un cadre 9:16 de 202 × 360 px à partir de x 240, dans la vidéo de 480 × 360, son conservé, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La femme au haut-de-forme seule, dans une image verticale 9:16 pour un écran de téléphone.",
  },
  de: {
    settings:
      "ein 9:16-Ausschnitt, 202 × 360 px ab x 240, aus dem 480 × 360 großen Video, Ton behalten, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Die Frau mit dem Zylinder allein, in einem hohen 9:16-Bild für ein Handy-Display.",
  },
  ja: {
    settings: "480 × 360 の動画から、x 240 の位置の 202 × 360 px の 9:16 の枠、音声はそのまま、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt:
      "スマートフォンの画面向けの縦長 9:16 の画面に、シルクハットの女性だけが映っています。",
  },
  "pt-BR": {
    settings:
      "uma área 9:16, 202 × 360 px a partir de x 240, do vídeo de 480 × 360, som mantido, MP4",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "Só a mulher de cartola, numa imagem alta 9:16 para a tela do celular.",
  },
  it: {
    settings: "un riquadro 9:16, 202 × 360 px da x 240, nel video 480 × 360, audio mantenuto, MP4",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "Solo la donna con il cilindro, in un'immagine verticale 9:16 per lo schermo di un telefono.",
  },
  id: {
    settings: "kotak 9:16, 202 × 360 px dari x 240, dari video 480 × 360, suara dipertahankan, MP4",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt: "Hanya perempuan bertopi tinggi, dalam gambar tegak 9:16 untuk layar ponsel.",
  },
} satisfies ExampleTranslations;
