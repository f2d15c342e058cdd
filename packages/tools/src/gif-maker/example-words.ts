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
  "pt-BR": {
    settings: "1 s por imagem, qualidade média; depois, Redimensionar GIF para 480 px de largura",
    inputAlts: [
      "A silhueta de um elefante contra um céu laranja de pôr do sol cheio de pássaros.",
      "Uma flor vermelha se abrindo entre folhas verdes de bordas roxas.",
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco.",
    ],
    outputAlt:
      "GIF animado: uma apresentação com o elefante ao pôr do sol, a flor vermelha e a cena em preto e branco da mesa telefônica, um segundo cada.",
  },
  it: {
    settings: "1 s per immagine, qualità media; poi Ridimensiona GIF a 480 px di larghezza",
    inputAlts: [
      "La sagoma di un elefante contro un cielo arancione al tramonto pieno di uccelli.",
      "Un fiore rosso che si apre tra foglie verdi dai bordi viola.",
      "Donne a un centralino telefonico in un vecchio film in bianco e nero.",
    ],
    outputAlt:
      "GIF animata: una presentazione con l'elefante al tramonto, il fiore rosso e la scena in bianco e nero del centralino, un secondo ciascuno.",
  },
  id: {
    settings: "1 dtk per gambar, kualitas sedang; lalu Ubah Ukuran GIF menjadi lebar 480 px",
    inputAlts: [
      "Siluet gajah dengan latar langit senja jingga yang penuh burung.",
      "Bunga merah yang mekar di antara daun hijau bertepi ungu.",
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama.",
    ],
    outputAlt:
      "GIF animasi: tayangan slide berisi gajah saat senja, bunga merah, dan adegan hitam-putih papan sambung telepon, masing-masing satu detik.",
  },
} satisfies ExampleTranslations;
