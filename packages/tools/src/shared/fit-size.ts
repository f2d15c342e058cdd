/**
 * "Fit under a size" (issue 17 §1): the search for the best-looking GIF whose size is at most a
 * target, as pure arithmetic over an `encode` callback (the processors give it a real encoder;
 * the unit tests give it synthetic size functions).
 *
 * Quality is given up in the order: lossy level and colours first, then dimensions, then
 * frame rate, never below the floors (100 px on the shorter side, 5 fps). The three are laid out
 * on one line, a position `v` from 0 (the tool's own settings) to `maximumPosition` (every floor
 * reached), scaled so that by a prior model each unit of `v` divides the size by e:
 * - quality: colours fall geometrically from the start to 32 and lossy rises to 120 over
 *   `qualitySpan` units (measured: the two together take a video GIF to about 0.2-0.3 × its size);
 * - dimensions: bytes ≈ pixels, so the scale is exp(−Δv / 2);
 * - frame rate: bytes ≈ frames, so the kept fraction is exp(−Δv).
 * The size is then close to log-linear in `v`, and the search is a safeguarded secant on
 * (v, ln bytes): the first measurement (the tool's own result) gives the step from the prior
 * slope; later ones correct the slope from what was measured, inside the bracket of a position
 * too large and one that fits. Each step is one full encode.
 */

export const fitFloors = {
  shorterSidePixels: 100,
  fps: 5,
  colours: 32,
  lossy: 120,
} as const;

/**
 * ln(size at start quality ÷ size at the quality floor), the prior for the first step: friday.mp4
 * at 480×360, 15 fps went from 7.6 MB to 1.66 MB (ln 1.52) with 32 colours and lossy 120.
 */
export const qualitySpan = 1.5;

/** The result should be at least this fraction of the target (the issue: within 15% below). */
export const acceptedLowFraction = 0.87;
/** Where each step aims: room for the model's error on both sides. */
export const aimFraction = 0.935;
/** Full encodes a search may spend after the first one before it takes the best that fits. */
export const maximumSearchEncodes = 6;

/** The tool's own settings: where the search starts; it only goes down from them. */
export interface FitStart {
  width: number;
  height: number;
  /** Colours per palette (2-256). */
  colours: number;
  /** gifsicle --lossy (0 = none). */
  lossy: number;
  /** Frames in the start GIF. */
  frameCount: number;
  /** The start's frames per second (a GIF's average: frames ÷ played length). */
  fps: number;
  /**
   * The most lossy the search may reach (default fitFloors.lossy). Video to GIF keeps its own
   * (0 at medium): gifsicle's lossy pass over a video GIF costs about twice the conversion's CPU.
   */
  maximumLossy?: number;
  /**
   * The fewest colours the quality phase goes to before the size is lowered (default
   * fitFloors.colours). Video to GIF stops at 96: friday.mp4 at about 3 MB, 360 × 270 with 96
   * colours had SSIM 0.9895 where 462 × 347 with 32 had 0.9843 (docs/quality.md).
   */
  minimumColours?: number;
  /**
   * The prior's ln(bytes) given up by the quality phase (default qualitySpan): where the size
   * phase starts on the line. Video to GIF's colours alone (256 → 96, no lossy) take about 0.35.
   */
  qualitySpan?: number;
  /**
   * Keep the width and height (no size phase): a destination with an exact box (Twitch's
   * 112 × 112, shared/fit-destination.ts) gives up quality and frames only.
   */
  keepSize?: boolean;
  /**
   * Colours first at this low lossy, then lossy (issue 27, the quality of a squeeze): the quality
   * phase sets lossy to this value at once, lowers the colours from the start to the floor over
   * the first `colourShare` of the phase, and only then raises lossy to its floor. Absent: colours
   * and lossy move together (Video to GIF's own fit). Measured on iss634.gif with gifsicle -O2:
   * at about 137 KB, lossy 20 with about 105 colours had SSIM 0.948 against 0.946 for lossy 40
   * with 128 and 0.925 for 64 colours without lossy; at 79 KB lossy 20 with 32 colours 0.871
   * against 0.865 at lossy 40. Every one of the gifsicle grid's best points (docs/quality.md) was
   * at lossy 20 or 40.
   */
  lowLossy?: number;
}

