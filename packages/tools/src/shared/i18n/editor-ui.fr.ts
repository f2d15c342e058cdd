import type { EditorUiMessages } from "./editor-ui.en.ts";

export const fr = {
  actions: {
    uploadDifferentGif: "Importer un autre GIF",
  },
  preview: { alt: "Aperçu de {name}", originalSize: "Taille d'origine :" },
  switch: { on: "Oui", off: "Non" },
  videoFormat: { label: "Format de sortie" },
} satisfies EditorUiMessages;
