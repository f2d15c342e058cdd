import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "fotogramas 1 a 10 y luego del 9 de vuelta al 2, cada uno con su propio retardo: un bucle bumerán",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "El primer segundo de la escena de la centralita, hacia delante y luego hacia atrás, en un bucle sin saltos.",
  },
  fr: {
    settings:
      "images 1 à 10, puis de 9 à 2 en arrière, chacune avec son propre délai : une boucle boomerang",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La première seconde de la scène du standard, à l’endroit puis à l’envers, en boucle sans à-coup.",
  },
  de: {
    settings:
      "Frames 1 bis 10, dann 9 zurück bis 2, jeder mit seiner eigenen Verzögerung: eine Boomerang-Schleife",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Die erste Sekunde der Szene an der Vermittlung vorwärts und dann rückwärts, in einer nahtlosen Schleife.",
  },
  ja: {
    settings:
      "フレーム 1〜10、続いて 9 から 2 まで戻る、各フレームは元の表示時間のまま：ブーメランのループ",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "交換台の場面の最初の 1 秒が順再生のあと逆再生され、なめらかにループします。",
  },
  "pt-BR": {
    settings:
      "quadros 1 a 10 e depois de 9 de volta a 2, cada um com sua própria duração: um loop bumerangue",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt:
      "O primeiro segundo da cena da mesa telefônica tocado para a frente e depois de trás para a frente, num loop suave.",
  },
  it: {
    settings:
      "fotogrammi da 1 a 10, poi da 9 indietro fino a 2, ognuno con la sua durata: un loop a boomerang",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "Il primo secondo della scena del centralino riprodotto in avanti e poi all'indietro, in un loop fluido.",
  },
  id: {
    settings:
      "frame 1 sampai 10, lalu mundur dari 9 ke 2, masing-masing dengan durasinya sendiri: loop bumerang",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Detik pertama adegan papan sambung telepon diputar maju lalu mundur, berulang dengan mulus.",
  },
} satisfies ExampleTranslations;