/** The share of the quality phase that lowers colours when `lowLossy` is set (then lossy). */
export const colourShare = 0.75;

export interface FitCandidate {
  width: number;
  height: number;
  colours: number;
  lossy: number;
  /** How many of the start's frames are kept (evenly spaced; the others' time goes to them). */
  keptFrames: number;
  /** The frame rate that results: start fps × kept ÷ all. */
  fps: number;
}

export interface FitSpace {
  start: FitStart;
  /** Where the dimensions phase begins and ends, and where the frame-rate phase ends. */
  scaleFrom: number;
  framesFrom: number;
  maximumPosition: number;
}

/** The line of settings for a start (phases of zero length where the start is at a floor). */
export function fitSpace(start: FitStart): FitSpace {
  const shorter = Math.min(start.width, start.height);
  const minimumScale = start.keepSize ? 1 : Math.min(1, fitFloors.shorterSidePixels / shorter);
  const minimumKept = Math.min(1, fitFloors.fps / start.fps);
  const scaleFrom = start.qualitySpan ?? qualitySpan;
  const framesFrom = scaleFrom + 2 * Math.log(1 / minimumScale);
  return { start, scaleFrom, framesFrom, maximumPosition: framesFrom + Math.log(1 / minimumKept) };
}

/** The settings at position `v` (clamped to the line). */
export function candidateAt(space: FitSpace, position: number): FitCandidate {
  const { start } = space;
  const v = Math.min(space.maximumPosition, Math.max(0, position));
  // The first bit of lossy and the first colours given up save the most (friday.mp4: lossy 12
  // and 208 colours made it 0.64 ×, lossy 51 and 106 colours 0.40 ×, the floor 0.22 ×): ln bytes
  // fell as the square root of the way to the floor, so the way is the square of the position.
  const floorColours = Math.min(start.colours, start.minimumColours ?? fitFloors.colours);
  const floorLossy = Math.max(start.lossy, start.maximumLossy ?? fitFloors.lossy);
  const colourAt = (share: number) =>
    Math.round(
      Math.exp(
        Math.log(start.colours) + share * (Math.log(floorColours) - Math.log(start.colours)),
      ),
    );
  let colours: number;
  let lossy: number;
  if (start.lowLossy !== undefined) {
    // Colours first at a low lossy, then lossy. ln bytes fell about linearly with ln colours
    // (iss634.gif at lossy 20: 0.4-0.6 per unit of ln colours below 160), so the way is linear.
    const quality = space.scaleFrom > 0 ? Math.min(1, v / space.scaleFrom) : 1;
    const lowLossy = Math.min(floorLossy, Math.max(start.lossy, start.lowLossy));
    colours = colourAt(Math.min(1, quality / colourShare));
    lossy =
      v <= 0
        ? start.lossy
        : Math.round(
            lowLossy +
              Math.max(0, (quality - colourShare) / (1 - colourShare)) * (floorLossy - lowLossy),
          );
  } else {
    const quality = space.scaleFrom > 0 ? Math.min(1, v / space.scaleFrom) ** 2 : 1;
    colours = colourAt(quality);
    lossy = Math.round(start.lossy + quality * (floorLossy - start.lossy));
  }
  const scale = Math.exp(-Math.max(0, Math.min(v, space.framesFrom) - space.scaleFrom) / 2);
  const shorter = Math.min(start.width, start.height);
  // Never below 100 px on the shorter side (unless the start already is).
  const minimumShorter = Math.min(shorter, fitFloors.shorterSidePixels);
  const sideScale = Math.max(scale, minimumShorter / shorter);
  const width = Math.max(1, Math.round(start.width * sideScale));
  const height = Math.max(1, Math.round(start.height * sideScale));
  const kept = Math.exp(-Math.max(0, v - space.framesFrom));
  // At least 5 fps (unless the start is slower): round the count up to the floor.
  const minimumFrames = Math.min(
    start.frameCount,
    Math.ceil((start.frameCount * fitFloors.fps) / start.fps - 1e-9),
  );
  const keptFrames = Math.max(1, minimumFrames, Math.round(start.frameCount * kept));
  return {
    width,
    height,
    colours,
    lossy,
    keptFrames,
    fps: (start.fps * keptFrames) / start.frameCount,
  };
}

