import { describe, expect, it } from "vitest";
import {
  deleteFrames,
  duplicateFrames,
  type EditorFrame,
  initialFrames,
  moveFrames,
  moveFramesTo,
  rangeIds,
  record,
  redo,
  removeDuplicates,
  reverseSelected,
  scaleDelays,
  setDelay,
  skipEveryNth,
  startHistory,
  toFramesField,
  totalCentiseconds,
  trimStillEnds,
  undo,
} from "./frame-list.ts";

const sources = (frames: readonly EditorFrame[]) => frames.map((frame) => frame.source);
const delays = (frames: readonly EditorFrame[]) => frames.map((frame) => frame.delayCentiseconds);
const ids = (...values: number[]) => new Set(values);

describe("Edit frames: the editor's frame list", () => {
  const five = initialFrames([10, 0, 1, 20, 30]);

  it("sends only the frames' places, and a delay only where the person changed it", () => {
    expect(toFramesField(five)).toBe(
      '[{"index":0},{"index":1},{"index":2},{"index":3},{"index":4}]',
    );
    const edited = setDelay(moveFrames(five, ids(4), -1), ids(1), 0);
    expect(toFramesField(edited)).toBe(
      '[{"index":0},{"index":1,"delay_cs":0},{"index":2},{"index":4},{"index":3}]',
    );
  });

  it("deletes the selected frames but never the last one left", () => {
    expect(sources(deleteFrames(five, ids(1, 3)))).toEqual([0, 2, 4]);
    expect(sources(deleteFrames(five, ids(0, 1, 2, 3, 4)))).toEqual([0, 1, 2, 3, 4]);
  });

  it("duplicates each selected frame right after itself, with a new identity and its delay", () => {
    const { frames, copies } = duplicateFrames(five, ids(0, 3));
    expect(sources(frames)).toEqual([0, 0, 1, 2, 3, 3, 4]);
    expect(delays(frames)).toEqual([10, 10, 0, 1, 20, 20, 30]);
    expect(copies).toEqual([5, 6]);
    expect(new Set(frames.map((frame) => frame.id)).size).toBe(7);
  });

  it("moves the selection one place as a block, stopping at the edges", () => {
    expect(sources(moveFrames(five, ids(1, 2), -1))).toEqual([1, 2, 0, 3, 4]);
    expect(sources(moveFrames(five, ids(0, 2), -1))).toEqual([0, 2, 1, 3, 4]);
    expect(sources(moveFrames(five, ids(3, 4), 1))).toEqual([0, 1, 2, 3, 4]);
    expect(sources(moveFrames(five, ids(0, 3), 1))).toEqual([1, 0, 2, 4, 3]);
  });

  it("drops the selection before a frame (drag and drop), keeping its order", () => {
    expect(sources(moveFramesTo(five, ids(3, 4), 1))).toEqual([0, 3, 4, 1, 2]);
    expect(sources(moveFramesTo(five, ids(0, 2), 5))).toEqual([1, 3, 4, 0, 2]);
  });

  it("sets one delay on the selection or on every frame, within what a GIF stores", () => {
    expect(delays(setDelay(five, ids(1), 7))).toEqual([10, 7, 1, 20, 30]);
    expect(delays(setDelay(five, null, 5))).toEqual([5, 5, 5, 5, 5]);
    expect(delays(setDelay(five, null, 70000))).toEqual([65535, 65535, 65535, 65535, 65535]);
  });

  it("scales every delay, carrying the rounding so the total is scaled once", () => {
    const threes = initialFrames([3, 3, 3, 3, 3, 3, 3]);
    const half = scaleDelays(threes, 50);
    expect(delays(half)).toEqual([2, 1, 2, 1, 2, 1, 2]);
    expect(totalCentiseconds(half)).toBe(11);
    expect(delays(scaleDelays(five, 200))).toEqual([20, 0, 2, 40, 60]);
    expect(scaleDelays(five, 100).every((frame) => frame.retimed)).toBe(true);
  });

  it("skips every Nth frame, its time going to the frame before: same total, fewer frames", () => {
    const skipped = skipEveryNth(five, 2);
    expect(sources(skipped)).toEqual([0, 2, 4]);
    expect(delays(skipped)).toEqual([10, 21, 30]);
    expect(totalCentiseconds(skipped)).toBe(totalCentiseconds(five));
    expect(sources(skipEveryNth(five, 3))).toEqual([0, 1, 3, 4]);
    expect(sources(skipEveryNth(five, 1))).toEqual([0, 1, 2, 3, 4]);
  });

  it("removes consecutive duplicates, adding their delays: the total time is kept", () => {
    const frames = initialFrames([10, 20, 30, 40, 50, 60]);
    // Input frames 0-1 identical, 2 different, 3-4 identical, 5 like 0 (not consecutive).
    const hashes = ["a", "a", "b", "c", "c", "a"];
    const merged = removeDuplicates(frames, hashes);
    expect(sources(merged)).toEqual([0, 2, 3, 5]);
    expect(delays(merged)).toEqual([30, 30, 90, 60]);
    expect(totalCentiseconds(merged)).toBe(totalCentiseconds(frames));
    expect(merged.map((frame) => frame.retimed)).toEqual([true, false, true, false]);
    // A duplicated frame next to itself is a duplicate too.
    const { frames: doubled } = duplicateFrames(initialFrames([5, 6]), ids(1));
    expect(delays(removeDuplicates(doubled, ["x", "y"]))).toEqual([5, 12]);
  });

  it("trims the still frames at both ends to the frames where the motion starts and stops", () => {
    const frames = initialFrames([100, 100, 5, 5, 5, 200, 200]);
    const hashes = ["s", "s", "m1", "m2", "e", "e", "e"];
    const trimmed = trimStillEnds(frames, hashes);
    expect(sources(trimmed)).toEqual([1, 2, 3, 4]);
    expect(delays(trimmed)).toEqual([100, 5, 5, 5]);
    expect(sources(trimStillEnds(initialFrames([1, 2, 3]), ["x", "x", "x"]))).toEqual([0]);
    expect(sources(trimStillEnds(initialFrames([1, 2]), ["x", "y"]))).toEqual([0, 1]);
  });

  it("reverses the selected frames among their own places", () => {
    expect(sources(reverseSelected(five, ids(0, 2, 3)))).toEqual([3, 1, 2, 0, 4]);
    expect(sources(reverseSelected(five, ids(1, 2, 3, 4)))).toEqual([0, 4, 3, 2, 1]);
  });

  it("selects a range either way from the anchor", () => {
    expect([...rangeIds(five, 3, 1)]).toEqual([1, 2, 3]);
    expect([...rangeIds(five, 2, 2)]).toEqual([2]);
  });

  it("undoes and redoes edits with their selection; a new edit clears what was undone", () => {
    let history = startHistory({ frames: five, selected: [] });
    history = record(history, { frames: deleteFrames(five, ids(1)), selected: [] });
    const deleted = history.present.frames;
    history = record(history, { frames: skipEveryNth(deleted, 2), selected: [0] });
    expect(sources(history.present.frames)).toEqual([0, 3]);
    history = undo(history);
    expect(history.present.frames).toBe(deleted);
    history = undo(history);
    expect(history.present.frames).toBe(five);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present.frames).toBe(deleted);
    history = record(history, { frames: moveFrames(deleted, ids(4), -1), selected: [4] });
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });
});
