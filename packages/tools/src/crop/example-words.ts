import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "un recuadro de 256 × 160 en x 180, y 90",
    inputAlts: [
      "Un aula vista desde una cámara en el techo: cuatro personas sentadas a mesas blancas, de cara a la cámara.",
    ],
    outputAlt: "El GIF del aula recortado a las dos personas de las mesas de la derecha.",
  },
  ja: {
    settings: "x 180、y 90 の位置から 256 × 160 の枠",
    inputAlts: ["天井のカメラから見た教室。4 人が白い机に座り、カメラのほうを向いています。"],
    outputAlt: "右側の机の 2 人だけに切り抜いた教室の GIF。",
  },
} satisfies ExampleTranslations;
