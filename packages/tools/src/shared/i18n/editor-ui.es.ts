import type { EditorUiMessages } from "./editor-ui.en.ts";

export const es = {
  actions: {
    uploadDifferentGif: "Subir otro GIF",
  },
  preview: { alt: "Vista previa de {name}", originalSize: "Tamaño original:" },
  switch: { on: "Sí", off: "No" },
  videoFormat: { label: "Formato" },
} satisfies EditorUiMessages;
