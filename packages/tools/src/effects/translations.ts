import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Efectos para GIF",
    summary:
      "Escala de grises, sepia, negativo, contraste, desenfoque y más, sin alterar los tiempos.",
  },
  "pt-BR": {
    name: "Efeitos para GIF",
    summary:
      "Tons de cinza, sépia, negativo, contraste, desfoque e mais, mantendo o tempo de cada quadro.",
  },
  fr: {
    name: "Effets GIF",
    summary:
      "Niveaux de gris, sépia, négatif, contraste, flou et plus, sans changer la durée des images.",
  },
  de: {
    name: "GIF-Effekte",
    summary:
      "Graustufen, Sepia, Negativ, Kontrast, Weichzeichner und mehr, mit unverändertem Frame-Timing.",
  },
  it: {
    name: "Effetti GIF",
    summary:
      "Scala di grigi, seppia, negativo, contrasto, sfocatura e altro, con i tempi di ogni fotogramma intatti.",
  },
  ja: {
    name: "GIF エフェクト",
    summary:
      "グレースケール、セピア、ネガ、コントラスト、ぼかしなど。各フレームのタイミングはそのままです。",
  },
  id: {
    name: "Efek GIF",
    summary:
      "Hitam putih, sepia, negatif, kontras, blur, dan lainnya, dengan waktu tiap frame tetap.",
  },
} satisfies ToolTranslations;
