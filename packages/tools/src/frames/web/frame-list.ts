import type { FrameEntry } from "../shared/options.ts";

/**
 * The Edit frames editor's list of frames and every operation on it, as pure functions (no DOM),
 * so each rule is tested without a browser. A frame is a place in the output: which input frame
 * it shows (`source`, 0-based) and for how long. Everything ends as the one `frames` field sent
 * to the server (`toFramesField`).
 */

export interface EditorFrame {
  /** Stable identity in the editor (selection, React keys); a duplicate gets a new one. */
  id: number;
  /** The input frame shown, 0-based. */
  source: number;
  /** Hundredths of a second. */
  delayCentiseconds: number;
  /** The person changed this frame's delay: it is sent; otherwise the server keeps the stored one. */
  retimed: boolean;
}

/** The largest delay a GIF frame stores (hundredths). */
const maxDelay = 0xffff;
const clampDelay = (delay: number) => Math.max(0, Math.min(maxDelay, Math.round(delay)));

/** One frame per input frame, in order, with the delays the decoder read. */
export function initialFrames(delaysCentiseconds: readonly number[]): EditorFrame[] {
  return delaysCentiseconds.map((delay, index) => ({
    id: index,
    source: index,
    delayCentiseconds: delay,
    retimed: false,
  }));
}

/** The `frames` field: each place's input frame, with its delay where the person changed it. */
export function toFramesField(frames: readonly EditorFrame[]): string {
  const entries: FrameEntry[] = frames.map((frame) =>
    frame.retimed
      ? { index: frame.source, delay_cs: frame.delayCentiseconds }
      : { index: frame.source },
  );
  return JSON.stringify(entries);
}

export const totalCentiseconds = (frames: readonly EditorFrame[]): number =>
  frames.reduce((sum, frame) => sum + frame.delayCentiseconds, 0);

/** A larger id than any in the list, for new frames. */
const nextId = (frames: readonly EditorFrame[]) =>
  frames.reduce((largest, frame) => Math.max(largest, frame.id), -1) + 1;

/** Removes the selected frames; the list never becomes empty (then nothing changes). */
export function deleteFrames(
  frames: readonly EditorFrame[],
  selected: ReadonlySet<number>,
): EditorFrame[] {
  const kept = frames.filter((frame) => !selected.has(frame.id));
  return kept.length === 0 ? [...frames] : kept;
}

/** Puts a copy right after each selected frame; returns the list and the copies' ids. */
export function duplicateFrames(
  frames: readonly EditorFrame[],
  selected: ReadonlySet<number>,
): { frames: EditorFrame[]; copies: number[] } {
  let id = nextId(frames);
  const copies: number[] = [];
  const result = frames.flatMap((frame) => {
    if (!selected.has(frame.id)) return [frame];
    const copy = { ...frame, id: id++ };
    copies.push(copy.id);
    return [frame, copy];
  });
  return { frames: result, copies };
}

/**
 * Moves every selected frame one place earlier (-1) or later (+1), past the nearest unselected
 * frame; a selected frame already at the edge (or behind one that is) stays, so the selection
 * keeps its order and never wraps.
 */
export function moveFrames(
  frames: readonly EditorFrame[],
  selected: ReadonlySet<number>,
  direction: -1 | 1,
): EditorFrame[] {
  const result = [...frames];
  const positions = result.map((_, index) => index);
  if (direction === 1) positions.reverse();
  for (const position of positions) {
    const frame = result[position] as EditorFrame;
    const target = position + direction;
    if (!selected.has(frame.id) || target < 0 || target >= result.length) continue;
    const neighbour = result[target] as EditorFrame;
    if (selected.has(neighbour.id)) continue;
    result[target] = frame;
    result[position] = neighbour;
  }
  return result;
}

/** Moves the selected frames, in their order, to stand before the frame at `targetIndex` of the list (drag and drop). */
export function moveFramesTo(
  frames: readonly EditorFrame[],
  selected: ReadonlySet<number>,
  targetIndex: number,
): EditorFrame[] {
  const moving = frames.filter((frame) => selected.has(frame.id));
  const before = frames.slice(0, targetIndex).filter((frame) => !selected.has(frame.id));
  const after = frames.slice(targetIndex).filter((frame) => !selected.has(frame.id));
  return [...before, ...moving, ...after];
}

/** Gives the frames (the selected ones, or all when `selected` is null) one delay. */
export function setDelay(
  frames: readonly EditorFrame[],
  selected: ReadonlySet<number> | null,
  delayCentiseconds: number,
): EditorFrame[] {
  const delay = clampDelay(delayCentiseconds);
  return frames.map((frame) =>
    selected === null || selected.has(frame.id)
      ? { ...frame, delayCentiseconds: delay, retimed: true }
      : frame,
  );
}

/**
 * Multiplies every delay by `percent` / 100 (200: twice as long, half the speed). The rounding
 * to whole hundredths is carried from frame to frame, so the total is the exact scaled total
 * rounded once (7 frames of 3 at 50% are 2, 1, 2, 1, 2, 1, 2: 11, not 14 or 7).
 */
