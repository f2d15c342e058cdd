import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import type { FrameOrderOptions } from "../../shared/frame-order.ts";
import { FrameOrderEditor } from "../../shared/ui/frame-order-editor.tsx";

/** Reverse's editor, preset to a boomerang. */
export default function BoomerangEditor(props: EditorProps<FieldOf<FrameOrderOptions>>) {
  return <FrameOrderEditor {...props} initialOrder="boomerang" />;
}
