import type { ToolId } from "./define-tool.ts";
import type { EditorLoader } from "./shared/editor.ts";
import type { InputFreeEditorLoader } from "./shared/input-free-editor.ts";

export type {
  EditorComponent,
  EditorExtras,
  EditorFields,
  EditorLoader,
  EditorProps,
  EditorSource,
  ResultViewProps,
  StartOptions,
} from "./shared/editor.ts";

/**
 * Editors of the tools, loaded lazily by the web app's tool page (each is its own chunk). A tool
 * whose editor is not built yet is absent: its page shows the frame without a workspace.
 */
export const editors: Partial<Record<ToolId, EditorLoader>> = {
  resize: () => import("./resize/editor/resize-editor.tsx"),
  crop: () => import("./crop/editor/crop-editor.tsx"),
  optimize: () => import("./optimize/editor/optimize-editor.tsx"),
  reverse: () => import("./reverse/editor/reverse-editor.tsx"),
  "video-to-gif": () => import("./video-to-gif/editor/video-to-gif-editor.tsx"),
  "add-text": () => import("./add-text/editor/add-text-editor.tsx"),
  "gif-maker": () => import("./gif-maker/editor/gif-maker-editor.tsx"),
  cut: () => import("./cut/editor/cut-editor.tsx"),
};

/**
 * Editors of tools without an input file (Prompt to GIF): the editor is the first screen and the
 * start call is JSON (apps/web/src/tool-page/input-free-flow.tsx).
 */
export const inputFreeEditors: Partial<Record<ToolId, InputFreeEditorLoader>> = {
  "prompt-gif": () => import("./prompt-gif/editor/prompt-gif-editor.tsx"),
};
