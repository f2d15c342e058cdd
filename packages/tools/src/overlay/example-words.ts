import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "la foto del elefante a 140 px de ancho en la esquina superior izquierda, a 16 px del borde, con 80 % de opacidad",
    inputAlts: ["Un capullo de flor rojo entre hojas verdes, que se abre un poco."],
    outputAlt:
      "El capullo rojo abriéndose, con una pequeña imagen del elefante al atardecer en la esquina superior izquierda.",
  },
  fr: {
    settings:
      "la photo de l’éléphant, 140 px de large, dans le coin supérieur gauche, à 16 px du bord, opacité 80 %",
    inputAlts: ["Un bouton de fleur rouge parmi des feuilles vertes, qui s’ouvre un peu."],
    outputAlt:
      "Le bouton rouge qui s’ouvre, avec une petite image de l’éléphant au coucher du soleil dans le coin supérieur gauche.",
  },
  de: {
    settings:
      "das Elefantenfoto 140 px breit in der oberen linken Ecke, 16 px vom Rand, mit 80 % Deckkraft",
    inputAlts: ["Eine rote Blütenknospe zwischen grünen Blättern, die sich ein wenig öffnet."],
    outputAlt:
      "Die rote Blütenknospe, die sich öffnet, mit einem kleinen Bild des Elefanten im Sonnenuntergang in der oberen linken Ecke.",
  },
  ja: {
    settings: "ゾウの写真を幅 140 px で左上の角に、端から 16 px、不透明度 80%",
    inputAlts: ["緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。"],
    outputAlt: "左上の角に夕焼けのゾウの小さな写真が入った、開いていく赤いつぼみ。",
  },
  "pt-BR": {
    settings:
      "a foto do elefante com 140 px de largura no canto superior esquerdo, a 16 px da borda, com 80% de opacidade",
    inputAlts: ["Um botão de flor vermelho entre folhas verdes, abrindo-se um pouco."],
    outputAlt:
      "O botão de flor vermelho se abrindo, com uma pequena imagem do elefante ao pôr do sol no canto superior esquerdo.",
  },
  it: {
    settings:
      "la foto dell'elefante larga 140 px nell'angolo in alto a sinistra, a 16 px dal bordo, con opacità 80%",
    inputAlts: ["Un bocciolo rosso tra foglie verdi, che si apre appena."],
    outputAlt:
      "Il bocciolo rosso che si apre, con una piccola immagine dell'elefante al tramonto nell'angolo in alto a sinistra.",
  },
  id: {
    settings: "foto gajah selebar 140 px di sudut kiri atas, 16 px dari tepi, dengan opasitas 80%",
    inputAlts: ["Kuncup bunga merah di antara daun hijau, yang mulai sedikit mekar."],
    outputAlt:
      "Kuncup bunga merah yang mekar, dengan gambar kecil gajah saat senja di sudut kiri atasnya.",
  },
} satisfies ExampleTranslations;
