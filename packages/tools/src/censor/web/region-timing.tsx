import { useId } from "react";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { TimeRangeFields } from "../../shared/ui/time-range.tsx";
import type { CensorEditorText } from "../editor-text.ts";
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
  const { own, ui, fill, languageCode } = useEditorText<CensorEditorText>();
  const t = own.timing;
  // Always two decimals ("3.50 s", "3,50 s"), as the range read before it was translated.
  const hundredths = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const seconds = (value: number) => `${hundredths.format(value)} s`;
  const id = useId();
  const start = times.start_time;
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">{t.legend}</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={id} className="text-sm font-medium text-slate-800">
          {t.when}
        </p>
        <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
          {times.end_time === null && start === 0
            ? t.wholeGif
            : fill(t.range, {
                start: seconds(start),
                end:
                  times.end_time === null
                    ? ui.sharedParts.timeRange.theEnd
                    : seconds(times.end_time),
              })}
        </p>
      </div>
      <TimeRangeFields
        range={times}
        durationSeconds={durationSeconds}
        clamp={clampTimes}
        reversedMessage={() => t.reversed}
        startLabel={t.startsAt}
        endLabel={t.endsAt}
        onChange={onChange}
      />
    </fieldset>
  );
}
