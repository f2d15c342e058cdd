import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { TimeRangeFields } from "../../shared/ui/time-range.tsx";
import type { AddTextEditorText } from "../editor-text.ts";
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
  const { own, ui, fill, languageCode } = useEditorText<AddTextEditorText>();
  const t = own.timing;
  // Always two decimals ("3.50 s", "3,50 s"), as the range read before it was translated.
  const hundredths = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const seconds = (value: number) =>
    fill(ui.sharedParts.timeRange.seconds, { seconds: hundredths.format(value) });
  const duration = Math.max(durationSeconds, minimumWindowSeconds);
  const end = endSeconds ?? duration;
  return (
    <fieldset className="card space-y-3 p-4" disabled={disabled}>
      <legend className="sr-only">{t.title}</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-800">{t.title}</p>
        <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
          {endSeconds === null
            ? fill(t.toEnd, { start: seconds(startSeconds), duration: seconds(duration) })
            : fill(t.range, { start: seconds(startSeconds), end: seconds(end) })}
        </p>
      </div>
      <TimeRangeFields
        range={{ start_time: startSeconds, end_time: endSeconds }}
        durationSeconds={duration}
        clamp={clampTiming}
        reversedMessage={(timing, moved) => {
          const values = {
            start: seconds(timing.start_time),
            end: timing.end_time === null ? "" : seconds(timing.end_time),
          };
          const toTheEnd = timing.end_time === null;
          if (moved === "start")
            return fill(toTheEnd ? t.reversed.theEndAndStart : t.reversed.endAndStart, values);
          return fill(toTheEnd ? t.reversed.theEnd : t.reversed.end, values);
        }}
        startLabel={t.startTime}
        endLabel={t.endTime}
        onChange={onChange}
      />
    </fieldset>
  );
}
