import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import type { CensorOptions } from "../shared/options.ts";

export default function CensorEditor(_props: EditorProps<FieldOf<CensorOptions>>) {
  return null;
}
