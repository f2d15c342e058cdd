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
  fr: {
    settings: "1 s par image, qualité moyenne ; puis Redimensionner à 480 px de large",
    inputAlts: [
      "La silhouette d’un éléphant devant un ciel orange de coucher de soleil plein d’oiseaux.",
      "Une fleur rouge qui s’ouvre parmi des feuilles vertes bordées de violet.",
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc.",
    ],
    outputAlt:
      "GIF animé : un diaporama de l’éléphant au coucher du soleil, de la fleur rouge et de la scène du standard en noir et blanc, une seconde chacun.",
  },
  de: {
    settings: "1 s pro Bild, mittlere Qualität; danach Größe ändern auf 480 px Breite",
    inputAlts: [
      "Die Silhouette eines Elefanten vor einem orangen Abendhimmel voller Vögel.",
      "Eine rote Blüte, die sich zwischen grünen Blättern mit violetten Rändern öffnet.",
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film.",
    ],
    outputAlt:
      "Animiertes GIF: eine Diashow aus dem Elefanten im Sonnenuntergang, der roten Blüte und der Schwarz-Weiß-Szene an der Vermittlung, je eine Sekunde.",
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
