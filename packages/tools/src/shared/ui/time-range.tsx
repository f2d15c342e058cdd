import { useEffect, useId, useState } from "react";
import { useEditorText } from "../i18n/editor-text.ts";
import { Slider } from "./controls.tsx";

/** A part of a GIF's timeline, in seconds; an end of null is "until the end of the GIF". */
export interface TimeRange {
  start_time: number;
  end_time: number | null;
}

export interface TimeRangeFieldsProps {
  range: TimeRange;
  /** Null when the GIF's timing could not be read: the times are typed only. */
  durationSeconds: number | null;
  /** The tool's rule for keeping a range inside the GIF (its shortest range, its rounding). */
  clamp: (
    startSeconds: number,
    endSeconds: number | null,
    durationSeconds: number,
    moved: "start" | "end",
  ) => TimeRange;
  /** What is said when a typed end is not after the start, given where the range went. */
  reversedMessage: (next: TimeRange, moved: "start" | "end") => string;
  /** The sliders' names ("Start time", "Starts at"...). */
  startLabel: string;
  endLabel: string;
  onChange: (range: TimeRange) => void;
}

/** A typed field's text: a point, as the field is read (a comma typed is read as one too). */
const format = (seconds: number | null) => (seconds === null ? "" : seconds.toFixed(2));

/** A typed time: "1.5" or "1,5" (the decimal comma of es, pt-BR, fr, de, it, id). */
const readSeconds = (text: string) => Number(text.trim().replace(",", "."));

/** "1.50 s" beside a slider, with the language's decimal mark (Intl). */
function useSecondsText(): (seconds: number) => string {
  const { ui, fill, languageCode } = useEditorText();
  const twoDecimals = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (seconds) =>
    fill(ui.sharedParts.timeRange.seconds, { seconds: twoDecimals.format(seconds) });
}

/**
 * A time range on a GIF's timeline (Add Text's layer timing, Censor's region timing): the range
 * drawn on a bar, a slider for its start and one for its end (0.01 s steps; two separate sliders,
 * as two thumbs on one track cover each other's touch targets), and the same times typed in
 * seconds. An end at the far right means "until the end of the GIF". The caller gives the
 * fieldset and its heading.
 */
export function TimeRangeFields(props: TimeRangeFieldsProps) {
  const { range, durationSeconds, clamp, onChange } = props;
  const { ui } = useEditorText();
  const secondsText = useSecondsText();
  const duration = Math.max(durationSeconds ?? 0, 0.01);
  const start = range.start_time;
  const end = range.end_time ?? duration;
  const percent = (seconds: number) => `${(Math.min(seconds, duration) / duration) * 100}%`;
  return (
    <>
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
            label={props.startLabel}
            value={start}
            min={0}
            max={duration}
            step={0.01}
            valueText={secondsText(start)}
            onChange={(value) => onChange(clamp(value, range.end_time, duration, "start"))}
          />
          <Slider
            label={props.endLabel}
            value={end}
            min={0}
            max={duration}
            step={0.01}
            valueText={range.end_time === null ? ui.sharedParts.timeRange.theEnd : secondsText(end)}
            onChange={(value) => onChange(clamp(start, value, duration, "end"))}
          />
        </>
      )}
      <TimeInputs {...props} />
    </>
  );
}

/**
 * The same range typed in seconds. Values are checked when a field is left: out of range they are
 * clamped, and an end that is not after the start is moved, with a message saying so.
 */
function TimeInputs({
  range,
  durationSeconds,
  clamp,
  reversedMessage,
  onChange,
}: TimeRangeFieldsProps) {
  const words = useEditorText().ui.sharedParts.timeRange;
  const startId = useId();
  const endId = useId();
  const [startText, setStartText] = useState(format(range.start_time));
  const [endText, setEndText] = useState(format(range.end_time));
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setStartText(format(range.start_time)), [range.start_time]);
  useEffect(() => setEndText(format(range.end_time)), [range.end_time]);

  const commit = (moved: "start" | "end") => {
    const start = startText.trim() === "" ? 0 : readSeconds(startText);
    const end = endText.trim() === "" ? null : readSeconds(endText);
    if (!Number.isFinite(start) || (end !== null && !Number.isFinite(end))) {
      setMessage(words.notNumbers);
      setStartText(format(range.start_time));
      setEndText(format(range.end_time));
      return;
    }
    // Without the GIF's timing, any range that starts before it ends is kept.
    const next = clamp(start, end, durationSeconds ?? Math.max(start, end ?? 0) + 1, moved);
    setMessage(end !== null && end <= start ? reversedMessage(next, moved) : null);
    onChange(next);
    setStartText(format(next.start_time));
    setEndText(format(next.end_time));
  };

  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={startId} className="field-label">
            {words.start}
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
            {words.end}
          </label>
          <input
            id={endId}
            className="field"
            inputMode="decimal"
            placeholder={words.endPlaceholder}
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
