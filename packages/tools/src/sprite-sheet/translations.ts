import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Hoja de sprites",
    summary:
      "Coloca los fotogramas de un GIF en una hoja PNG, o anima las celdas de una hoja como GIF.",
  },
  "pt-BR": {
    name: "Sprite sheet",
    summary:
      "Organize os quadros de um GIF em uma folha PNG, ou anime as células de uma folha como GIF.",
  },
  fr: {
    name: "Planche de sprites",
    summary:
      "Disposez les images d'un GIF sur une planche PNG, ou animez les cases d'une planche en GIF.",
  },
  de: {
    name: "Spritesheet",
    summary:
      "Leg die Frames eines GIFs auf ein PNG-Sheet oder animiere die Zellen eines Sheets als GIF.",
  },
  it: {
    name: "Sprite sheet",
    summary:
      "Disponi i fotogrammi di una GIF su un unico foglio PNG, o anima le celle di un foglio come GIF.",
  },
  ja: {
    name: "スプライトシート",
    summary:
      "GIF のフレームを 1 枚の PNG シートに並べたり、シートのセルを GIF としてアニメーションさせたりします。",
  },
  id: {
    name: "Sprite Sheet",
    summary: "Susun frame GIF dalam satu lembar PNG, atau animasikan sel-sel lembar sebagai GIF.",
  },
} satisfies ToolTranslations;
