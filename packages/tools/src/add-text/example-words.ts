import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "Estilo meme (Impact, blanco con contorno negro), abajo",
    inputAlts: ["Un capullo de flor rojo entre hojas verdes, que se abre un poco."],
    outputAlt:
      "El capullo rojo con el texto IT'S SPRING abajo, en letras Impact blancas con contorno negro.",
  },
  fr: {
    settings: "Style mème (Impact, blanc avec contour noir), en bas",
    inputAlts: ["Un bouton de fleur rouge parmi des feuilles vertes, qui s’ouvre un peu."],
    outputAlt:
      "Le bouton rouge avec la légende IT'S SPRING en bas, en lettres Impact blanches au contour noir.",
  },
  de: {
    settings: "Meme-Stil (Impact, weiß mit schwarzer Kontur), unten",
    inputAlts: ["Eine rote Blütenknospe zwischen grünen Blättern, die sich ein wenig öffnet."],
    outputAlt:
      "Die rote Blütenknospe mit der Beschriftung IT'S SPRING unten, in weißen Impact-Buchstaben mit schwarzer Kontur.",
  },
  ja: {
    settings: "ミーム風（Impact、白文字に黒いフチ）、下部",
    inputAlts: ["緑の葉に囲まれ、少しずつ開いていく赤い花のつぼみ。"],
    outputAlt: "下部に白い Impact 体・黒いフチの文字で IT'S SPRING と入った赤いつぼみ。",
  },
  "pt-BR": {
    settings: "Estilo meme (Impact, branco com contorno preto), embaixo",
    inputAlts: ["Um botão de flor vermelho entre folhas verdes, abrindo-se um pouco."],
    outputAlt:
      "O botão vermelho com a legenda IT'S SPRING embaixo, em letras Impact brancas com contorno preto.",
  },
  it: {
    settings: "Stile meme (Impact, bianco con contorno nero), in basso",
    inputAlts: ["Un bocciolo rosso tra foglie verdi, che si apre appena."],
    outputAlt:
      "Il bocciolo rosso con la scritta IT'S SPRING in basso, in lettere Impact bianche con contorno nero.",
  },
  id: {
    settings: "Gaya Meme (Impact, putih dengan garis tepi hitam), di bawah",
    inputAlts: ["Kuncup bunga merah di antara daun hijau, yang mulai sedikit mekar."],
    outputAlt:
      "Kuncup merah itu dengan teks IT'S SPRING di bagian bawah, berhuruf Impact putih dengan garis tepi hitam.",
  },
} satisfies ExampleTranslations;
