import { type FitSettings, isDestinationChangeId } from "@gifkit/contracts";
import type { ToolUi } from "./tool-ui-text.ts";

/** A piece of a line; `english` marks the server's own English words, for `lang="en"`. */
export interface LinePart {
  text: string;
  english?: boolean;
}

/**
 * What meeting a destination's limits changed, one sentence per change in the page's language
 * (issue 38): the catalog's `destinationChanges` sentence for each of the result's
 * `change_details`, its numbers written with Intl and the destination by its name in the
 * language. English pages show the server's own sentences (`changes`), and so does any change
 * whose id the catalog lacks or whose values do not fill its sentence, marked English.
 */
export function destinationChangesIn(
  ui: Pick<ToolUi, "languageCode" | "text" | "fill">,
  settings: Pick<FitSettings, "changes" | "change_details">,
): LinePart[] {
  const sentences = settings.changes ?? [];
  if (ui.languageCode === "en") return sentences.map((text) => ({ text }));
  const details = settings.change_details ?? [];
  const number = new Intl.NumberFormat(ui.languageCode, { maximumFractionDigits: 2 });
  const names = ui.text.fitUnder.destinations as Partial<Record<string, string>>;
  return sentences.map((english, index) => {
    // The details follow `changes` one for one; a result without them (made before them) or
    // with another count is written as the server wrote it.
    const detail = details.length === sentences.length ? details[index] : undefined;
    const template =
      detail && isDestinationChangeId(detail.id) ? ui.text.destinationChanges[detail.id] : null;
    if (!detail || !template) return { text: english, english: true };
    const words: Record<string, string> = {};
    for (const [name, value] of Object.entries(detail.values)) {
      words[name] =
        name === "destination"
          ? (names[String(value)] ?? String(value))
          : typeof value === "number"
            ? number.format(value)
            : value;
    }
    const text = ui.fill(template, words);
    // A value the result did not send stays a placeholder: the server's sentence then, never a gap.
    return /\{\w+\}/.test(text) ? { text: english, english: true } : { text };
  });
}
