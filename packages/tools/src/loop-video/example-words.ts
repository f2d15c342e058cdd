import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "en bucle hasta 4,5 s: el vídeo de 3 s se reproduce una vez y luego otra vez su primera mitad, también el sonido, MP4",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La misma escena de la centralita, que vuelve a empezar desde el principio al terminar.",
  },
  fr: {
    settings:
      "en boucle jusqu’à 4,5 s : la vidéo de 3 s est lue une fois, puis sa première moitié à nouveau, son compris, MP4",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt: "La même scène du standard, qui reprend depuis le début une fois terminée.",
  },
  de: {
    settings:
      "auf 4,5 s geloopt: Das 3-s-Video läuft einmal und dann noch einmal seine erste Hälfte, auch der Ton, MP4",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt: "Dieselbe Szene an der Vermittlung, die nach dem Ende wieder von vorn beginnt.",
  },
  ja: {
    settings: "4.5 秒までループ：3 秒の動画を 1 回再生し、続けて前半をもう一度（音声も）、MP4",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "終わると最初からもう一度再生される、同じ交換台の場面。",
  },
  "pt-BR": {
    settings:
      "em loop até 4,5 s: o vídeo de 3 s toca uma vez e depois a primeira metade de novo, com o som também, MP4",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt: "A mesma cena da mesa telefônica, que recomeça do início quando termina.",
  },
  it: {
    settings:
      "in loop fino a 4,5 s: il video da 3 s viene riprodotto una volta e poi di nuovo la prima metà, audio compreso, MP4",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt: "La stessa scena del centralino, che riparte dall'inizio quando finisce.",
  },
  id: {
    settings:
      "diulang sampai 4,5 dtk: video 3 dtk diputar sekali lalu separuh awalnya sekali lagi, suaranya juga, MP4",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt: "Adegan papan sambung telepon yang sama, diputar lagi dari awal begitu selesai.",
  },
} satisfies ExampleTranslations;
