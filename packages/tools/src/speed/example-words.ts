import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "velocidad 2×: todos los retardos a la mitad (0,1 s → 0,05 s), todos los fotogramas conservados",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La misma escena en blanco y negro de la centralita al doble de velocidad, en la mitad de tiempo.",
  },
  fr: {
    settings:
      "vitesse 2× : chaque délai divisé par deux (0,1 s → 0,05 s), toutes les images conservées",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La même scène du standard en noir et blanc, deux fois plus rapide, en deux fois moins de temps.",
  },
  de: {
    settings:
      "Geschwindigkeit 2×: jede Verzögerung halbiert (0,1 s → 0,05 s), alle Frames behalten",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Dieselbe Schwarz-Weiß-Szene an der Vermittlung, doppelt so schnell, in der halben Zeit.",
  },
  ja: {
    settings: "速度 2×：すべての表示時間を半分に（0.1 秒 → 0.05 秒）、フレームはすべて維持",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "2 倍の速さ、半分の時間で再生される同じ白黒の交換台の場面。",
  },
  "pt-BR": {
    settings:
      "velocidade 2×: cada duração cortada pela metade (0,1 s → 0,05 s), todos os quadros mantidos",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt:
      "A mesma cena em preto e branco da mesa telefônica, duas vezes mais rápida, na metade do tempo.",
  },
  it: {
    settings: "velocità 2×: ogni durata dimezzata (0,1 s → 0,05 s), tutti i fotogrammi mantenuti",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "La stessa scena in bianco e nero del centralino, due volte più veloce, in metà tempo.",
  },
  id: {
    settings:
      "kecepatan 2×: setiap durasi dibagi dua (0,1 dtk → 0,05 dtk), semua frame dipertahankan",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Adegan hitam-putih papan sambung telepon yang sama diputar dua kali lebih cepat, dalam separuh waktu.",
  },
} satisfies ExampleTranslations;
