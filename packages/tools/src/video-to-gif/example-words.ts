import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "segundos 5,5 a 8, 10 fps, 480 × 270, calidad baja",
    inputAlts: [
      "Tres botellas de agua de plástico con tapón azul sobre una mesa blanca, ante una pared gris.",
    ],
    outputAlt:
      "GIF animado: una mano entra por la izquierda y levanta la botella de la izquierda de las tres que hay en una mesa blanca.",
  },
  fr: {
    settings: "secondes 5,5 à 8, 10 i/s, 480 × 270, qualité basse",
    inputAlts: [
      "Trois bouteilles d’eau en plastique à bouchon bleu sur une table blanche, devant un mur gris.",
    ],
    outputAlt:
      "GIF animé : une main entre par la gauche et soulève la bouteille de gauche, sur les trois posées sur une table blanche.",
  },
  de: {
    settings: "Sekunden 5,5 bis 8, 10 fps, 480 × 270, niedrige Qualität",
    inputAlts: [
      "Drei Plastikwasserflaschen mit blauen Deckeln auf einem weißen Tisch vor einer grauen Wand.",
    ],
    outputAlt:
      "Animiertes GIF: Eine Hand greift von links ins Bild und hebt die linke von drei Flaschen auf einem weißen Tisch hoch.",
  },
  ja: {
    settings: "5.5〜8 秒、10 fps、480 × 270、画質は低",
    inputAlts: ["灰色の壁の前の白い机に置かれた、青いキャップのペットボトル 3 本。"],
    outputAlt:
      "アニメーション GIF：左から手が伸びてきて、白い机の上の 3 本のボトルのうち左端の 1 本を持ち上げます。",
  },
  "pt-BR": {
    settings: "segundos 5,5 a 8, 10 fps, 480 × 270, qualidade baixa",
    inputAlts: [
      "Três garrafas plásticas de água com tampa azul numa mesa branca, diante de uma parede cinza.",
    ],
    outputAlt:
      "GIF animado: uma mão entra pela esquerda e levanta a garrafa da esquerda, das três que estão numa mesa branca.",
  },
  it: {
    settings: "secondi da 5,5 a 8, 10 fps, 480 × 270, qualità bassa",
    inputAlts: [
      "Tre bottiglie d'acqua di plastica con il tappo blu su un tavolo bianco, davanti a una parete grigia.",
    ],
    outputAlt:
      "GIF animata: una mano entra da sinistra e solleva la bottiglia di sinistra delle tre su un tavolo bianco.",
  },
  id: {
    settings: "detik 5,5–8, 10 fps, 480 × 270, kualitas rendah",
    inputAlts: [
      "Tiga botol air plastik bertutup biru di atas meja putih, berlatar dinding abu-abu.",
    ],
    outputAlt:
      "GIF animasi: sebuah tangan masuk dari kiri dan mengangkat botol paling kiri dari tiga botol di atas meja putih.",
  },
} satisfies ExampleTranslations;
