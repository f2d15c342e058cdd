import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "1 s por imagen, calidad media; después, Redimensionar a 480 px de ancho",
    inputAlts: [
      "La silueta de un elefante contra un cielo naranja de atardecer lleno de pájaros.",
      "Una flor roja que se abre entre hojas verdes de bordes morados.",
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro.",
    ],
    outputAlt:
      "GIF animado: una presentación con el elefante al atardecer, la flor roja y la escena en blanco y negro de la centralita, un segundo cada una.",
  },
  ja: {
    settings: "1 枚あたり 1 秒、画質は中；そのあとリサイズで幅 480 px",
    inputAlts: [
      "鳥が飛び交うオレンジ色の夕焼け空に浮かぶゾウのシルエット。",
      "縁が紫色の緑の葉に囲まれて開く赤い花。",
      "古い白黒映画で電話交換台に向かう女性たち。",
    ],
    outputAlt:
      "アニメーション GIF：夕焼けのゾウ、赤い花、白黒の交換台の場面を 1 秒ずつ見せるスライドショー。",
  },
} satisfies ExampleTranslations;
