import type { EditorUiMessages } from "./editor-ui.en.ts";

export const it = {
  actions: {
    uploadDifferentGif: "Carica un'altra GIF",
  },
  preview: { alt: "Anteprima di {name}", originalSize: "Dimensioni originali:" },
  switch: { on: "Sì", off: "No" },
  videoFormat: { label: "Formato" },
} satisfies EditorUiMessages;
