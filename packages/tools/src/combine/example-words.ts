import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "uno al lado del otro a la altura del primer GIF; el más corto se repite hasta que acaba el más largo",
    inputAlts: [
      "Un capullo de flor rojo entre hojas verdes, que se abre un poco.",
      "GIF animado: una mano entra por la izquierda y levanta la botella de la izquierda de las tres que hay en una mesa blanca.",
    ],
    outputAlt:
      "El capullo y el GIF de las botellas uno al lado del otro: el capullo se abre y vuelve a empezar mientras la mano levanta una botella.",
  },
  fr: {
    settings:
      "côte à côte à la hauteur du premier GIF ; le plus court tourne en boucle jusqu’à la fin du plus long",
    inputAlts: [
      "Un bouton de fleur rouge parmi des feuilles vertes, qui s’ouvre un peu.",
      "GIF animé : une main entre par la gauche et soulève la bouteille de gauche, sur les trois posées sur une table blanche.",
    ],
    outputAlt:
      "Le bouton de fleur et le GIF des bouteilles côte à côte : le bouton s’ouvre et recommence pendant que la main soulève une bouteille.",
  },
  de: {
    settings:
      "nebeneinander in der Höhe des ersten GIFs; das kürzere läuft in Schleife, bis das längere endet",
    inputAlts: [
      "Eine rote Blütenknospe zwischen grünen Blättern, die sich ein wenig öffnet.",
      "Animiertes GIF: Eine Hand greift von links ins Bild und hebt die linke von drei Flaschen auf einem weißen Tisch hoch.",
    ],
    outputAlt:
      "Die Blütenknospe und das Flaschen-GIF nebeneinander: Die Knospe öffnet sich und beginnt von vorn, während die Hand eine Flasche hebt.",
  },
  ja: {
    settings: "1 つ目の GIF の高さで横に並べ、短いほうは長いほうが終わるまでループ",
    inputAlts: [
      "緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。",
      "アニメーション GIF：左から手が伸びてきて、白い机の上の 3 本のボトルのうち左端の 1 本を持ち上げます。",
    ],
    outputAlt:
      "つぼみとボトルの GIF が横に並び、手がボトルを持ち上げる間、つぼみが開いてはまた最初から繰り返します。",
  },
  "pt-BR": {
    settings:
      "lado a lado na altura do primeiro GIF; o mais curto repete até o mais longo terminar",
    inputAlts: [
      "Um botão de flor vermelho entre folhas verdes, abrindo-se um pouco.",
      "GIF animado: uma mão entra pela esquerda e levanta a garrafa da esquerda, das três que estão numa mesa branca.",
    ],
    outputAlt:
      "O botão de flor e o GIF das garrafas lado a lado: o botão se abre e recomeça enquanto a mão levanta uma garrafa.",
  },
  it: {
    settings:
      "affiancate all'altezza della prima GIF; la più corta va in loop finché non finisce la più lunga",
    inputAlts: [
      "Un bocciolo rosso tra foglie verdi, che si apre appena.",
      "GIF animata: una mano entra da sinistra e solleva la bottiglia di sinistra delle tre su un tavolo bianco.",
    ],
    outputAlt:
      "Il bocciolo e la GIF delle bottiglie affiancati: il bocciolo si apre e ricomincia mentre la mano solleva una bottiglia.",
  },
  id: {
    settings:
      "berdampingan setinggi GIF pertama; yang lebih pendek diulang sampai yang lebih panjang selesai",
    inputAlts: [
      "Kuncup bunga merah di antara daun hijau, yang mulai sedikit mekar.",
      "GIF animasi: sebuah tangan masuk dari kiri dan mengangkat botol paling kiri dari tiga botol di atas meja putih.",
    ],
    outputAlt:
      "Kuncup bunga dan GIF botol berdampingan: kuncupnya mekar lalu mulai lagi sementara tangan mengangkat sebuah botol.",
  },
} satisfies ExampleTranslations;
