import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useEditorText } from "../i18n/editor-text.ts";
import {
  boundarySeconds,
  clampRange,
  type FrameRange,
  type FrameTimeline,
  fallbackFramesPerSecond,
  frameAtSeconds,
  frameCount,
  frameSeekSeconds,
  frameStartSeconds,
  framesIn,
  nearestBoundary,
  stepFrame,
  videoTimeline,
} from "../video-frames.ts";
import type { LoadedVideo, VideoSourceState } from "../web/use-video-source.tsx";

export { type FrameRange, videoTimeline } from "../video-frames.ts";

export interface VideoEditorFrameProps {
  /** useVideoSource(source): the video as the browser plays it (or the server's preview of it). */
  video: VideoSourceState;
  /** The player's accessible name ("Preview of clip.mp4"). */
  label: string;
  /** A time range to select (frame boundaries): handles on the timeline. None: a player only. */
  range?: FrameRange;
  onRangeChange?: (range: FrameRange) => void;
  /** What the range is ("Kept part", "Segment 1"): the handles' names start with it. */
  rangeLabel?: string;
  /**
   * The handles' step when it is not a frame (Video to GIF's 0.1 s grid): an arrow moves a handle
   * by it, and the range is given to onRangeChange as moved, for the tool's own rule to round.
   */
  rangeStepSeconds?: number;
  disabled?: boolean;
  /** Under the timeline (the length after a speed change, the picture's size...). */
  caption?: ReactNode;
  /** Above the player, inside the frame's card (Video to GIF's segment heading). */
  header?: ReactNode;
  /**
   * Drawn over the picture, in a box exactly the size of the shown video (Crop Video's box,
   * Blur Video's regions): position children in percent of the picture. A function is given the
   * player's current time in seconds (Add Subtitles' cue, Add Text to Video's layers at it).
   */
  overlay?: ReactNode | ((currentSeconds: number) => ReactNode);
}

/**
 * The one video editor frame (issue 42) of every video tool and Video to GIF: a player with a
 * timeline, stepped in the clip's frames, and an optional time range with two handles. Loading and
 * failure states come from useVideoSource. See VideoTimelinePlayer for the keys.
 */
export function VideoEditorFrame({ video, label, ...rest }: VideoEditorFrameProps) {
  if (video.status !== "ready") {
    return (
      <div className="card flex min-h-40 items-center justify-center p-6 text-center">
        {video.status === "loading" ? (
          <p className="text-sm text-slate-600" role="status">
            {video.message}
          </p>
        ) : (
          <p className="text-sm font-medium text-red-700" role="alert">
            {video.message}
          </p>
        )}
      </div>
    );
  }
  return <VideoTimelinePlayer loaded={video.video} label={label} {...rest} />;
}

/** Start-call fields for the loaded video: the server's stored copy when it holds one. */
export function storedVideoFields(video: VideoSourceState): {
  fields: { upload_key?: string };
  options?: { inputsInFields: true };
} {
  if (video.status === "ready" && video.video.uploadKey) {
    return { fields: { upload_key: video.video.uploadKey }, options: { inputsInFields: true } };
  }
  return { fields: {} };
}

/**
 * Times as the frame writes them, in the page's language: "1.240 s" (three decimals: milliseconds
 * tell 1/30 s steps apart) and "1.240 s, frame 32 of 150" (frames counted from 1, as people do).
 */
export function useVideoTimeText() {
  const { ui, fill, number, languageCode } = useEditorText();
  const milliseconds = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  const secondsText = (seconds: number) =>
    fill(ui.videoParts.seconds, { seconds: milliseconds.format(seconds) });
  const frameTimeText = (frame: number, timeline: FrameTimeline) => {
    const count = frameCount(timeline);
    return fill(ui.videoParts.frameTime, {
      time: secondsText(frameStartSeconds(frame, timeline)),
      frame: number(Math.min(Math.max(frame, 0), count - 1) + 1),
      count: number(count),
    });
  };
  return { secondsText, frameTimeText };
}

