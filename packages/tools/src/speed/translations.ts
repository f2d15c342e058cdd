import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Cambiar la velocidad de un GIF",
    summary:
      "Acelera o ralentiza un GIF; los fotogramas demasiado breves para verse se quitan de forma uniforme.",
  },
  "pt-BR": {
    name: "Mudar a velocidade do GIF",
    summary:
      "Deixe um GIF mais rápido ou mais lento; quadros curtos demais para aparecer são removidos por igual.",
  },
  fr: {
    name: "Changer la vitesse d'un GIF",
    summary:
      "Accélérez ou ralentissez un GIF ; les images trop brèves pour s'afficher sont retirées régulièrement.",
  },
  de: {
    name: "GIF-Tempo ändern",
    summary:
      "Spiel ein GIF schneller oder langsamer ab; zu kurze Frames werden gleichmäßig entfernt.",
  },
  it: {
    name: "Cambia velocità GIF",
    summary:
      "Rendi una GIF più veloce o più lenta; i fotogrammi troppo brevi per vedersi vengono tolti in modo uniforme.",
  },
  ja: {
    name: "GIF の速度変更",
    summary: "GIF の再生を速く、または遅くします。短すぎて表示されないフレームは均等に間引きます。",
  },
  id: {
    name: "Ubah Kecepatan GIF",
    summary: "Percepat atau perlambat GIF; frame yang terlalu singkat untuk tampil dibuang merata.",
  },
} satisfies ToolTranslations;
