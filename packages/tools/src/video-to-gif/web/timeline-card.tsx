import { useId } from "react";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import type { LoadedVideo } from "../../shared/web/use-video-source.tsx";
import type { VideoToGifEditorText } from "../editor-text.ts";
import { segmentStepSeconds } from "../shared/options.ts";
import { type EditorSegment, tenths } from "./editor-state.ts";

/**
 * One segment's card (spec §2): the shared video editor frame (player, frame-stepped playhead,
 * J/K/L, 'Play segment 1' from the segment's start stopping at its end) with the segment as its
 * range, whose handles move on the conversion's 0.1 s grid (moveSegment rounds and clamps), and
 * the segment's Start, Duration and End.
 */
export function TimelineCard({
  index,
  segment,
  video,
  displayName,
  disabled,
  canRemove,
  onMove,
  onRemove,
}: {
  index: number;
  segment: EditorSegment;
  video: LoadedVideo;
  displayName: string;
  disabled: boolean;
  canRemove: boolean;
  onMove: (change: { start?: number; end?: number }) => void;
  onRemove: () => void;
}) {
  const words = useEditorText<VideoToGifEditorText>();
  const { own, ui, fill } = words;
  const t = own.segment;
  const number = index + 1;
  const seconds = (value: number) => fill(own.seconds, { seconds: tenths(words, value) });
  const headingId = useId();
  return (
    <div data-segment={number}>
      <VideoEditorFrame
        video={{ status: "ready", video }}
        label={fill(t.label, { number, name: displayName })}
        range={{ startSeconds: segment.start, endSeconds: segment.end }}
        rangeLabel={fill(t.title, { number })}
        rangeStepSeconds={segmentStepSeconds}
        disabled={disabled}
        onRangeChange={(range) =>
          onMove(
            range.startSeconds !== segment.start
              ? { start: range.startSeconds }
              : { end: range.endSeconds },
          )
        }
        header={
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
            <h3 id={headingId} className="text-sm font-semibold text-slate-900">
              {fill(t.title, { number })}
            </h3>
            {canRemove && (
              <button
                type="button"
                className="text-sm font-medium text-red-700 hover:underline disabled:opacity-60"
                disabled={disabled}
                onClick={onRemove}
                aria-label={fill(t.remove, { number })}
              >
                {ui.sharedParts.moveRemove.remove}
              </button>
            )}
          </div>
        }
        caption={
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">{t.start}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums" data-label="start">
                {seconds(segment.start)}
              </dd>
            </div>
            <div className="text-center">
              <dt className="text-slate-600">{t.duration}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums" data-label="duration">
                {seconds(segment.end - segment.start)}
              </dd>
            </div>
            <div className="text-right">
              <dt className="text-slate-600">{t.end}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums" data-label="end">
                {seconds(segment.end)}
              </dd>
            </div>
          </dl>
        }
      />
    </div>
  );
}