function VideoTimelinePlayer({
  loaded,
  label,
  range,
  onRangeChange,
  rangeLabel: givenRangeLabel,
  rangeStepSeconds,
  disabled = false,
  caption,
  header,
  overlay,
}: Omit<VideoEditorFrameProps, "video"> & { loaded: LoadedVideo }) {
  const { ui, fill, plural, number, languageCode } = useEditorText();
  const words = ui.videoParts;
  const { secondsText, frameTimeText } = useVideoTimeText();
  const rangeLabel = givenRangeLabel ?? words.range;
  const timeline: FrameTimeline = useMemo(() => videoTimeline(loaded), [loaded]);
  const { durationSeconds, framesPerSecond } = timeline;
  const count = frameCount(timeline);
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const stopAtRef = useRef<number | null>(null);
  const [frame, setFrame] = useState(range ? frameAtSeconds(range.startSeconds, timeline) : 0);
  const [playing, setPlaying] = useState(false);
  // The player's own time, for a timed overlay: kept as it plays (timeupdate) and when it seeks.
  const [currentSeconds, setCurrentSeconds] = useState(0);
  const [rate, setRate] = useState(1);
  const [muted, setMuted] = useState(false);
  const helpId = useId();
  const timeId = useId();

  /** Shows a frame: the player goes to the middle of its interval. */
  const showFrame = useCallback(
    (next: number) => {
      const element = videoRef.current;
      const clamped = stepFrame(next, 0, timeline);
      setFrame(clamped);
      if (element) element.currentTime = frameSeekSeconds(clamped, timeline);
    },
    [timeline],
  );

  const pause = () => {
    const element = videoRef.current;
    if (!element) return;
    element.pause();
    element.playbackRate = 1;
    setRate(1);
  };

  const play = (fromSeconds?: number, stopAt?: number) => {
    const element = videoRef.current;
    if (!element) return;
    stopAtRef.current = stopAt ?? null;
    if (fromSeconds !== undefined) element.currentTime = fromSeconds;
    else if (frame >= count - 1) element.currentTime = 0;
    void element.play().catch(() => {});
  };

  // While playing, the shown frame follows the player every animation frame (timeupdate comes
  // only about 4 times a second), and a range played alone stops at its end.
  useEffect(() => {
    if (!playing) return;
    let handle = 0;
    const tick = () => {
      const element = videoRef.current;
      if (!element) return;
      const stopAt = stopAtRef.current;
      if (stopAt !== null && element.currentTime >= stopAt) {
        stopAtRef.current = null;
        element.pause();
        showFrame(frameAtSeconds(stopAt, timeline) - (stopAt >= timeline.durationSeconds ? 0 : 1));
        return;
      }
      setFrame(frameAtSeconds(element.currentTime, timeline));
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [playing, showFrame, timeline]);

  const inClip = (seconds: number) => Math.min(Math.max(seconds, 0), durationSeconds);
  const setStart = (seconds: number) =>
    range &&
    onRangeChange?.(
      rangeStepSeconds
        ? { ...range, startSeconds: inClip(seconds) }
        : clampRange({ ...range, startSeconds: seconds }, timeline, "start"),
    );
  const setEnd = (seconds: number) =>
    range &&
    onRangeChange?.(
      rangeStepSeconds
        ? { ...range, endSeconds: inClip(seconds) }
        : clampRange({ ...range, endSeconds: seconds }, timeline, "end"),
    );
  /** A handle moved by keys: a frame boundary (or a step of the tool's grid) at a time. */
  const steppedFrom = (seconds: number, direction: 1 | -1, bySecond: boolean) => {
    if (rangeStepSeconds) {
      const by = bySecond ? 1 : rangeStepSeconds;
      return Math.round((seconds + direction * by) / rangeStepSeconds) * rangeStepSeconds;
    }
    const frames = bySecond ? framesIn(1, timeline) : 1;
    return boundarySeconds(nearestBoundary(seconds, timeline) + direction * frames, timeline);
  };
  const shortest = rangeStepSeconds ?? 1 / framesPerSecond;

  /** The keys of the whole frame (J/K/L, I/O) and of the playhead (arrows, Home, End, Space). */
  const onFrameKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onPlayhead =
      event.target instanceof HTMLElement && event.target.dataset.playhead !== undefined;
    const oneSecond = framesIn(1, timeline);
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    let handled = true;
    if (key === "k") pause();
    else if (key === "l") {
      const element = videoRef.current;
      if (element && !element.paused) {
        // Pressed again while playing: twice as fast, up to 4×.
        const faster = Math.min(4, element.playbackRate * 2);
        element.playbackRate = faster;
        setRate(faster);
      } else play();
    } else if (key === "j") {
      // Browsers do not play backwards: J pauses and steps back; held, it repeats.
      pause();
      showFrame(frame - 1);
    } else if (key === "i" && range) setStart(frameStartSeconds(frame, timeline));
    else if (key === "o" && range) setEnd(boundarySeconds(frame + 1, timeline));
    else if (!onPlayhead) handled = false;
    else if (key === "ArrowRight" || key === "ArrowUp")
      showFrame(frame + (event.shiftKey ? oneSecond : 1));
    else if (key === "ArrowLeft" || key === "ArrowDown")
      showFrame(frame - (event.shiftKey ? oneSecond : 1));
    else if (key === "PageUp") showFrame(frame + oneSecond);
    else if (key === "PageDown") showFrame(frame - oneSecond);
    else if (key === "Home") showFrame(0);
    else if (key === "End") showFrame(count - 1);
    else if (key === " ") {
      if (playing) pause();
      else play();
    } else handled = false;
    if (handled) {
      event.preventDefault();
      if (key !== "l" && key !== " " && key !== "k") pause();
    }
  };

  /** Seconds under the pointer on the track. */
  const secondsAt = (clientX: number) => {
    const box = trackRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return (Math.min(Math.max(clientX - box.left, 0), box.width) / box.width) * durationSeconds;
  };
  const dragRef = useRef<"playhead" | "start" | "end" | null>(null);
  // A handle is held where it was taken: its boundary does not jump to the pointer.
  const grabOffsetRef = useRef(0);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const grabbed = (event.target as HTMLElement).closest<HTMLElement>("[data-handle]")?.dataset
      .handle as "start" | "end" | undefined;
    // While a task runs the range stays; the playhead still moves.
    const handle = disabled ? undefined : grabbed;
    dragRef.current = handle ?? "playhead";
    grabOffsetRef.current =
      handle && range
        ? secondsAt(event.clientX) - (handle === "start" ? range.startSeconds : range.endSeconds)
        : 0;
    event.currentTarget.setPointerCapture(event.pointerId);
    pause();
    onPointerMove(event);
    (handle
      ? event.currentTarget.querySelector<HTMLElement>(`[data-handle="${handle}"]`)
      : event.currentTarget.querySelector<HTMLElement>("[data-playhead]")
    )?.focus();
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const dragging = dragRef.current;
    if (!dragging) return;
    const seconds = secondsAt(event.clientX) - grabOffsetRef.current;
    if (dragging === "playhead") showFrame(frameAtSeconds(seconds, timeline));
    else if (dragging === "start") {
      setStart(seconds);
      showFrame(nearestBoundary(seconds, timeline));
    } else {
      setEnd(seconds);
      showFrame(nearestBoundary(seconds, timeline) - 1);
    }
  };
  const onPointerUp = () => {
    dragRef.current = null;
  };

  const percent = (seconds: number) =>
    `${(Math.min(Math.max(seconds, 0), durationSeconds) / durationSeconds) * 100}%`;
  const shownSeconds = frameStartSeconds(frame, timeline);
  const button =
    "btn btn-secondary min-h-10 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60";

  return (
    <section
      className="card overflow-hidden"
      aria-label={fill(words.region, { label })}
      onKeyDown={onFrameKey}
      data-video-frame
    >
      {header}
      {/* Dark in both themes, like a video player (light-palette: the dark theme mirrors slate). */}
      <div className="light-palette flex min-h-40 items-center justify-center overflow-hidden bg-slate-900">
        {/* The picture's own box: an overlay in percent lies exactly on the video. */}
        <div className="relative max-w-full">
          <video
            ref={videoRef}
            src={loaded.playableUrl}
            playsInline
            preload="auto"
            muted={muted}
            aria-label={label}
            className="block h-auto max-h-80 max-w-full"
            onLoadedMetadata={(event) => {
              event.currentTarget.currentTime = frameSeekSeconds(frame, timeline);
            }}
            onTimeUpdate={(event) => setCurrentSeconds(event.currentTarget.currentTime)}
            onSeeked={(event) => setCurrentSeconds(event.currentTarget.currentTime)}
            onPlay={() => setPlaying(true)}
            onPause={(event) => {
              setPlaying(false);
              setFrame(frameAtSeconds(event.currentTarget.currentTime, timeline));
            }}
            onEnded={() => {
              stopAtRef.current = null;
              setPlaying(false);
              setFrame(count - 1);
            }}
          />
          {typeof overlay === "function" ? overlay(currentSeconds) : overlay}
        </div>
      </div>
      <div className="space-y-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={button}
            onClick={() => (playing ? pause() : play())}
            aria-keyshortcuts="K L"
          >
            {playing ? words.pause : words.play}
          </button>
          <button
            type="button"
            className={button}
            aria-label={words.previousFrame}
            onClick={() => {
              pause();
              showFrame(frame - 1);
            }}
          >
            {words.frameBack}
          </button>
          <button
            type="button"
            className={button}
            aria-label={words.nextFrame}
            onClick={() => {
              pause();
              showFrame(frame + 1);
            }}
          >
            {words.frameForward}
          </button>
          <button
            type="button"
            className={button}
            aria-pressed={muted}
            onClick={() => setMuted((value) => !value)}
          >
            {words.mute}
          </button>
          <output
            id={timeId}
            className="px-1 text-sm font-semibold text-slate-900 tabular-nums"
            data-frame-time
            data-seconds={shownSeconds}
            data-frame={frame}
          >
            {frameTimeText(frame, timeline)}
            {rate !== 1 && playing ? ` (${number(rate)}×)` : ""}
          </output>
        </div>

        {/* The timeline: a press or a drag moves the playhead, or the range handle it starts on. */}
        <div
          className="relative mx-6 h-12 touch-none select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          data-timeline
        >
          <div
            ref={trackRef}
            className="absolute inset-x-0 top-1/2 h-3 -translate-y-1/2 rounded-full bg-slate-200"
          />
          {range && (
            <div
              className="absolute top-1/2 h-3 -translate-y-1/2 bg-brand-600"
              style={{
                left: percent(range.startSeconds),
                width: `calc(${percent(range.endSeconds)} - ${percent(range.startSeconds)})`,
              }}
              data-range-bar
            />
          )}
          {/* The playhead: the timeline's slider, stepped in frames. */}
          <div
            role="slider"
            tabIndex={0}
            aria-label={words.playhead}
            aria-describedby={helpId}
            aria-keyshortcuts="ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight PageUp PageDown Home End Space J K L"
            aria-valuemin={0}
            aria-valuemax={Number(frameStartSeconds(count - 1, timeline).toFixed(6))}
            aria-valuenow={Number(shownSeconds.toFixed(6))}
            aria-valuetext={frameTimeText(frame, timeline)}
            className="absolute inset-y-0 z-10 w-6 -translate-x-1/2 cursor-ew-resize rounded focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
            style={{ left: percent(shownSeconds) }}
            data-playhead
          >
            <div className="mx-auto h-full w-1 rounded-full bg-slate-900" />
          </div>
          {range && (
            <>
              <RangeHandle
                which="start"
                label={fill(words.rangeStart, { range: rangeLabel })}
                seconds={range.startSeconds}
                minSeconds={0}
                maxSeconds={Math.max(0, range.endSeconds - shortest)}
                timeline={timeline}
                steppedFrom={steppedFrom}
                disabled={disabled}
                percent={percent(range.startSeconds)}
                onMove={(seconds) => {
                  setStart(seconds);
                  pause();
                  showFrame(nearestBoundary(seconds, timeline));
                }}
              />
              <RangeHandle
                which="end"
                label={fill(words.rangeEnd, { range: rangeLabel })}
                seconds={range.endSeconds}
                minSeconds={Math.min(durationSeconds, range.startSeconds + shortest)}
                maxSeconds={durationSeconds}
                timeline={timeline}
                steppedFrom={steppedFrom}
                disabled={disabled}
                percent={percent(range.endSeconds)}
                onMove={(seconds) => {
                  setEnd(seconds);
                  pause();
                  showFrame(nearestBoundary(seconds, timeline) - 1);
                }}
              />
            </>
          )}
        </div>

        {range && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <p className="text-slate-700 tabular-nums" data-range-facts>
              {fill(words.rangeFrom, {
                range: rangeLabel,
                start: secondsText(range.startSeconds),
                end: secondsText(range.endSeconds),
              })}{" "}
              <strong className="text-slate-900">
                {secondsText(range.endSeconds - range.startSeconds)}
              </strong>{" "}
              {plural(
                words.rangeFrames,
                nearestBoundary(range.endSeconds, timeline) -
                  nearestBoundary(range.startSeconds, timeline),
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={button}
                disabled={disabled}
                aria-keyshortcuts="I"
                onClick={() => setStart(shownSeconds)}
              >
                {words.startHere}
              </button>
              <button
                type="button"
                className={button}
                disabled={disabled}
                aria-keyshortcuts="O"
                onClick={() => setEnd(boundarySeconds(frame + 1, timeline))}
              >
                {words.endAfterFrame}
              </button>
              <button
                type="button"
                className={button}
                onClick={() =>
                  play(
                    frameSeekSeconds(frameAtSeconds(range.startSeconds, timeline), timeline),
                    range.endSeconds,
                  )
                }
              >
                {fill(words.playRange, {
                  // English writes the range's name in lower case mid-sentence ("Play kept
                  // part"); other languages keep its case (German nouns) or set it off.
                  range: languageCode === "en" ? rangeLabel.toLowerCase() : rangeLabel,
                })}
              </button>
            </div>
          </div>
        )}
        <p id={helpId} className="text-xs text-slate-500">
          {range ? words.keyHelpRange : words.keyHelp}{" "}
          {loaded.framesPerSecond === null
            ? fill(words.noFrameRate, { fps: number(fallbackFramesPerSecond) })
            : fill(loaded.isPreview ? words.frameRatePreview : words.frameRate, {
                fps: number(Number(framesPerSecond.toFixed(3))),
              })}
        </p>
        {caption && <div className="text-sm text-slate-600">{caption}</div>}
      </div>
    </section>
  );
}

/** A range handle: a slider on the same timeline, moved by pointer (the timeline's) or keys. */
function RangeHandle({
  which,
  label,
  seconds,
  minSeconds,
  maxSeconds,
  timeline,
  steppedFrom,
  disabled,
  percent,
  onMove,
}: {
  which: "start" | "end";
  label: string;
  seconds: number;
  minSeconds: number;
  maxSeconds: number;
  timeline: FrameTimeline;
  steppedFrom: (seconds: number, direction: 1 | -1, bySecond: boolean) => number;
  disabled: boolean;
  percent: string;
  onMove: (seconds: number) => void;
}) {
  const { ui, fill, number } = useEditorText();
  const { secondsText } = useVideoTimeText();
  const boundary = nearestBoundary(seconds, timeline);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, [1 | -1, boolean]> = {
      ArrowRight: [1, event.shiftKey],
      ArrowUp: [1, event.shiftKey],
      ArrowLeft: [-1, event.shiftKey],
      ArrowDown: [-1, event.shiftKey],
      PageUp: [1, true],
      PageDown: [-1, true],
    };
    const move = moves[event.key];
    let next: number | null = null;
    if (move) next = steppedFrom(seconds, ...move);
    else if (event.key === "Home") next = minSeconds;
    else if (event.key === "End") next = maxSeconds;
    if (next === null) return;
    // The frame's own keys (J/K/L) still bubble; arrows are this handle's.
    event.preventDefault();
    event.stopPropagation();
    onMove(Math.min(Math.max(next, minSeconds), maxSeconds));
  };
  const frameNumber = which === "start" ? boundary + 1 : boundary;
  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-valuemin={Number(minSeconds.toFixed(6))}
      aria-valuemax={Number(maxSeconds.toFixed(6))}
      aria-valuenow={Number(seconds.toFixed(6))}
      aria-valuetext={fill(which === "start" ? ui.videoParts.startValue : ui.videoParts.endValue, {
        time: secondsText(seconds),
        frame: number(frameNumber),
      })}
      onKeyDown={onKeyDown}
      // The start's grip sits left of its boundary and the end's right of it: they never cover
      // each other, even one frame apart on a phone.
      className={`absolute inset-y-0 z-20 flex w-6 cursor-ew-resize items-center rounded-md bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${which === "start" ? "-translate-x-full justify-end rounded-r-none" : "justify-start rounded-l-none"}`}
      style={{ left: percent }}
      data-handle={which}
    >
      <span aria-hidden="true" className="mx-auto h-5 w-0.5 rounded-full bg-white" />
    </div>
  );
}
