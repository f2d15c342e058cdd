import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import type { CombineOptions } from "../shared/options.ts";

export default function CombineEditor({ start }: EditorProps<FieldOf<CombineOptions>>) {
  return (
    <button type="button" onClick={() => start({})}>
      Combine
    </button>
  );
}
