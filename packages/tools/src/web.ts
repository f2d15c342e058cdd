import type { ToolId } from "./define-tool.ts";
import type { EditorLoader } from "./shared/editor.ts";

export type {
  EditorComponent,
  EditorFields,
  EditorLoader,
  EditorProps,
  EditorSource,
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
};
