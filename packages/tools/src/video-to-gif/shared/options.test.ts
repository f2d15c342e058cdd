import { describe, expect, it } from "vitest";
import {
  defaultOutputSize,
  defaultSegmentFor,
  fitStartSettings,
  selectionLimitProblem,
  sourceOutputSize,
  videoToGifOptionsSchema,
} from "./options.ts";

describe("Video to GIF: where a fit under a size starts (issue 24)", () => {
  it("starts from the video's own size within the output limits and its own rate", () => {
    expect(sourceOutputSize({ width: 1080, height: 1920 })).toEqual({ width: 608, height: 1080 });
    expect(sourceOutputSize({ width: 320, height: 240 })).toEqual({ width: 320, height: 240 });
    expect(fitStartSettings({}, { width: 1080, height: 1920, framesPerSecond: 10 }, 2)).toEqual({
      width: 608,
      height: 1080,
      fps: 10,
    });
    // 29.97 fps: its own frames, 30; an unreadable rate: 30.
    expect(fitStartSettings({}, { width: 640, height: 360, framesPerSecond: 29.97 }, 5).fps).toBe(
      30,
    );
    expect(fitStartSettings({}, { width: 640, height: 360 }, 5).fps).toBe(30);
  });

  it("keeps what was asked, never faster than the video, one side asked keeps the shape", () => {
    expect(
      fitStartSettings({ width: 480, height: 360, fps: 15 }, { width: 640, height: 480 }, 4),
    ).toEqual({ width: 480, height: 360, fps: 15 });
    expect(
      fitStartSettings({ fps: 30 }, { width: 640, height: 480, framesPerSecond: 24 }, 4).fps,
    ).toBe(24);
    expect(fitStartSettings({ width: 540 }, { width: 1080, height: 1920 }, 2)).toMatchObject({
      width: 540,
      height: 960,
    });
  });

  it("lowers the rate, then the size, until the 600-frame and 300-megapixel limits hold", () => {
    const minute = fitStartSettings(
      { width: 1920, height: 1080 },
      { width: 1920, height: 1080, framesPerSecond: 30 },
      60,
    );
    expect(minute.fps).toBe(10);
    expect(minute.width * minute.height * 600).toBeLessThanOrEqual(300_000_000);
    expect(minute.width).toBeGreaterThan(900);
    expect(Math.abs(minute.width / minute.height - 16 / 9)).toBeLessThan(0.01);
    // The same start without a fit names the limit.
    expect(
      selectionLimitProblem({ segments: [{ start: 0, end: 60 }], ...minute, fps: 30 }),
    ).toContain("the limit is 600 frames");
    expect(
      selectionLimitProblem({
        segments: [{ start: 0, end: 60 }],
        ...minute,
        fps: 30,
        fitting: true,
      }),
    ).toBeNull();
  });

  it("lets a fit through the start checks that a smaller GIF satisfies, not the 60 s limit", () => {
    const big = {
      segments: JSON.stringify([{ start: 0, end: 20 }]),
      width: 1920,
      height: 1080,
      fps: 30,
    };
    const plain = videoToGifOptionsSchema.safeParse(big);
    expect(plain.success).toBe(false);
    expect(plain.error?.issues[0]?.message).toContain("megapixels");
    expect(
      videoToGifOptionsSchema.safeParse({ ...big, target_size_bytes: 10_485_760 }).success,
    ).toBe(true);
    const tooLong = videoToGifOptionsSchema.safeParse({
      segments: JSON.stringify([{ start: 0, end: 61 }]),
      target_size_bytes: 10_485_760,
    });
    expect(tooLong.error?.issues[0]?.message).toContain("the limit is 60 seconds");
  });

  it("without a size asked, a plain conversion takes the video's shape inside 480 × 360", () => {
    expect(defaultOutputSize({ width: 1080, height: 1920 })).toEqual({ width: 312, height: 554 });
    const parsed = videoToGifOptionsSchema.parse({});
    expect([parsed.width, parsed.height, parsed.fps]).toEqual([undefined, undefined, undefined]);
  });
  it("without segments: the whole video up to 6 s, else its first 5 s (issue 24, not spec §3's 10 s)", () => {
    expect(defaultSegmentFor(4)).toEqual({ start: 0, end: 4 });
    expect(defaultSegmentFor(6)).toEqual({ start: 0, end: 6 });
    expect(defaultSegmentFor(6.166)).toEqual({ start: 0, end: 5 });
    expect(defaultSegmentFor(600)).toEqual({ start: 0, end: 5 });
  });
});
