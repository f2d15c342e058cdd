import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings:
      "un recuadro amarillo de resaltado, una flecha roja y dos pasos numerados; el segundo aparece desde 1 s",
    inputAlts: [
      "Un aula vista desde una cámara en el techo: cuatro personas sentadas a mesas blancas, de cara a la cámara.",
    ],
    outputAlt:
      "El GIF del aula con un recuadro amarillo translúcido sobre las dos personas de la izquierda, marcado con el paso 1, y una flecha roja hacia la persona de la derecha con el paso 2.",
  },
  fr: {
    settings:
      "un cadre de surlignage jaune, une flèche rouge et deux étapes numérotées, la deuxième affichée à partir de 1 s",
    inputAlts: [
      "Une salle de classe vue d’une caméra au plafond : quatre personnes assises à des tables blanches, face à la caméra.",
    ],
    outputAlt:
      "Le GIF de la salle de classe avec un cadre jaune translucide sur les deux personnes de gauche, marqué de l’étape 1, et une flèche rouge vers la personne de droite avec l’étape 2.",
  },
  de: {
    settings:
      "ein gelber Markierungsrahmen, ein roter Pfeil und zwei nummerierte Schritte, der zweite ab 1 s",
    inputAlts: [
      "Ein Klassenzimmer aus einer Deckenkamera: Vier Personen sitzen an weißen Tischen und blicken zur Kamera.",
    ],
    outputAlt:
      "Das Klassenzimmer-GIF mit einem durchscheinenden gelben Rahmen über den zwei Personen links, markiert mit Schritt 1, und einem roten Pfeil zur Person rechts mit Schritt 2.",
  },
  ja: {
    settings: "黄色のハイライト枠、赤い矢印、番号付きの 2 つのステップ（2 つ目は 1 秒から表示）",
    inputAlts: ["天井のカメラから見た教室。4 人が白い机に座り、カメラのほうを向いています。"],
    outputAlt:
      "左の 2 人に半透明の黄色い枠とステップ 1、右の人に赤い矢印とステップ 2 が付いた教室の GIF。",
  },
  "pt-BR": {
    settings:
      "um retângulo de destaque amarelo, uma seta vermelha e dois passos numerados, o segundo a partir de 1 s",
    inputAlts: [
      "Uma sala de aula vista de uma câmera no teto: quatro pessoas sentadas a mesas brancas, de frente para a câmera.",
    ],
    outputAlt:
      "O GIF da sala de aula com um retângulo amarelo translúcido sobre as duas pessoas da esquerda, marcado com o passo 1, e uma seta vermelha até a pessoa da direita com o passo 2.",
  },
  it: {
    settings:
      "un riquadro giallo di evidenziazione, una freccia rossa e due passaggi numerati, il secondo visibile da 1 s",
    inputAlts: [
      "Un'aula vista da una telecamera sul soffitto: quattro persone sedute a tavoli bianchi, rivolte verso la telecamera.",
    ],
    outputAlt:
      "La GIF dell'aula con un riquadro giallo semitrasparente sulle due persone a sinistra, segnato con il passaggio 1, e una freccia rossa verso la persona a destra con il passaggio 2.",
  },
  id: {
    settings:
      "kotak sorotan kuning, panah merah, dan dua langkah bernomor, yang kedua tampil mulai 1 dtk",
    inputAlts: [
      "Ruang kelas dilihat dari kamera di langit-langit: empat orang duduk di meja putih menghadap kamera.",
    ],
    outputAlt:
      "GIF ruang kelas dengan kotak kuning tembus pandang di atas dua orang di kiri yang ditandai langkah 1, dan panah merah ke orang di kanan dengan langkah 2.",
  },
} satisfies ExampleTranslations;
