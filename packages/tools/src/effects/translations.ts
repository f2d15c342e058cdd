import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Efectos para GIF",
    summary:
      "Escala de grises, sepia, negativo, contraste, desenfoque y más, sin alterar los tiempos.",
    messages: {
      resultTitle: "¡Tu GIF con efectos está listo!",
      startOver: "Añadir efectos a otro GIF",
    },
  },
  "pt-BR": {
    name: "Efeitos para GIF",
    summary:
      "Tons de cinza, sépia, negativo, contraste, desfoque e mais, mantendo o tempo de cada quadro.",
    messages: {
      resultTitle: "Seu GIF com efeitos está pronto!",
      startOver: "Aplicar efeitos em outro GIF",
    },
  },
  fr: {
    name: "Effets GIF",
    summary:
      "Niveaux de gris, sépia, négatif, contraste, flou et plus, sans changer la durée des images.",
    messages: {
      resultTitle: "Votre GIF avec effets est prêt !",
      startOver: "Ajouter des effets à un autre GIF",
    },
  },
  de: {
    name: "GIF-Effekte",
    summary:
      "Graustufen, Sepia, Negativ, Kontrast, Weichzeichner und mehr, mit unverändertem Frame-Timing.",
    messages: {
      resultTitle: "Dein GIF mit Effekten ist fertig!",
      startOver: "Effekte auf ein weiteres GIF anwenden",
    },
  },
  it: {
    name: "Effetti GIF",
    summary:
      "Scala di grigi, seppia, negativo, contrasto, sfocatura e altro, con i tempi di ogni fotogramma intatti.",
    messages: {
      resultTitle: "La tua GIF con gli effetti è pronta!",
      startOver: "Aggiungi effetti a un'altra GIF",
    },
  },
  ja: {
    name: "GIF エフェクト",
    summary:
      "グレースケール、セピア、ネガ、コントラスト、ぼかしなど。各フレームのタイミングはそのままです。",
    messages: {
      resultTitle: "エフェクトをかけた GIF ができました！",
      startOver: "別の GIF にエフェクトをかける",
    },
  },
  id: {
    name: "Efek GIF",
    summary:
      "Hitam putih, sepia, negatif, kontras, blur, dan lainnya, dengan waktu tiap frame tetap.",
    messages: {
      resultTitle: "GIF dengan efek sudah jadi!",
      startOver: "Tambahkan efek ke GIF lain",
    },
  },
} satisfies ToolTranslations;
