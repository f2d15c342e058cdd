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
} satisfies ExampleTranslations;
