import { describe, expect, it } from "vitest";
import {
  framesInTimeRange,
  isOverlayImageHead,
  overlayFrameForEachBaseFrame,
  overlayHeightFor,
  overlayMessages,
  overlayOptionsSchema,
} from "./options.ts";

const firstMessage = (input: unknown) => {
  const result = overlayOptionsSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("overlay options", () => {
  it("reads form strings, blanks as defaults", () => {
    expect(
      overlayOptionsSchema.parse({
        x: "-5",
        y: "12",
        width: "",
        opacity: "0.4",
        start_time: "1.5",
        end_time: "",
      }),
    ).toEqual({ x: -5, y: 12, width: null, opacity: 0.4, start_time: 1.5, end_time: null });
    expect(overlayOptionsSchema.parse({})).toEqual({
      x: 0,
      y: 0,
      width: null,
      opacity: 1,
      start_time: 0,
      end_time: null,
    });
  });

  it("refuses bad values with a message naming the limit", () => {
    expect(firstMessage({ x: "1.5" })).toBe(overlayMessages.x);
    expect(firstMessage({ y: "0x10" })).toBe(overlayMessages.y);
    expect(firstMessage({ width: "0" })).toBe(overlayMessages.width);
    expect(firstMessage({ width: "2001" })).toBe(overlayMessages.width);
    expect(firstMessage({ opacity: "1.2" })).toBe(overlayMessages.opacity);
    expect(firstMessage({ start_time: "-1" })).toBe(overlayMessages.startTime);
    expect(firstMessage({ end_time: "abc" })).toBe(overlayMessages.endTime);
    expect(firstMessage({ start_time: "2", end_time: "2" })).toBe(overlayMessages.endBeforeStart);
    expect(overlayMessages.width).toBe(
      "width must be a whole number of pixels from 1 to 2000, or blank for the overlay's own width.",
    );
  });

  it("knows image heads by content", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");
    expect(isOverlayImageHead(png)).toBe(true);
    expect(isOverlayImageHead(new TextEncoder().encode("GIF89a"))).toBe(true);
    expect(isOverlayImageHead(webp)).toBe(true);
    expect(isOverlayImageHead(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isOverlayImageHead(new TextEncoder().encode("<svg"))).toBe(false);
  });

  it("keeps the aspect", () => {
    expect(overlayHeightFor(50, { width: 200, height: 100 })).toBe(25);
    expect(overlayHeightFor(1, { width: 200, height: 10 })).toBe(1);
  });

  it("covers the frames starting inside the time range, delays as played", () => {
    // Starts: 0, 10 (0 plays as 10), 20, 40, 60.
    const delays = [0, 10, 20, 20, 20];
    expect(framesInTimeRange(delays, 0, null)).toEqual({ first: 0, last: 4 });
    expect(framesInTimeRange(delays, 0.1, 0.4)).toEqual({ first: 1, last: 2 });
    expect(framesInTimeRange(delays, 5, null)).toBeNull();
  });

  it("steps an animated overlay on its own delays, looping", () => {
    // Base starts 0, 7, 14, ... 70; overlay 10/20/30 cs (period 60): red [0,10), green [10,30), blue [30,60).
    const base = Array.from({ length: 11 }, () => 7);
    expect(overlayFrameForEachBaseFrame(base, [10, 20, 30])).toEqual([
      0, 0, 1, 1, 1, 2, 2, 2, 2, 0, 1,
    ]);
    expect(overlayFrameForEachBaseFrame([5, 5], [])).toEqual([0, 0]);
  });
});
