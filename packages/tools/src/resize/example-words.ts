import type { ExampleTranslations } from "../shared/example.ts";

/** This tool's example's settings and alt texts in the site's other languages (example.ts has the English). */
export default {
  es: {
    settings: "240 × 135 (la mitad), relación de aspecto mantenida",
    inputAlts: [
      "Un aula vista desde una cámara en el techo: cuatro personas sentadas a mesas blancas, de cara a la cámara.",
    ],
    outputAlt:
      "El mismo GIF del aula a 240 × 135: cuatro personas en sus mesas, moviéndose un poco.",
  },
  fr: {
    settings: "240 × 135 (moitié de la taille), proportions conservées",
    inputAlts: [
      "Une salle de classe vue d’une caméra au plafond : quatre personnes assises à des tables blanches, face à la caméra.",
    ],
    outputAlt:
      "Le même GIF de la salle de classe en 240 × 135 : quatre personnes à leurs tables, qui bougent un peu.",
  },
  de: {
    settings: "240 × 135 (halbe Größe), Seitenverhältnis beibehalten",
    inputAlts: [
      "Ein Klassenzimmer aus einer Deckenkamera: Vier Personen sitzen an weißen Tischen und blicken zur Kamera.",
    ],
    outputAlt:
      "Dasselbe Klassenzimmer-GIF in 240 × 135: vier Personen an ihren Tischen, die sich leicht bewegen.",
  },
  ja: {
    settings: "240 × 135（半分のサイズ）、縦横比は維持",
    inputAlts: ["天井のカメラから見た教室。4 人が白い机に座り、カメラのほうを向いています。"],
    outputAlt: "240 × 135 になった同じ教室の GIF：机に向かう 4 人が少し動いています。",
  },
} satisfies ExampleTranslations;
