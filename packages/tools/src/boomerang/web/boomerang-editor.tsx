import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import type { FrameOrderOptions } from "../../shared/frame-order.ts";
import { FrameOrderEditor } from "../../shared/ui/frame-order-editor.tsx";

/** Reverse's editor, preset to a boomerang. */
export default function BoomerangEditor(props: EditorProps<FieldOf<FrameOrderOptions>>) {
  return <FrameOrderEditor {...props} initialOrder="boomerang" />;
}

/**
 * The GIF and the settings stay under the result (issue 41: "Make another" threw the upload away):
 * change the order or the size to fit under and go again without choosing the file again.
 */
export const editorUnderResult = true;
