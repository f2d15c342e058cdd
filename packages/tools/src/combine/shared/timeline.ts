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
  /** The result would have more frames than allowed: counted, not built. */
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
 * of delay 0) shows its picture the whole time. Where no input changes its picture (a one-frame
 * input starting again), the two output frames are one, their delays added.
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
  // Only stills: one picture, shown as their frames say (delay 0).
  if (total === 0) {
    return {
      kind: "frames",
      durationCentiseconds: 0,
      frames: [{ indices: delays.map(() => 0), delayCentiseconds: 0 }],
    };
  }
  // One mark per hundredth: at most 2,000 frames × 655.35 s = 1.3 million bytes.
  const boundaries = new Uint8Array(total);
  for (const [input, inputDelays] of delays.entries()) {
    const duration = durations[input] as number;
    if (duration === 0) continue;
    for (let start = 0; start < total; start += duration) {
      let time = start;
      for (const delay of inputDelays) {
        if (time >= total) break;
        if (delay > 0) boundaries[time] = 1;
        time += delay;
      }
    }
  }
  // Walk each input's frames alongside the boundaries (both ascend; an input restarts each loop).
  const positions = delays.map(() => ({ index: 0, start: 0, loopStart: 0 }));
  const shownAt = (start: number) =>
    delays.map((inputDelays, input) => {
      const position = positions[input] as { index: number; start: number; loopStart: number };
      const duration = durations[input] as number;
      if (duration === 0) return 0;
      while (start >= position.loopStart + duration) {
        position.loopStart += duration;
        position.index = 0;
        position.start = position.loopStart;
      }
      // The frame shown at `start`: the one whose interval [start, start + delay) holds it.
      while (start >= position.start + (inputDelays[position.index] as number)) {
        position.start += inputDelays[position.index] as number;
        position.index++;
      }
      return position.index;
    });
  // Past the limit the frames are only counted, so the refusal can say how many there would be.
  const frames: SideBySideFrame[] = [];
  let frameCount = 0;
  let previous: number[] | null = null;
  let previousStart = 0;
  for (let time = 0; time <= total; time++) {
    if (time < total && boundaries[time] !== 1) continue;
    const indices = time < total ? shownAt(time) : null;
    const changed =
      previous === null ||
      indices === null ||
      indices.some((index, input) => index !== previous?.[input]);
    if (!changed) continue;
    if (previous !== null) {
      frameCount++;
      if (frameCount <= maxFrames) {
        frames.push({ indices: previous, delayCentiseconds: time - previousStart });
      }
    }
    previous = indices;
    previousStart = time;
  }
  if (frameCount > maxFrames) {
    return { kind: "too-many-frames", durationCentiseconds: total, frameCount };
  }
  return { kind: "frames", durationCentiseconds: total, frames };
}

/** Loop block of the result: the inputs' own when they all agree, otherwise forever (0). */
export function combinedLoopCount(loopCounts: readonly (number | null)[]): number | null {
  const [first] = loopCounts;
  if (first === undefined) return 0;
  return loopCounts.every((loopCount) => loopCount === first) ? first : 0;
}
