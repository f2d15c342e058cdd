import type { EditorUiMessages } from "./editor-ui.en.ts";

export const ptBR = {
  actions: {
    uploadDifferentGif: "Enviar outro GIF",
  },
  preview: { alt: "Prévia de {name}", originalSize: "Tamanho original:" },
  switch: { on: "Sim", off: "Não" },
  videoFormat: { label: "Formato" },
} satisfies EditorUiMessages;
