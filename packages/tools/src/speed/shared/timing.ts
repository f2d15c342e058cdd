/**
 * Speed's timing, as pure arithmetic: which frames are kept and with which delays (GIF hundredths
 * of a second). Shared by the processor and the editor's preview.
 */

/** Browsers play a GIF delay under 2 hundredths as 10 (100 ms): Chromium, Firefox and Safari alike. */
export const minimumPlayedDelayCentiseconds = 2;
export const browserDefaultDelayCentiseconds = 10;
/** A GIF stores a delay in 16 bits. */
export const maximumGifDelayCentiseconds = 0xffff;

/**
 * The delay a browser shows for a stored delay: 0 and 1 are shown as 10 hundredths, so a speed
 * change is applied to what people see (a GIF of zero delays made twice as fast plays at 5).
 */
export function playedDelayCentiseconds(storedCentiseconds: number): number {
  return storedCentiseconds < minimumPlayedDelayCentiseconds
    ? browserDefaultDelayCentiseconds
    : storedCentiseconds;
}

export interface SpeedPlan {
  /** Input frame indices that are kept, in order. */
  keptFrames: number[];
  /** The new delay of each kept frame (hundredths, at least 2). */
  delaysCentiseconds: number[];
  /** Whether every input frame is kept (then only the delays change). */
  keepsEveryFrame: boolean;
  /** Played duration of the input, hundredths. */
  inputDurationCentiseconds: number;
  /** Duration of the result, hundredths: the input's divided by the speed, rounded. */
  outputDurationCentiseconds: number;
}

/**
 * Divides every (played) delay by `speed`. The frames are laid on the new time line (frame i
 * starts at the sum of the delays before it, divided by the speed) and each frame's end is rounded
 * to whole hundredths there, so rounding never accumulates: the total is the input's divided by
 * the speed, rounded (within half a hundredth, hence within one frame).
 *
 * Where a frame would show for less than 2 hundredths (browsers would stretch it to 10), the shown
 * frame is held for 2 and the next one shown is the frame the time line has reached by then: the
 * frames in between are dropped. That drops evenly in time (×10 on a GIF of 2-hundredth frames
 * keeps every tenth frame) and only ever drops frames shorter than 2 on the new time line; a
 * longer frame keeps its rounded end exactly. A remainder under 2 at the end joins the last frame
 * shown. Delays above the GIF maximum (655.35 s) are capped.
 */
export function planSpeed(storedDelaysCentiseconds: readonly number[], speed: number): SpeedPlan {
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`speed must be positive: ${speed}`);
  const frameCount = storedDelaysCentiseconds.length;
  if (frameCount === 0) throw new Error("there are no frames");
  const played = storedDelaysCentiseconds.map(playedDelayCentiseconds);
  // Start of each frame on the new time line, plus the end of the animation (exact fractions).
  const starts: number[] = [0];
  let elapsed = 0;
  for (const delay of played) {
    elapsed += delay;
    starts.push(elapsed / speed);
  }
  const inputDurationCentiseconds = elapsed;
  const outputDurationCentiseconds = Math.max(
    minimumPlayedDelayCentiseconds,
    Math.round(elapsed / speed),
  );
  const startOf = (index: number) => starts[index] as number;

  const keptFrames: number[] = [];
  const delaysCentiseconds: number[] = [];
  let frame = 0;
  let shownFrom = 0;
  while (true) {
    const end = Math.min(
      outputDurationCentiseconds,
      Math.max(shownFrom + minimumPlayedDelayCentiseconds, Math.round(startOf(frame + 1))),
    );
    if (outputDurationCentiseconds - end < minimumPlayedDelayCentiseconds) {
      // The last frame shown runs to the end; it has at least 2, since every earlier frame was
      // only left while at least 2 remained.
      keptFrames.push(frame);
      delaysCentiseconds.push(outputDurationCentiseconds - shownFrom);
      break;
    }
    keptFrames.push(frame);
    delaysCentiseconds.push(end - shownFrom);
    // The frame the time line shows at `end` (never the same frame again).
    let next = frame + 1;
    while (next + 1 < frameCount && startOf(next + 1) <= end) next++;
    frame = next;
    shownFrom = end;
  }
  return {
    keptFrames,
    delaysCentiseconds: delaysCentiseconds.map((delay) =>
      Math.min(maximumGifDelayCentiseconds, delay),
    ),
    keepsEveryFrame: keptFrames.length === frameCount,
    inputDurationCentiseconds,
    outputDurationCentiseconds,
  };
}
