import { useEffect, useId, useRef, useState } from "react";
import { segmentStepSeconds } from "../shared/options.ts";
import { clock, type EditorSegment, timelineEnd } from "./editor-state.ts";

const seekStepSeconds = 5;

/**
 * One segment's card (spec §2): a player with play/pause, 5 s back and forward, the time, 'Play
 * Segment' (from the segment's start, stopping at its end), and a two-thumb range slider with
 * Start, Duration and End. Playback also stops at the video's end.
 */
export function TimelineCard({
  index,
  segment,
  videoUrl,
  durationSeconds,
  disabled,
  canRemove,
  onMove,
  onRemove,
}: {
  index: number;
  segment: EditorSegment;
  videoUrl: string;
  durationSeconds: number;
  disabled: boolean;
  canRemove: boolean;
  onMove: (change: { start?: number; end?: number }) => void;
  onRemove: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopAtRef = useRef<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentSeconds, setCurrentSeconds] = useState(segment.start);
  const number = index + 1;
  const headingId = useId();

  // While a segment plays, check its end every frame (timeupdate fires only ~4 times a second).
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      const video = videoRef.current;
      if (!video) return;
      setCurrentSeconds(video.currentTime);
      const stopAt = stopAtRef.current;
      if (stopAt !== null && video.currentTime >= stopAt) {
        video.pause();
        video.currentTime = stopAt;
        stopAtRef.current = null;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  // Moving a thumb shows that frame.
  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = Math.min(Math.max(0, seconds), durationSeconds);
    setCurrentSeconds(video.currentTime);
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      stopAtRef.current = null;
      if (video.currentTime >= durationSeconds) video.currentTime = 0;
      void video.play();
    } else {
      video.pause();
    }
  };

  const playSegment = () => {
    const video = videoRef.current;
    if (!video) return;
    stopAtRef.current = segment.end;
    video.currentTime = segment.start;
    void video.play();
  };

  // The sliders run on the 0.1 s grid, up to its last step inside the video.
  const sliderEnd = timelineEnd(durationSeconds);
  const percent = (seconds: number) => `${(Math.min(seconds, sliderEnd) / sliderEnd) * 100}%`;
  const thumb =
    "pointer-events-none absolute inset-x-0 top-1/2 h-2 w-full -translate-y-1/2 appearance-none bg-transparent accent-brand-700 disabled:cursor-not-allowed [&::-moz-range-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:cursor-grab";
  const button =
    "btn btn-secondary min-h-10 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60";

  return (
    <section aria-labelledby={headingId} className="card overflow-hidden" data-segment={number}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Segment {number}
        </h3>
        {canRemove && (
          <button
            type="button"
            className="text-sm font-medium text-red-700 hover:underline disabled:opacity-60"
            disabled={disabled}
            onClick={onRemove}
            aria-label={`Remove segment ${number}`}
          >
            Remove
          </button>
        )}
      </div>
      <div className="bg-slate-950">
        {/* biome-ignore lint/a11y/useMediaCaption: the user's own video; it has no captions */}
        <video
          ref={videoRef}
          src={videoUrl}
          className="mx-auto block max-h-72 w-full object-contain"
          preload="metadata"
          playsInline
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            stopAtRef.current = null;
            setPlaying(false);
          }}
          onLoadedMetadata={(event) => {
            event.currentTarget.currentTime = segment.start;
          }}
          onTimeUpdate={(event) => setCurrentSeconds(event.currentTarget.currentTime)}
          onSeeked={(event) => setCurrentSeconds(event.currentTarget.currentTime)}
        />
      </div>
      <div className="space-y-4 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={button}
            onClick={togglePlay}
            aria-label={playing ? "Pause" : "Play"}
          >
            {playing ? "Pause" : "Play"}
          </button>
          <button
            type="button"
            className={button}
            aria-label={`Back ${seekStepSeconds} seconds`}
            onClick={() => seek(currentSeconds - seekStepSeconds)}
          >
            −{seekStepSeconds}s
          </button>
          <button
            type="button"
            className={button}
            aria-label={`Forward ${seekStepSeconds} seconds`}
            onClick={() => seek(currentSeconds + seekStepSeconds)}
          >
            +{seekStepSeconds}s
          </button>
          <span className="px-1 text-sm text-slate-700 tabular-nums" data-playback-time>
            {clock(currentSeconds)} / {clock(durationSeconds)}
          </span>
          <button type="button" className={`${button} sm:ml-auto`} onClick={playSegment}>
            Play Segment
          </button>
        </div>

        <fieldset disabled={disabled} className="space-y-2">
          <legend className="sr-only">Segment {number} range</legend>
          <div className="relative h-8">
            <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-slate-200" />
            <div
              className="absolute top-1/2 h-2 -translate-y-1/2 rounded-full bg-brand-600"
              style={{
                left: percent(segment.start),
                width: `calc(${percent(segment.end)} - ${percent(segment.start)})`,
              }}
            />
            <input
              type="range"
              aria-label={`Segment ${number} start`}
              aria-valuetext={`${segment.start.toFixed(1)} seconds`}
              className={thumb}
              min={0}
              max={sliderEnd}
              step={segmentStepSeconds}
              value={segment.start}
              onChange={(event) => {
                const start = Number(event.target.value);
                onMove({ start });
                seek(start);
              }}
            />
            <input
              type="range"
              aria-label={`Segment ${number} end`}
              aria-valuetext={`${segment.end.toFixed(1)} seconds`}
              className={thumb}
              min={0}
              max={sliderEnd}
              step={segmentStepSeconds}
              value={segment.end}
              onChange={(event) => {
                const end = Number(event.target.value);
                onMove({ end });
                seek(end);
              }}
            />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">Start</dt>
              <dd className="font-semibold text-slate-900 tabular-nums" data-label="start">
                {segment.start.toFixed(1)}s
              </dd>
            </div>
            <div className="text-center">
              <dt className="text-slate-600">Duration</dt>
              <dd className="font-semibold text-slate-900 tabular-nums" data-label="duration">
                {(segment.end - segment.start).toFixed(1)}s
              </dd>
            </div>
            <div className="text-right">
              <dt className="text-slate-600">End</dt>
              <dd className="font-semibold text-slate-900 tabular-nums" data-label="end">
                {segment.end.toFixed(1)}s
              </dd>
            </div>
          </dl>
        </fieldset>
      </div>
    </section>
  );
}