export function scaleDelays(frames: readonly EditorFrame[], percent: number): EditorFrame[] {
  let carried = 0;
  return frames.map((frame) => {
    const wanted = (frame.delayCentiseconds * percent) / 100 + carried;
    const delay = clampDelay(wanted);
    carried = wanted - delay;
    return { ...frame, delayCentiseconds: delay, retimed: true };
  });
}

/**
 * Drops every `n`th frame (the nth, 2nth, ... counted from 1), n ≥ 2. Each dropped frame's time
 * goes to the kept frame before it, so the animation keeps its length and speed with fewer
 * frames (the usual reason: a smaller file).
 */
export function skipEveryNth(frames: readonly EditorFrame[], n: number): EditorFrame[] {
  if (!Number.isInteger(n) || n < 2) return [...frames];
  return mergeInto(frames, (_, position) => (position + 1) % n === 0);
}

/**
 * Consecutive identical frames become one (the first of each run) holding their delays added, so
 * the total time is kept. `hashes[source]` is a digest of the input frame's decoded pixels.
 */
export function removeDuplicates(
  frames: readonly EditorFrame[],
  hashes: readonly string[],
): EditorFrame[] {
  return mergeInto(
    frames,
    (frame, position) =>
      position > 0 && hashes[frame.source] === hashes[(frames[position - 1] as EditorFrame).source],
  );
}

/**
 * Removes the frames where `drops` says so, adding each one's delay to the kept frame before it
 * (at most 655.35 s a frame: the rest of a delay that would not fit is dropped). A leading frame
 * that is to be dropped but has no kept frame before it is kept.
 */
function mergeInto(
  frames: readonly EditorFrame[],
  drops: (frame: EditorFrame, position: number) => boolean,
): EditorFrame[] {
  const result: EditorFrame[] = [];
  for (const [position, frame] of frames.entries()) {
    const previous = result.at(-1);
    if (previous && drops(frame, position)) {
      if (frame.delayCentiseconds > 0) {
        result[result.length - 1] = {
          ...previous,
          delayCentiseconds: clampDelay(previous.delayCentiseconds + frame.delayCentiseconds),
          retimed: true,
        };
      }
      continue;
    }
    result.push(frame);
  }
  return result;
}

/**
 * Trims the still frames at both ends: the run of frames identical to the first is cut to its
 * last frame (where the motion starts), and the run identical to the last is cut to its first
 * (where the motion stops). The kept frames keep their delays; the trimmed time is gone. A GIF
 * whose frames are all identical keeps one frame.
 */
export function trimStillEnds(
  frames: readonly EditorFrame[],
  hashes: readonly string[],
): EditorFrame[] {
  const hashAt = (position: number) => hashes[(frames[position] as EditorFrame).source];
  if (frames.length === 0) return [];
  let start = 0;
  while (start + 1 < frames.length && hashAt(start + 1) === hashAt(0)) start++;
  if (start === frames.length - 1) return [frames[0] as EditorFrame];
  let end = frames.length - 1;
  while (end - 1 > start && hashAt(end - 1) === hashAt(frames.length - 1)) end--;
  return frames.slice(start, end + 1);
}

/** Reverses the order of the selected frames among the places they hold. */
export function reverseSelected(
  frames: readonly EditorFrame[],
  selected: ReadonlySet<number>,
): EditorFrame[] {
  const reversed = frames.filter((frame) => selected.has(frame.id)).reverse();
  let next = 0;
  return frames.map((frame) =>
    selected.has(frame.id) ? (reversed[next++] as EditorFrame) : frame,
  );
}

/** The ids from the frame `anchorId` to `focusId`, both included (shift-click, Shift+arrows). */
export function rangeIds(
  frames: readonly EditorFrame[],
  anchorId: number,
  focusId: number,
): Set<number> {
  const from = frames.findIndex((frame) => frame.id === anchorId);
  const to = frames.findIndex((frame) => frame.id === focusId);
  if (from < 0 || to < 0) return new Set(to >= 0 ? [focusId] : []);
  const [low, high] = from <= to ? [from, to] : [to, from];
  return new Set(frames.slice(low, high + 1).map((frame) => frame.id));
}

// ---------------------------------------------------------------------------------------------
// Undo and redo

export interface Snapshot {
  frames: EditorFrame[];
  selected: number[];
}

export interface History {
  past: Snapshot[];
  present: Snapshot;
  future: Snapshot[];
}

/** Steps kept for undo (a snapshot is a few numbers a frame: 100 of 600 frames is small). */
const maxUndoSteps = 100;

export const startHistory = (present: Snapshot): History => ({ past: [], present, future: [] });

/** A new state after an edit: the old one can be undone, anything undone before is gone. */
export function record(history: History, next: Snapshot): History {
  return {
    past: [...history.past, history.present].slice(-maxUndoSteps),
    present: next,
    future: [],
  };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
