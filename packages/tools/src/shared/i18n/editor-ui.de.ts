import type { EditorUiMessages } from "./editor-ui.en.ts";

export const de = {
  actions: {
    uploadDifferentGif: "Anderes GIF hochladen",
  },
  preview: { alt: "Vorschau von {name}", originalSize: "Originalgröße:" },
  switch: { on: "An", off: "Aus" },
  videoFormat: { label: "Ausgabeformat" },
} satisfies EditorUiMessages;
