import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Cambiar la velocidad de un GIF",
    summary:
      "Acelera o ralentiza un GIF; los fotogramas demasiado breves para verse se quitan de forma uniforme.",
    messages: {
      resultTitle: "¡Tu GIF con su nueva velocidad está listo!",
      startOver: "Cambiar otro GIF",
    },
  },
  "pt-BR": {
    name: "Mudar a velocidade do GIF",
    summary:
      "Deixe um GIF mais rápido ou mais lento; quadros curtos demais para aparecer são removidos por igual.",
    messages: {
      resultTitle: "Seu GIF com a nova velocidade está pronto!",
      startOver: "Alterar outro GIF",
    },
  },
  fr: {
    name: "Changer la vitesse d'un GIF",
    summary:
      "Accélérez ou ralentissez un GIF ; les images trop brèves pour s'afficher sont retirées régulièrement.",
    messages: {
      resultTitle: "Votre GIF à sa nouvelle vitesse est prêt !",
      startOver: "Modifier un autre GIF",
    },
  },
  de: {
    name: "GIF-Tempo ändern",
    summary:
      "Spiel ein GIF schneller oder langsamer ab; zu kurze Frames werden gleichmäßig entfernt.",
    messages: {
      resultTitle: "Dein GIF mit neuem Tempo ist fertig!",
      startOver: "Ein weiteres GIF ändern",
    },
  },
  it: {
    name: "Cambia velocità GIF",
    summary:
      "Rendi una GIF più veloce o più lenta; i fotogrammi troppo brevi per vedersi vengono tolti in modo uniforme.",
    messages: {
      resultTitle: "La tua GIF con la nuova velocità è pronta!",
      startOver: "Cambia un'altra GIF",
    },
  },
  ja: {
    name: "GIF の速度変更",
    summary: "GIF の再生を速く、または遅くします。短すぎて表示されないフレームは均等に間引きます。",
    messages: {
      resultTitle: "速度を変えた GIF ができました！",
      startOver: "別の GIF の速度を変える",
    },
  },
  id: {
    name: "Ubah Kecepatan GIF",
    summary: "Percepat atau perlambat GIF; frame yang terlalu singkat untuk tampil dibuang merata.",
    messages: {
      resultTitle: "GIF dengan kecepatan barunya sudah jadi!",
      startOver: "Ubah GIF lain",
    },
  },
} satisfies ToolTranslations;
