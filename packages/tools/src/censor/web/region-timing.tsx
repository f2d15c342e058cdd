import { useId } from "react";
import { TimeRangeFields } from "../../shared/ui/time-range.tsx";
import { clampTimes, type RegionTimes } from "../shared/timeline.ts";

/**
 * When the selected region is hidden: the shared time range (shared/ui/time-range.tsx: the range on
 * the GIF's timeline, a slider for its start and one for its end, the times typed in seconds).
 */

export function RegionTiming({
  times,
  durationSeconds,
  disabled,
  onChange,
}: {
  times: RegionTimes;
  /** Null when the GIF's timing could not be read: the times are typed only. */
  durationSeconds: number | null;
  disabled: boolean;
  onChange: (times: RegionTimes) => void;
}) {
  const id = useId();
  const start = times.start_time;
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">When this region is hidden</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={id} className="text-sm font-medium text-slate-800">
          When
        </p>
        <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
          {times.end_time === null && start === 0
            ? "The whole GIF"
            : `${start.toFixed(2)} s to ${times.end_time === null ? "the end" : `${times.end_time.toFixed(2)} s`}`}
        </p>
      </div>
      <TimeRangeFields
        range={times}
        durationSeconds={durationSeconds}
        clamp={clampTimes}
        reversedMessage={() => "The end time must be after the start time; it was moved."}
        startLabel="Starts at"
        endLabel="Ends at"
        onChange={onChange}
      />
    </fieldset>
  );
}
