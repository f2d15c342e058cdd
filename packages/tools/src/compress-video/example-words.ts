import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "objetivo de 100 KB (el mínimo permitido), MP4: dos pasadas a la tasa de bits que permite ese tamaño, al tamaño del propio clip, con sonido",
    inputAlts: [
      "Mujeres ante una centralita telefónica en una vieja película en blanco y negro, una de ellas con sombrero de copa.",
    ],
    outputAlt:
      "La misma escena de la centralita, algo más suave, en un archivo de más o menos la mitad de tamaño.",
  },
  fr: {
    settings:
      "objectif 100 Ko (le minimum autorisé), MP4 : deux passes au débit que permet cette taille, aux dimensions du clip, son conservé",
    inputAlts: [
      "Des femmes devant un standard téléphonique dans un vieux film en noir et blanc, l’une coiffée d’un haut-de-forme.",
    ],
    outputAlt:
      "La même scène du standard, un peu plus douce, dans un fichier environ deux fois plus léger.",
  },
  de: {
    settings:
      "Ziel 100 KB (das erlaubte Minimum), MP4: zwei Durchgänge mit der Bitrate, die diese Größe zulässt, in der Größe des Clips, Ton behalten",
    inputAlts: [
      "Frauen an einer Telefonvermittlung in einem alten Schwarz-Weiß-Film, eine mit Zylinder.",
    ],
    outputAlt:
      "Dieselbe Szene an der Vermittlung, etwas weicher, in einer etwa halb so großen Datei.",
  },
  ja: {
    settings:
      "目標 100 KB（指定できる最小値）、MP4：そのサイズに収まるビットレートで 2 パス、クリップ本来の寸法、音声はそのまま",
    inputAlts: ["古い白黒映画で電話交換台に向かう女性たち。1 人はシルクハットをかぶっています。"],
    outputAlt: "少しだけ柔らかくなり、ファイルサイズが約半分になった同じ交換台の場面。",
  },
  "pt-BR": {
    settings:
      "alvo de 100 KB (o menor permitido), MP4: duas passagens na taxa de bits que esse tamanho permite, no tamanho original do clipe, som mantido",
    inputAlts: [
      "Mulheres diante de uma mesa telefônica num antigo filme em preto e branco, uma delas de cartola.",
    ],
    outputAlt:
      "A mesma cena da mesa telefônica, um pouco mais suave, num arquivo com cerca de metade do tamanho.",
  },
  it: {
    settings:
      "obiettivo 100 KB (il minimo consentito), MP4: due passaggi al bitrate che quella dimensione consente, alla risoluzione originale del clip, audio mantenuto",
    inputAlts: [
      "Donne a un centralino telefonico in un vecchio film in bianco e nero, una con il cilindro.",
    ],
    outputAlt:
      "La stessa scena del centralino, un po' più morbida, in un file grande circa la metà.",
  },
  id: {
    settings:
      "target 100 KB (yang terkecil yang diizinkan), MP4: dua tahap pada bitrate yang dimungkinkan ukuran itu, dengan ukuran asli klip, suara dipertahankan",
    inputAlts: [
      "Para perempuan di depan papan sambung telepon dalam film hitam-putih lama, salah satunya bertopi tinggi.",
    ],
    outputAlt:
      "Adegan papan sambung telepon yang sama, sedikit lebih lembut, dalam file yang kira-kira separuh ukurannya.",
  },
} satisfies ExampleTranslations;
