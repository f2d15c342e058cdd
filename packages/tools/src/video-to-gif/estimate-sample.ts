import { expectedFrameCount, totalSeconds, type VideoSegment } from "./options.ts";

/**
 * Which frames the browser grabs for a size estimate: a few short runs of consecutive frames at
 * the output frame rate, spread over the selection (the first at its start, the last at its end),
 * so the sample sees the GIF's first frame, how much each later frame changes, and more than one
 * part of the clip. A selection with no more frames than the runs hold is sent whole, as one run.
 * Four runs of 8 (about 0.5 MB of JPEG at 480 px): on the fixture clips at 15 fps, Medium, they
 * came within 3-14% of the GIF; three runs of 8 were 4-20% over, five or six runs of 6 up to 36%
 * (a run's first later frames cost more than the clip's average, so short runs overestimate).
 */
export const sampleRuns = 4;
export const sampleRunFrames = 8;

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
