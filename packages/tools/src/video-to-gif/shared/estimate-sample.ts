import { expectedFrameCount, totalSeconds, type VideoSegment } from "./options.ts";

/**
 * Which frames the browser grabs for a size estimate: a few short runs of consecutive frames at
 * the output frame rate, spread over the selection (the first at its start, the last at its end),
 * so the sample sees the GIF's first frame, how much each later frame changes, and more than one
 * part of the clip. A selection with no more frames than the runs hold is sent whole, as one run.
 * Four runs of 10 (about 0.6 MB of JPEG at 480 px), of which the first `sampleWarmupFrames` of
 * each run are left out of the per-frame mean: the temporal hold starts again at each run (its
 * first frame follows a frame from elsewhere) and needs a few frames to settle, so those cost
 * more than the clip's frames do. On the fixture clips from lossless frames, at 10-24 fps and
 * every level, 4 × 8 counting all but each run's first frame was up to 18% over (24 fps), 4 × 8
 * leaving out 3 up to 11%, 4 × 10 leaving out 3 within 9%, 5 × 10 up to 25% (where the runs
 * fell on busier parts of bottle-detection).
 */
export const sampleRuns = 4;
export const sampleRunFrames = 10;
/** Frames at the start of each run that settle the temporal hold and are not counted. */
export const sampleWarmupFrames = 3;

export interface VideoSamplePlan {
  /** Frames in each run (the last run may be the whole selection). */
  runFrames: number;
  /** Source times in seconds of every frame to grab, run after run. */
  timesSeconds: number[];
}

/** Maps a time in the joined selection to the source video's time. */
function sourceTime(segments: readonly VideoSegment[], joinedSeconds: number): number {
  let passed = 0;
  for (const segment of segments) {
    const length = segment.end - segment.start;
    if (joinedSeconds < passed + length - 1e-9) return segment.start + (joinedSeconds - passed);
    passed += length;
  }
  const last = segments[segments.length - 1] as VideoSegment;
  return last.end;
}

export function videoSamplePlan(
  segments: readonly VideoSegment[],
  fps: number,
  runs = sampleRuns,
  runFrames = sampleRunFrames,
): VideoSamplePlan {
  const seconds = totalSeconds(segments);
  const frames = expectedFrameCount(seconds, fps);
  const frameSeconds = 1 / fps;
  const times = (firstFrame: number, count: number) =>
    Array.from({ length: count }, (_, index) =>
      Number(sourceTime(segments, (firstFrame + index) * frameSeconds).toFixed(4)),
    );
  if (frames <= runs * runFrames) return { runFrames: frames, timesSeconds: times(0, frames) };
  const timesSeconds: number[] = [];
  for (let run = 0; run < runs; run++) {
    const firstFrame = Math.round((run * (frames - runFrames)) / (runs - 1));
    timesSeconds.push(...times(firstFrame, runFrames));
  }
  return { runFrames, timesSeconds };
}