export const sameCandidate = (a: FitCandidate, b: FitCandidate): boolean =>
  a.width === b.width &&
  a.height === b.height &&
  a.colours === b.colours &&
  a.lossy === b.lossy &&
  a.keptFrames === b.keptFrames;

export interface FitPoint {
  position: number;
  bytes: number;
}

/** Slopes (ln bytes per unit of v) are kept within this factor of the prior's −1. */
const slopeBounds = { min: 0.2, max: 5 };

/**
 * The next position to encode, or null when the search is over: a measured point fits within
 * [acceptedLowFraction, 1] × target, the bracket has closed, or the floors are too large.
 */
/**
 * How close under the target a search must land: a result at least `acceptedLow` × target ends
 * it, and each step aims at `aim` × target. The defaults leave room for the model's error; the
 * GIF fit (fit-gif.ts), calibrated on a sample, asks for closer, since every byte left unused is
 * quality given up.
 */
export interface FitTolerance {
  acceptedLow: number;
  aim: number;
}
export const defaultTolerance: FitTolerance = {
  acceptedLow: acceptedLowFraction,
  aim: aimFraction,
};

export function nextPosition(
  points: readonly FitPoint[],
  targetBytes: number,
  maximumPosition: number,
  tolerance: FitTolerance = defaultTolerance,
): number | null {
  const accepted = (point: FitPoint) => point.bytes >= targetBytes * tolerance.acceptedLow;
  if (points.some((point) => fits(point, targetBytes) && accepted(point))) return null;
  const tooLarge = points.filter((point) => !fits(point, targetBytes));
  const fitting = points.filter((point) => fits(point, targetBytes));
  // The furthest position still too large, and the nearest that fits.
  const low = tooLarge.reduce<FitPoint | null>(
    (best, point) => (best === null || point.position > best.position ? point : best),
    null,
  );
  const high = fitting.reduce<FitPoint | null>(
    (best, point) => (best === null || point.position < best.position ? point : best),
    null,
  );
  const aimLog = Math.log(targetBytes * tolerance.aim);
  if (low && high) {
    if (high.position - low.position < 0.01) return null;
    // Secant between the bracket's ends, kept off them so the bracket always shrinks.
    const slope =
      (Math.log(high.bytes) - Math.log(low.bytes)) / (high.position - low.position || 1);
    const guess = slope < 0 ? low.position + (aimLog - Math.log(low.bytes)) / slope : Number.NaN;
    const span = high.position - low.position;
    const inside = Number.isFinite(guess)
      ? Math.min(high.position - 0.1 * span, Math.max(low.position + 0.1 * span, guess))
      : low.position + span / 2;
    return inside;
  }
  if (low) {
    if (low.position >= maximumPosition - 1e-9) return null;
    const slope = measuredSlope(tooLarge);
    const guess = low.position + (Math.log(low.bytes) - aimLog) / slope;
    return Math.min(maximumPosition, Math.max(low.position + 0.01, guess));
  }
  if (high) {
    if (high.position <= 1e-9) return null;
    const slope = measuredSlope(fitting);
    const guess = high.position - (aimLog - Math.log(high.bytes)) / slope;
    return Math.max(0, Math.min(high.position - 0.01, guess));
  }
  return 0;
}

const fits = (point: FitPoint, targetBytes: number) => point.bytes <= targetBytes;

/** How fast ln bytes falls along v, from the two furthest points on one side (prior: 1). */
function measuredSlope(points: readonly FitPoint[]): number {
  const sorted = [...points].sort((a, b) => a.position - b.position);
  const last = sorted.at(-1);
  const before = sorted.at(-2);
  if (!last || !before || last.position - before.position < 1e-6) return 1;
  const slope = (Math.log(before.bytes) - Math.log(last.bytes)) / (last.position - before.position);
  return Math.min(slopeBounds.max, Math.max(slopeBounds.min, slope));
}

export interface FitAttempt<Output> {
  candidate: FitCandidate;
  position: number;
  bytes: number;
  output: Output;
}

