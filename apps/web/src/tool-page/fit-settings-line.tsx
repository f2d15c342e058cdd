import type { TaskResult } from "@gifkit/contracts";
import { fitSettingsLineIn } from "@gifkit/tools/shared/i18n/fit-under-words";
import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";

/**
 * Under the result's size, when the task was asked to fit under a size (issue 17 §1): what the
 * server chose, e.g. "Fitted under 10 MB: 480×270, 12 fps, 128 colors, lossy 40.", and what
 * meeting a destination's limits changed, in the page's language.
 */
export function FitSettingsLine({
  result,
  targetBytes,
}: {
  result: TaskResult;
  /** The `target_size_bytes` the task was started with, when the page knows it. */
  targetBytes?: number | null | undefined;
}) {
  const ui = useToolUi();
  if (!result.settings) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-fit-settings>
      {fitSettingsLineIn(ui, result.settings, targetBytes).map((part) =>
        part.english ? (
          // A change the page's catalog cannot write: the server's English sentence.
          <span key={part.text} lang="en">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
