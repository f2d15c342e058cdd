import type { ToolAbout } from "../define-tool.ts";

/** Edit: a chain of operations in one task (POST /api/edit). It has no page or menu entry of its own. */
export default {
  id: "edit",
  name: "Edit (a chain of operations)",
  summary: "Any chain of edits in one pass, to any output format.",
  menuPosition: 1_000,
  icon: [{ kind: "path", d: "M4 12h16M12 4v16" }],
  group: "edit",
  apiOnly: true,
} as const satisfies ToolAbout<"edit">;
