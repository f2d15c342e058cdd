import type { EditorLoader } from "./shared/editor.ts";
import type { InputFreeEditorLoader } from "./shared/input-free-editor.ts";

/**
 * What of a tool runs only in the browser (`<tool>/web/index.ts`, its line in the web map
 * packages/tools/src/web-tools.ts): its first screen, loaded when the page needs it.
 */
export interface WebTool {
  /** The editing screen: for tools that take files or links. */
  editor?: EditorLoader;
  /** The first screen of a tool without an input file (Prompt to GIF), instead of `editor`. */
  inputFreeEditor?: InputFreeEditorLoader;
}
