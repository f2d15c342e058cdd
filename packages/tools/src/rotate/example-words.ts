import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "ángulo de 90° en sentido horario, sin volteo (sin pérdida: los mismos colores, fotogramas y retardos)",
    inputAlts: [
      "GIF animado: una mano entra por la izquierda y levanta la botella de la izquierda de las tres que hay en una mesa blanca.",
    ],
    outputAlt:
      "El GIF de las botellas girado un cuarto de vuelta en sentido horario: la mesa queda vertical a la izquierda y la mano entra por arriba.",
  },
  fr: {
    settings:
      "angle de 90° dans le sens horaire, sans miroir (sans perte : mêmes couleurs, images et délais)",
    inputAlts: [
      "GIF animé : une main entre par la gauche et soulève la bouteille de gauche, sur les trois posées sur une table blanche.",
    ],
    outputAlt:
      "Le GIF des bouteilles tourné d’un quart de tour dans le sens horaire : la table se dresse à gauche et la main arrive par le haut.",
  },
  de: {
    settings:
      "Winkel 90° im Uhrzeigersinn, nicht gespiegelt (verlustfrei: dieselben Farben, Frames und Verzögerungen)",
    inputAlts: [
      "Animiertes GIF: Eine Hand greift von links ins Bild und hebt die linke von drei Flaschen auf einem weißen Tisch hoch.",
    ],
    outputAlt:
      "Das Flaschen-GIF, um eine Vierteldrehung im Uhrzeigersinn gedreht: Der Tisch steht links senkrecht, und die Hand greift von oben ins Bild.",
  },
  ja: {
    settings: "時計回りに 90°、反転なし（可逆：色、フレーム、表示時間はそのまま）",
    inputAlts: [
      "アニメーション GIF：左から手が伸びてきて、白い机の上の 3 本のボトルのうち左端の 1 本を持ち上げます。",
    ],
    outputAlt: "時計回りに 90° 回転したボトルの GIF：机が左側に縦に立ち、手が上から伸びてきます。",
  },
  "pt-BR": {
    settings:
      "ângulo de 90° no sentido horário, sem espelhar (sem perdas: mesmas cores, quadros e durações)",
    inputAlts: [
      "GIF animado: uma mão entra pela esquerda e levanta a garrafa da esquerda, das três que estão numa mesa branca.",
    ],
    outputAlt:
      "O GIF das garrafas girado um quarto de volta no sentido horário: a mesa fica em pé à esquerda e a mão entra por cima.",
  },
  it: {
    settings:
      "angolo di 90° in senso orario, senza specchiatura (senza perdita: stessi colori, fotogrammi e durate)",
    inputAlts: [
      "GIF animata: una mano entra da sinistra e solleva la bottiglia di sinistra delle tre su un tavolo bianco.",
    ],
    outputAlt:
      "La GIF delle bottiglie ruotata di un quarto di giro in senso orario: il tavolo è in verticale a sinistra e la mano entra dall'alto.",
  },
  id: {
    settings:
      "sudut 90° searah jarum jam, tanpa pencerminan (lossless: warna, frame, dan durasi sama)",
    inputAlts: [
      "GIF animasi: sebuah tangan masuk dari kiri dan mengangkat botol paling kiri dari tiga botol di atas meja putih.",
    ],
    outputAlt:
      "GIF botol diputar seperempat putaran searah jarum jam: mejanya tegak di kiri dan tangan masuk dari atas.",
  },
} satisfies ExampleTranslations;
