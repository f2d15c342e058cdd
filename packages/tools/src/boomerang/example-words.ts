import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "hacia delante y luego hacia atrás hasta el segundo fotograma, cada fotograma con su propio retardo",
    inputAlts: [
      "Un pequeño conejo de juguete blanco sobre un suelo de madera rojiza, con la cámara girando a su alrededor.",
    ],
    outputAlt:
      "La cámara gira alrededor del conejo de juguete blanco y vuelve, una y otra vez, sin saltos.",
  },
  fr: {
    settings:
      "à l’endroit, puis à l’envers jusqu’à la deuxième image, chaque image avec son propre délai",
    inputAlts: [
      "Un petit lapin en peluche blanc sur un parquet rougeâtre, la caméra tournant autour de lui.",
    ],
    outputAlt: "La caméra tourne autour du lapin blanc et revient, encore et encore, sans saut.",
  },
  de: {
    settings:
      "vorwärts, dann rückwärts bis zum zweiten Frame, jeder Frame mit seiner eigenen Verzögerung",
    inputAlts: [
      "Ein kleiner weißer Spielzeughase auf einem rötlichen Holzboden, die Kamera bewegt sich um ihn herum.",
    ],
    outputAlt:
      "Die Kamera schwenkt um den weißen Spielzeughasen und wieder zurück, immer wieder, ohne Sprung.",
  },
  ja: {
    settings: "順再生のあと 2 フレーム目まで逆再生、各フレームは元の表示時間のまま",
    inputAlts: ["赤みがかった木の床に置かれた白く小さなおもちゃのウサギと、その周りを回るカメラ。"],
    outputAlt: "カメラが白いおもちゃのウサギの周りを回っては戻り、途切れずに繰り返します。",
  },
  "pt-BR": {
    settings:
      "para a frente e depois de volta até o segundo quadro, cada quadro com sua própria duração",
    inputAlts: [
      "Um pequeno coelho de brinquedo branco num piso de madeira avermelhado, com a câmera girando em volta dele.",
    ],
    outputAlt:
      "A câmera gira em volta do coelho de brinquedo branco e volta, sem parar e sem nenhum salto.",
  },
  it: {
    settings:
      "in avanti, poi all'indietro fino al secondo fotogramma, ogni fotogramma con la sua durata",
    inputAlts: [
      "Un piccolo coniglio giocattolo bianco su un pavimento di legno rossiccio, con la telecamera che gli gira intorno.",
    ],
    outputAlt:
      "La telecamera gira intorno al coniglio giocattolo bianco e torna indietro, all'infinito, senza scatti.",
  },
  id: {
    settings: "maju, lalu mundur sampai frame kedua, tiap frame dengan durasinya sendiri",
    inputAlts: [
      "Kelinci mainan putih kecil di lantai kayu kemerahan, dengan kamera yang bergerak mengitarinya.",
    ],
    outputAlt:
      "Kamera berayun mengitari kelinci mainan putih lalu kembali lagi, terus-menerus, tanpa lompatan.",
  },
} satisfies ExampleTranslations;
