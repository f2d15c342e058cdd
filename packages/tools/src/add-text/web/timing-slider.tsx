import { useEffect, useId, useState } from "react";
import { timeStepSeconds } from "../shared/options.ts";
import { clampTiming, minimumWindowSeconds } from "./layer-state.ts";

/**
 * When the selected layer shows: two thumbs on one track (start and end), 0.01 s steps, never
 * closer than the minimum window. An end at the far right means "until the end of the GIF".
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
  const id = useId();
  const duration = Math.max(durationSeconds, minimumWindowSeconds);
  const end = endSeconds ?? duration;
  const percent = (seconds: number) => `${(Math.min(seconds, duration) / duration) * 100}%`;
  const thumb =
    "pointer-events-none absolute inset-x-0 top-1/2 h-2 w-full -translate-y-1/2 appearance-none bg-transparent accent-brand-700 disabled:cursor-not-allowed [&::-moz-range-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:pointer-events-auto";
  return (
    <fieldset className="card space-y-3 p-4" disabled={disabled}>
      <legend className="sr-only">Layer timing</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={id} className="text-sm font-medium text-slate-800">
          Layer timing
        </p>
        <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
          {startSeconds.toFixed(2)} s to{" "}
          {endSeconds === null ? `the end (${duration.toFixed(2)} s)` : `${end.toFixed(2)} s`}
        </p>
      </div>
      <div className="relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-slate-200" />
        <div
          className="absolute top-1/2 h-2 -translate-y-1/2 rounded-full bg-brand-600"
          style={{
            left: percent(startSeconds),
            width: `calc(${percent(end)} - ${percent(startSeconds)})`,
          }}
        />
        <input
          type="range"
          aria-label="Start time"
          aria-describedby={id}
          aria-valuetext={`${startSeconds.toFixed(2)} seconds`}
          className={thumb}
          min={0}
          max={duration}
          step={timeStepSeconds}
          value={startSeconds}
          onChange={(event) =>
            onChange(clampTiming(Number(event.target.value), endSeconds, duration, "start"))
          }
        />
        <input
          type="range"
          aria-label="End time"
          aria-describedby={id}
          aria-valuetext={endSeconds === null ? "until the end" : `${end.toFixed(2)} seconds`}
          className={thumb}
          min={0}
          max={duration}
          step={timeStepSeconds}
          value={end}
          onChange={(event) =>
            onChange(clampTiming(startSeconds, Number(event.target.value), duration, "end"))
          }
        />
      </div>
      <div className="flex justify-between text-xs text-slate-500 tabular-nums">
        <span>0.00 s</span>
        <span>{duration.toFixed(2)} s</span>
      </div>
      <TimeInputs
        startSeconds={startSeconds}
        endSeconds={endSeconds}
        durationSeconds={duration}
        onChange={onChange}
      />
    </fieldset>
  );
}

/**
 * The same timing typed in seconds. Values are checked when a field is left: out of range they are
 * clamped, and an end that is not after the start is moved, with a message saying so.
 */
function TimeInputs({
  startSeconds,
  endSeconds,
  durationSeconds,
  onChange,
}: {
  startSeconds: number;
  endSeconds: number | null;
  durationSeconds: number;
  onChange: (timing: { start_time: number; end_time: number | null }) => void;
}) {
  const startId = useId();
  const endId = useId();
  const [startText, setStartText] = useState(startSeconds.toFixed(2));
  const [endText, setEndText] = useState(endSeconds === null ? "" : endSeconds.toFixed(2));
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setStartText(startSeconds.toFixed(2)), [startSeconds]);
  useEffect(() => setEndText(endSeconds === null ? "" : endSeconds.toFixed(2)), [endSeconds]);

  const commit = (moved: "start" | "end") => {
    const start = startText.trim() === "" ? 0 : Number(startText);
    const end = endText.trim() === "" ? null : Number(endText);
    if (!Number.isFinite(start) || (end !== null && !Number.isFinite(end))) {
      setMessage("Times are numbers of seconds, such as 1.5.");
      setStartText(startSeconds.toFixed(2));
      setEndText(endSeconds === null ? "" : endSeconds.toFixed(2));
      return;
    }
    const timing = clampTiming(start, end, durationSeconds, moved);
    if (end !== null && end <= start) {
      setMessage(
        `The end time must be after the start time: it is now ${timing.end_time === null ? "the end of the GIF" : `${timing.end_time.toFixed(2)} s`}${moved === "start" ? ` and the start ${timing.start_time.toFixed(2)} s` : ""}.`,
      );
    } else {
      setMessage(null);
    }
    onChange(timing);
    setStartText(timing.start_time.toFixed(2));
    setEndText(timing.end_time === null ? "" : timing.end_time.toFixed(2));
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
