import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "Estilo meme (Impact, blanco con contorno negro), abajo",
    inputAlts: ["Un capullo de flor rojo entre hojas verdes, que se abre un poco."],
    outputAlt:
      "El capullo rojo con el texto IT'S SPRING abajo, en letras Impact blancas con contorno negro.",
  },
  ja: {
    settings: "ミーム風（Impact、白文字に黒いフチ）、下部",
    inputAlts: ["緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。"],
    outputAlt: "下部に白い Impact 体・黒いフチの文字で IT'S SPRING と入った赤いつぼみ。",
  },
} satisfies ExampleTranslations;
