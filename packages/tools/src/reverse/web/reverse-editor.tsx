import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { FrameOrderEditor } from "../../shared/ui/frame-order-editor.tsx";
import type { ReverseOptions } from "../shared/options.ts";

/**
 * A preview, the choice of Reverse (the default, spec: tools §2) or Boomerang, 'Reverse GIF' and
 * 'Upload Different GIF'.
 */
export default function ReverseEditor(props: EditorProps<FieldOf<ReverseOptions>>) {
  return <FrameOrderEditor {...props} initialOrder="reverse" />;
}
