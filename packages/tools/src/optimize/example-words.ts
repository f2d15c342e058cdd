import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "preajuste Máxima compresión: calidad 60, 64 colores, pérdida 30",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La misma escena en blanco y negro de la centralita tras Optimizar: se sigue reproduciendo con fluidez, con un grano algo más grueso.",
  },
  ja: {
    settings: "プリセット「最大圧縮」：画質 60、64 色、非可逆圧縮 30",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "最適化後の同じ白黒の交換台の場面。なめらかに再生され、粒子が少し粗くなっています。",
  },
} satisfies ExampleTranslations;
