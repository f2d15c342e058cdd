/**
 * The shared editor parts' words (issue 38: buttons, switches, the fit-under control, the frame
 * strip...), in English: the type every other language's file (editor-ui.<code>.ts) must
 * satisfy, so a missing or extra key fails `npm run check`. Build time only, like tool-ui.en.ts:
 * the tool route puts the page's language's catalog into the page's data and the editor parts
 * read it through useEditorText() (editor-text.ts). A tool's own editor words are in its folder's
 * editor-text.ts. Placeholders are {name}; plural forms are keyed by Intl.PluralRules categories.
 */

export const editorUiEn = {
  actions: {
    uploadDifferentGif: "Upload Different GIF",
  },
  switch: { on: "On", off: "Off" },
  preview: {
    alt: "Preview of {name}",
    originalSize: "Original size:",
  },
  /** The video tools' output format choice (shared/ui/video-format-choice.tsx). */
  videoFormat: { label: "Format" },
};

/** What every language's editor-UI file must provide: the English file's shape, any strings. */
export type EditorUiMessages = typeof editorUiEn;
