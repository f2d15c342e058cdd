import { TimeRangeFields } from "../../shared/ui/time-range.tsx";
import { clampTiming, minimumWindowSeconds } from "./layer-state.ts";

/**
 * When the selected layer shows: the shared time range (shared/ui/time-range.tsx: the range on the
 * GIF's timeline, a slider for its start and one for its end, each with a full-size touch target,
 * and the times typed in seconds), never closer than the minimum window. An end at the far right
 * means "until the end of the GIF".
 */
export function TimingSlider({
  startSeconds,
  endSeconds,
  durationSeconds,
  disabled,
  onChange,
}: {
  startSeconds: number;
  endSeconds: number | null;
  durationSeconds: number;
  disabled: boolean;
  onChange: (timing: { start_time: number; end_time: number | null }) => void;
}) {
  const duration = Math.max(durationSeconds, minimumWindowSeconds);
  const end = endSeconds ?? duration;
  return (
    <fieldset className="card space-y-3 p-4" disabled={disabled}>
      <legend className="sr-only">Layer timing</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-800">Layer timing</p>
        <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
          {startSeconds.toFixed(2)} s to{" "}
          {endSeconds === null ? `the end (${duration.toFixed(2)} s)` : `${end.toFixed(2)} s`}
        </p>
      </div>
      <TimeRangeFields
        range={{ start_time: startSeconds, end_time: endSeconds }}
        durationSeconds={duration}
        clamp={clampTiming}
        reversedMessage={(timing, moved) =>
          `The end time must be after the start time: it is now ${timing.end_time === null ? "the end of the GIF" : `${timing.end_time.toFixed(2)} s`}${moved === "start" ? ` and the start ${timing.start_time.toFixed(2)} s` : ""}.`
        }
        startLabel="Start time"
        endLabel="End time"
        onChange={onChange}
      />
    </fieldset>
  );
}
