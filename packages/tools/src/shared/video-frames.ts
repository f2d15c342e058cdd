/**
 * Frame arithmetic of the video editor frame (shared/ui/video-editor-frame.tsx): a clip is
 * `frameCount` frames of 1/framesPerSecond each, frame k shown from k/fps to (k+1)/fps. Times the
 * editor keeps and sends (a range's start and end) are frame boundaries, so a trim starts and ends
 * exactly between two frames; the player is moved to the middle of a frame, where the browser
 * cannot round to its neighbour.
 */
export interface FrameTimeline {
  durationSeconds: number;
  framesPerSecond: number;
}

/** A time range on the timeline, both ends frame boundaries, end after start. */
export interface FrameRange {
  startSeconds: number;
  endSeconds: number;
}

/** When the container declares no frame rate (a stepping unit is still needed): the commonest. */
export const fallbackFramesPerSecond = 30;

// Float products such as 0.1 * 30 = 3.0000000000000004 must land on their frame, not past it.
const tolerance = 1e-6;

/**
 * The frames' timeline of a loaded video. Its length is the video track's (frames / rate) when
 * the container tells the frames: the player's duration is the longest stream's, and an audio
 * track running 7 ms past the last frame must not make a 51st frame of a 50-frame clip. Without
 * a count, the duration rounded to whole frames; without a rate, 1/30 s steps on the duration.
 */
export function videoTimeline(video: {
  /** The player's duration (the longest stream's). */
  durationSeconds: number;
  framesPerSecond: number | null;
  frameCount: number | null;
}): FrameTimeline {
  const fps = video.framesPerSecond;
  if (fps === null) {
    return { durationSeconds: video.durationSeconds, framesPerSecond: fallbackFramesPerSecond };
  }
  const frames = video.frameCount ?? Math.max(1, Math.round(video.durationSeconds * fps));
  return { durationSeconds: frames / fps, framesPerSecond: fps };
}

/** How many frames the clip shows: the last one may be cut short by the duration. */
export function frameCount({ durationSeconds, framesPerSecond }: FrameTimeline): number {
  if (!(durationSeconds > 0) || !(framesPerSecond > 0)) return 1;
  return Math.max(1, Math.ceil(durationSeconds * framesPerSecond - tolerance));
}

const clampFrame = (frame: number, timeline: FrameTimeline) =>
  Math.min(Math.max(0, frame), frameCount(timeline) - 1);

/** The frame shown at this time (the one whose interval holds it), inside the clip. */
export function frameAtSeconds(seconds: number, timeline: FrameTimeline): number {
  if (!Number.isFinite(seconds)) return 0;
  return clampFrame(Math.floor(seconds * timeline.framesPerSecond + tolerance), timeline);
}

/** Where a frame starts: its boundary on the timeline. */
export function frameStartSeconds(frame: number, timeline: FrameTimeline): number {
  return clampFrame(frame, timeline) / timeline.framesPerSecond;
}

/**
 * Where the player is sent to show a frame: the middle of its interval (a seek to the exact
 * boundary may show the frame before it, as the decoder's timestamps are rounded to its time base).
 */
export function frameSeekSeconds(frame: number, timeline: FrameTimeline): number {
  const start = frameStartSeconds(frame, timeline);
  const end = Math.min(start + 1 / timeline.framesPerSecond, timeline.durationSeconds);
  return (start + Math.max(end, start)) / 2;
}

/** A frame `delta` frames away, kept inside the clip. */
export function stepFrame(frame: number, delta: number, timeline: FrameTimeline): number {
  return clampFrame(Math.round(frame) + Math.round(delta), timeline);
}

/** The frames in `seconds` (Shift+arrow's one second), at least one. */
export function framesIn(seconds: number, timeline: FrameTimeline): number {
  return Math.max(1, Math.round(seconds * timeline.framesPerSecond));
}

/** Boundary `index` (0 = the clip's start, frameCount = its end) in seconds. */
export function boundarySeconds(index: number, timeline: FrameTimeline): number {
  const count = frameCount(timeline);
  const clamped = Math.min(Math.max(0, Math.round(index)), count);
  return clamped === count ? timeline.durationSeconds : clamped / timeline.framesPerSecond;
}

/** The boundary nearest a time, as its index (0 to frameCount). */
export function nearestBoundary(seconds: number, timeline: FrameTimeline): number {
  if (!Number.isFinite(seconds)) return 0;
  if (seconds >= timeline.durationSeconds - tolerance) return frameCount(timeline);
  const index = Math.round(seconds * timeline.framesPerSecond);
  return Math.min(Math.max(0, index), frameCount(timeline));
}

/**
 * A range moved to frame boundaries inside the clip, at least one frame long. `moved` says which
 * end the person moved: that end stays where it was put and the other gives way.
 */
export function clampRange(
  range: FrameRange,
  timeline: FrameTimeline,
  moved: "start" | "end" = "start",
): FrameRange {
  const count = frameCount(timeline);
  let start = Math.min(nearestBoundary(range.startSeconds, timeline), count - 1);
  let end = Math.max(nearestBoundary(range.endSeconds, timeline), 1);
  if (end <= start) {
    if (moved === "start") end = start + 1;
    else start = end - 1;
  }
  return {
    startSeconds: boundarySeconds(start, timeline),
    endSeconds: boundarySeconds(end, timeline),
  };
}

/** The whole clip as a range. */
export function wholeClip(timeline: FrameTimeline): FrameRange {
  return { startSeconds: 0, endSeconds: timeline.durationSeconds };
}

/** A boundary's time as sent to a server: microseconds, which every field reads exactly. */
export function boundaryText(seconds: number): string {
  return String(Math.round(seconds * 1e6) / 1e6);
}

/** "1.240 s", the time as the frame shows it (milliseconds tell 1/30 s steps apart). */
export function secondsText(seconds: number): string {
  return `${seconds.toFixed(3)} s`;
}

/** "1.240 s, frame 32 of 150": the shown frame, counted from 1 as people count. */
export function frameTimeText(frame: number, timeline: FrameTimeline): string {
  return `${secondsText(frameStartSeconds(frame, timeline))}, frame ${clampFrame(frame, timeline) + 1} of ${frameCount(timeline)}`;
}
