import type { TaskResult } from "@gifkit/contracts";
import { fitSettingsSummary } from "@gifkit/tools/shared/fit-under";

/**
 * Under the result's size, when the task was asked to fit under a size (issue 17 §1): what the
 * server chose, e.g. "Fitted under 10 MB: 480×270, 12 fps, 128 colors, lossy 40."
 */
export function FitSettingsLine({
  result,
  targetBytes,
}: {
  result: TaskResult;
  /** The `target_size_bytes` the task was started with, when the page knows it. */
  targetBytes?: number | null | undefined;
}) {
  if (!result.settings) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-fit-settings>
      {fitSettingsSummary(result.settings, targetBytes)}
    </p>
  );
}
