/**
 * When the result's frames change, computed in GIF hundredths of a second (the unit delays are
 * stored in), so every input keeps its own frames' timing exactly.
 */

/** One output frame of a sequence: which input and which of its frames, with its delay. */
export interface SequenceFrame {
  input: number;
  index: number;
  delayCentiseconds: number;
}

/** One after another: every frame of every input in order, each with its own delay (0 and 1 kept). */
export function sequenceTimeline(delays: readonly (readonly number[])[]): SequenceFrame[] {
  return delays.flatMap((inputDelays, input) =>
    inputDelays.map((delayCentiseconds, index) => ({ input, index, delayCentiseconds })),
  );
}

/** One output frame side by side: the frame each input shows during it, and how long it lasts. */
export interface SideBySideFrame {
  /** Per input (output order): the index of the frame it shows. */
  indices: number[];
  delayCentiseconds: number;
}

export type SideBySideTimeline =
  | { kind: "frames"; durationCentiseconds: number; frames: SideBySideFrame[] }
  /**
   * The result would have more frames than allowed: not built, and `frameCount` is at least
   * how many it would have (more than the limit).
   */
  | { kind: "too-many-frames"; durationCentiseconds: number; frameCount: number }
  /**
   * An animation whose every delay is 0 shows no time of its own: it cannot be timed beside
   * others (a one-frame still can: it shows all the time).
   */
  | { kind: "no-duration"; input: number };

/**
 * Side by side with the shorter inputs looping: the result lasts as long as the longest input,
 * and its frame boundaries are the union of every input's frame-change times (each input
 * repeated from its start until then). A frame with delay 0 is shown for no time (it only builds
 * up the next one), as a GIF's timing says, so it adds no boundary of its own. A still (one frame
 * of delay 0) shows its picture the whole time, and so does an input with one shown frame: a
 * one-frame input starting again changes no picture and makes no frame.
 *
 * The work is bounded by the result, never by the inputs' time (issue 40: 2,000 frames of
 * 655.35 s beside 1 cs loops made 131 million boundaries, walked one hundredth at a time): the
 * change times are merged input by input, in order, and the merge stops at the first frame past
 * `maxFrames`. The refusal's count is then a lower bound (the busiest input's own changes), which
 * costs one division per input.
 */
export function sideBySideTimeline(
  delays: readonly (readonly number[])[],
  maxFrames: number,
): SideBySideTimeline {
  const durations = delays.map((inputDelays) => inputDelays.reduce((sum, delay) => sum + delay, 0));
  const isStill = (input: number) => durations[input] === 0 && delays[input]?.length === 1;
  const silent = durations.findIndex((duration, input) => duration === 0 && !isStill(input));
  if (silent >= 0) return { kind: "no-duration", input: silent };
  const total = Math.max(...durations);
  // Per input: the frames it shows (delay > 0) and when each starts within one loop.
  const shown = delays.map((inputDelays) => {
    const starts: number[] = [];
    const indices: number[] = [];
    let time = 0;
    for (const [index, delay] of inputDelays.entries()) {
      if (delay > 0) {
        starts.push(time);
        indices.push(index);
      }
      time += delay;
    }
    return { starts, indices };
  });
  // The frame each input shows first: a still's only frame, otherwise its first shown frame.
  const current = shown.map(({ indices }) => indices[0] ?? 0);
  // Only stills: one picture, shown as their frames say (delay 0).
  if (total === 0) {
    return {
      kind: "frames",
      durationCentiseconds: 0,
      frames: [{ indices: current, delayCentiseconds: 0 }],
    };
  }
  // Inputs whose picture changes: each a cursor on its next change (loop start + frame start).
  const cursors = shown.flatMap(({ starts, indices }, input) =>
    starts.length < 2
      ? []
      : [{ input, starts, indices, duration: durations[input] as number, loopStart: 0, next: 1 }],
  );
  const nextTime = (cursor: (typeof cursors)[number]) =>
    cursor.loopStart + (cursor.starts[cursor.next] as number);
  const frames: SideBySideFrame[] = [];
  let frameStart = 0;
  for (;;) {
    let time = total;
    for (const cursor of cursors) time = Math.min(time, nextTime(cursor));
    frames.push({ indices: current.slice(), delayCentiseconds: time - frameStart });
    if (time >= total) break;
    if (frames.length >= maxFrames) {
      return {
        kind: "too-many-frames",
        durationCentiseconds: total,
        frameCount: leastFrameCount(shown, durations, total, maxFrames),
      };
    }
    for (const cursor of cursors) {
      if (nextTime(cursor) !== time) continue;
      current[cursor.input] = cursor.indices[cursor.next] as number;
      cursor.next++;
      if (cursor.next === cursor.starts.length) {
        cursor.next = 0;
        cursor.loopStart += cursor.duration;
      }
    }
    frameStart = time;
  }
  return { kind: "frames", durationCentiseconds: total, frames };
}

/**
 * More than `maxFrames` frames side by side: at least the busiest input's own changes before the
 * longest ends (whole loops times its shown frames, plus those of the last part loop).
 */
function leastFrameCount(
  shown: readonly { starts: readonly number[] }[],
  durations: readonly number[],
  total: number,
  maxFrames: number,
): number {
  let least = maxFrames + 1;
  for (const [input, { starts }] of shown.entries()) {
    const duration = durations[input] as number;
    if (starts.length < 2 || duration === 0) continue;
    const loops = Math.floor(total / duration);
    const rest = total - loops * duration;
    least = Math.max(least, loops * starts.length + starts.filter((start) => start < rest).length);
  }
  return least;
}

/** Loop block of the result: the inputs' own when they all agree, otherwise forever (0). */
export function combinedLoopCount(loopCounts: readonly (number | null)[]): number | null {
  const [first] = loopCounts;
  if (first === undefined) return 0;
  return loopCounts.every((loopCount) => loopCount === first) ? first : 0;
}
