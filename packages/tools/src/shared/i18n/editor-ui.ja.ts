import type { EditorUiMessages } from "./editor-ui.en.ts";

export const ja = {
  actions: {
    uploadDifferentGif: "別の GIF をアップロード",
  },
  preview: { alt: "{name} のプレビュー", originalSize: "元のサイズ:" },
  switch: { on: "オン", off: "オフ" },
  videoFormat: { label: "形式" },
} satisfies EditorUiMessages;
