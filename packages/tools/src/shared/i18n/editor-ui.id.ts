import type { EditorUiMessages } from "./editor-ui.en.ts";

export const id = {
  actions: {
    uploadDifferentGif: "Unggah GIF lain",
  },
  preview: { alt: "Pratinjau {name}", originalSize: "Ukuran asli:" },
  switch: { on: "Aktif", off: "Mati" },
  videoFormat: { label: "Format keluaran" },
} satisfies EditorUiMessages;
