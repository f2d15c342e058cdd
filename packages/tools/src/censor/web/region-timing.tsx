import { useEffect, useId, useState } from "react";
import { Slider } from "../../shared/ui/controls.tsx";
import { clampTimes, minimumWindowSeconds, type RegionTimes } from "../shared/timeline.ts";

/**
 * When the selected region is hidden: its range drawn on the GIF's timeline, a slider for its
 * start and one for its end (0.01 s steps; two separate sliders, as two thumbs on one track would
 * cover each other's touch targets), and the same times typed in seconds. An end at the far
 * right means "until the end of the GIF".
 * (Add Text has a slider of the same shape; tools do not share folders, so Censor keeps its own.)
 */

const format = (seconds: number | null) => (seconds === null ? "" : seconds.toFixed(2));

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
  const duration = Math.max(durationSeconds ?? 0, minimumWindowSeconds);
  const start = times.start_time;
  const end = times.end_time ?? duration;
  const percent = (seconds: number) => `${(Math.min(seconds, duration) / duration) * 100}%`;
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
            : `${start.toFixed(2)} s to ${times.end_time === null ? "the end" : `${end.toFixed(2)} s`}`}
        </p>
      </div>
      {durationSeconds !== null && (
        <>
          {/* The range on the GIF's timeline (the sliders below set it). */}
          <div aria-hidden="true" className="relative h-2 rounded-full bg-slate-200">
            <div
              className="absolute inset-y-0 rounded-full bg-brand-600"
              style={{ left: percent(start), width: `calc(${percent(end)} - ${percent(start)})` }}
            />
          </div>
          <Slider
            label="Starts at"
            value={start}
            min={0}
            max={duration}
            step={0.01}
            valueText={`${start.toFixed(2)} s`}
            onChange={(value) => onChange(clampTimes(value, times.end_time, duration, "start"))}
          />
          <Slider
            label="Ends at"
            value={end}
            min={0}
            max={duration}
            step={0.01}
            valueText={times.end_time === null ? "the end" : `${end.toFixed(2)} s`}
            onChange={(value) => onChange(clampTimes(start, value, duration, "end"))}
          />
        </>
      )}
      <TimeInputs times={times} durationSeconds={durationSeconds} onChange={onChange} />
    </fieldset>
  );
}

/** The times typed in seconds, checked when a field is left (clamped, with a message saying so). */
function TimeInputs({
  times,
  durationSeconds,
  onChange,
}: {
  times: RegionTimes;
  durationSeconds: number | null;
  onChange: (times: RegionTimes) => void;
}) {
  const startId = useId();
  const endId = useId();
  const [startText, setStartText] = useState(format(times.start_time));
  const [endText, setEndText] = useState(format(times.end_time));
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setStartText(format(times.start_time)), [times.start_time]);
  useEffect(() => setEndText(format(times.end_time)), [times.end_time]);

  const commit = (moved: "start" | "end") => {
    const start = startText.trim() === "" ? 0 : Number(startText);
    const end = endText.trim() === "" ? null : Number(endText);
    if (!Number.isFinite(start) || (end !== null && !Number.isFinite(end))) {
      setMessage("Times are numbers of seconds, such as 1.5.");
      setStartText(format(times.start_time));
      setEndText(format(times.end_time));
      return;
    }
    const next = clampTimes(start, end, durationSeconds ?? Math.max(start, end ?? 0) + 1, moved);
    setMessage(
      end !== null && end <= start
        ? "The end time must be after the start time; it was moved."
        : null,
    );
    onChange(next);
    setStartText(format(next.start_time));
    setEndText(format(next.end_time));
  };

  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={startId} className="field-label">
            Start (s)
          </label>
          <input
            id={startId}
            className="field"
            inputMode="decimal"
            value={startText}
            onChange={(event) => setStartText(event.target.value)}
            onBlur={() => commit("start")}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit("start");
            }}
          />
        </div>
        <div>
          <label htmlFor={endId} className="field-label">
            End (s)
          </label>
          <input
            id={endId}
            className="field"
            inputMode="decimal"
            placeholder="End of the GIF"
            value={endText}
            onChange={(event) => setEndText(event.target.value)}
            onBlur={() => commit("end")}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit("end");
            }}
          />
        </div>
      </div>
      {message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
