import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "de animación a hoja: 10 fotogramas en una cuadrícula casi cuadrada de 4 × 3, 2 px de separación, fondo transparente (con sprite-sheet.json al lado)",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro: un segundo, en pequeño.",
    ],
    outputAlt:
      "Un PNG con los diez fotogramas de la escena de la centralita en una cuadrícula de cuatro columnas y tres filas, con las dos últimas celdas vacías.",
  },
  fr: {
    settings:
      "de l’animation à la planche : 10 images dans une grille presque carrée de 4 × 3, marge de 2 px, fond transparent (avec sprite-sheet.json à côté)",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc : une seconde, en petit.",
    ],
    outputAlt:
      "Un PNG avec les dix images de la scène du standard dans une grille de quatre colonnes et trois lignes, les deux dernières cases vides.",
  },
  de: {
    settings:
      "Animation zu Sheet: 10 Frames im fast quadratischen 4 × 3-Raster, 2 px Abstand, transparenter Hintergrund (sprite-sheet.json daneben)",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film: eine Sekunde, klein.",
    ],
    outputAlt:
      "Ein PNG mit den zehn Frames der Szene an der Vermittlung in einem Raster aus vier Spalten und drei Zeilen, die letzten zwei Zellen leer.",
  },
  ja: {
    settings:
      "アニメーションからシートへ：10 フレームを正方形に近い 4 × 3 のグリッドに、余白 2 px、透明な背景（sprite-sheet.json 付き）",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち（1 秒、小さいサイズ）。"],
    outputAlt:
      "交換台の場面の 10 フレームを 4 列 3 行のグリッドに並べた 1 枚の PNG。最後の 2 マスは空です。",
  },
  "pt-BR": {
    settings:
      "de animação para folha: 10 quadros numa grade quase quadrada de 4 × 3, 2 px de espaçamento, fundo transparente (com sprite-sheet.json ao lado)",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco: um segundo, em tamanho pequeno.",
    ],
    outputAlt:
      "Um PNG com os dez quadros da cena da mesa telefônica numa grade de quatro colunas e três linhas, com as duas últimas células vazias.",
  },
  it: {
    settings:
      "da animazione a foglio: 10 fotogrammi nella griglia quasi quadrata 4 × 3, spaziatura 2 px, sfondo trasparente (con sprite-sheet.json accanto)",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero: un secondo, in piccolo.",
    ],
    outputAlt:
      "Un PNG con i dieci fotogrammi della scena del centralino in una griglia di quattro colonne e tre righe, con le ultime due celle vuote.",
  },
  id: {
    settings:
      "animasi ke sheet: 10 frame dalam grid 4 × 3 yang hampir persegi, jarak 2 px, latar transparan (dengan sprite-sheet.json di sampingnya)",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama: satu detik, berukuran kecil.",
    ],
    outputAlt:
      "Satu PNG berisi sepuluh frame adegan papan sambung telepon dalam grid empat kolom dan tiga baris, dua sel terakhirnya kosong.",
  },
} satisfies ExampleTranslations;
