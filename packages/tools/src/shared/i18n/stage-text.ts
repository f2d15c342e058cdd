import type { ProgressStageId, TaskStatus } from "@gifkit/contracts";
import { formatValue, type PluralForms } from "./format.ts";
import type { ToolUi } from "./tool-ui-text.ts";

/**
 * A running task's stage line in the page's language (issue 38): the catalog's sentence for the
 * status's `stage`, its values written through Intl (a size, a number) and a destination by its
 * name in the language. English pages, and a status naming no stage the catalog has, show the
 * server's own `status`.
 */
export function stageText(
  ui: Pick<ToolUi, "languageCode" | "text" | "plural" | "fill">,
  status: Pick<TaskStatus, "status" | "stage" | "stage_values">,
): string {
  if (ui.languageCode === "en" || !status.stage) return status.status;
  const template = (ui.text.stages as Partial<Record<ProgressStageId, string | PluralForms>>)[
    status.stage
  ];
  if (!template) return status.status;
  const values = status.stage_values ?? {};
  const words: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    words[name] =
      name === "destination" && typeof value === "string"
        ? ((ui.text.fitUnder.destinations as Partial<Record<string, string>>)[value] ?? value)
        : formatValue(ui.languageCode, name, value);
  }
  const text =
    typeof template === "string"
      ? ui.fill(template, words)
      : ui.plural(template, Number(values.count ?? 0), words);
  // A value the status did not send stays a placeholder: the server's line then, never a gap.
  return /\{\w+\}/.test(text) ? status.status : text;
}