export interface FitOutcome<Output> {
  /** The best-looking attempt that fits (the largest at most the target), or null. */
  chosen: FitAttempt<Output> | null;
  /** The smallest attempt made (the floors' when it was tried): what the message names. */
  smallest: FitAttempt<Output>;
  /** Every attempt in order, the first (the tool's own result) included. */
  attempts: FitAttempt<Output>[];
}

/**
 * Runs the search: `first` is the tool's own result (position 0); `encode` makes and measures
 * a candidate. Stops when a result is within [acceptedLowFraction, 1] × target, when the floors
 * are measured too large, or after `maximumSearchEncodes` more encodes (then the best that fits).
 */
export async function searchFit<Output>(
  space: FitSpace,
  targetBytes: number,
  first: { bytes: number; output: Output },
  encode: (candidate: FitCandidate, attempt: number) => Promise<{ bytes: number; output: Output }>,
  maximumEncodes = maximumSearchEncodes,
  /** Attempts already measured (e.g. the full encode a sample predicted). */
  earlier: readonly FitAttempt<Output>[] = [],
  tolerance: FitTolerance = defaultTolerance,
): Promise<FitOutcome<Output>> {
  const attempts: FitAttempt<Output>[] = [
    { candidate: candidateAt(space, 0), position: 0, bytes: first.bytes, output: first.output },
    ...earlier,
  ];
  let encodes = 0;
  // Steps that land on a setting already measured cost nothing, but are bounded too.
  for (let step = 0; encodes < maximumEncodes && step < maximumEncodes * 3; step++) {
    if (attempts[0] && attempts[0].bytes <= targetBytes) break;
    const position = nextPosition(attempts, targetBytes, space.maximumPosition, tolerance);
    if (position === null) break;
    const candidate = candidateAt(space, position);
    // Rounding (whole pixels, frames, colours) can map two positions to one setting: measure once.
    const known = attempts.find((attempt) => sameCandidate(attempt.candidate, candidate));
    if (known) {
      attempts.push({ ...known, position });
      continue;
    }
    encodes++;
    const measured = await encode(candidate, encodes);
    attempts.push({ candidate, position, bytes: measured.bytes, output: measured.output });
  }
  const fitting = attempts.filter((attempt) => attempt.bytes <= targetBytes);
  const chosen = fitting.reduce<FitAttempt<Output> | null>(
    (best, attempt) => (best === null || attempt.bytes > best.bytes ? attempt : best),
    null,
  );
  const smallest = attempts.reduce((best, attempt) =>
    attempt.bytes < best.bytes ? attempt : best,
  );
  return { chosen, smallest, attempts: dedupe(attempts) };
}

/** Attempts that reused an earlier measurement are listed once. */
function dedupe<Output>(attempts: FitAttempt<Output>[]): FitAttempt<Output>[] {
  return attempts.filter(
    (attempt, index) =>
      attempts.findIndex((other) => sameCandidate(other.candidate, attempt.candidate)) === index,
  );
}

/** Sizes as the site writes them: KB below 1 MB (bytes / 1024), MB with one decimal above. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Indices of `keptFrames` of `frameCount` frames, evenly spaced from the first, each with the
 * delays of the frames dropped after it added to its own, so the total time is unchanged.
 */
export function keepFramesEvenly(
  delaysCentiseconds: readonly number[],
  keptFrames: number,
): { index: number; delayCentiseconds: number }[] {
  const frameCount = delaysCentiseconds.length;
  const kept = Math.max(1, Math.min(frameCount, keptFrames));
  const indices = Array.from({ length: kept }, (_, slot) => Math.floor((slot * frameCount) / kept));
  return indices.map((index, slot) => {
    const end = indices[slot + 1] ?? frameCount;
    let delayCentiseconds = 0;
    for (let frame = index; frame < end; frame++)
      delayCentiseconds += delaysCentiseconds[frame] as number;
    return { index, delayCentiseconds };
  });
}

/** How long a GIF plays, in ms: browsers show a delay under 20 ms as 100 ms. */
export function playedDurationMs(delaysMs: readonly number[]): number {
  return delaysMs.reduce((sum, delay) => sum + (delay < 20 ? 100 : delay), 0);
}

/** A GIF's average frame rate: frames ÷ played seconds. */
export function averageFps(delaysMs: readonly number[]): number {
  return delaysMs.length / (playedDurationMs(delaysMs) / 1000);
}
