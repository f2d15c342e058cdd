import { describe, expect, it } from "vitest";
import { compressTargetBytes, compressVideoOptionsSchema, planCompression } from "./options.ts";

const friday = { durationSeconds: 6.166, width: 640, height: 480, framesPerSecond: 30 };

describe("Compress Video's plan", () => {
  it("reads a target in bytes or a destination (its documented limit), and needs one", () => {
    const discord = compressVideoOptionsSchema.parse({ destination: "discord" });
    expect(compressTargetBytes(discord)).toBe(10 * 1024 * 1024);
    expect(
      compressTargetBytes(compressVideoOptionsSchema.parse({ target_size_bytes: "300000" })),
    ).toBe(300_000);
    expect(compressVideoOptionsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Give target_size_bytes (bytes) or destination (discord, email, github or slack).",
    );
    expect(
      compressVideoOptionsSchema.safeParse({ target_size_bytes: "5000" }).error?.issues[0]?.message,
    ).toBe(
      "Target size must be a whole number of bytes from 100,000 (100 KB) to 209,715,200 (200 MB).",
    );
    expect(
      compressVideoOptionsSchema.safeParse({ destination: "x" }).error?.issues[0]?.message,
    ).toBe("Destination must be one of: discord, email, github, slack.");
  });

  it("splits 90% of the target over the length: audio by the budget, the rest the picture's", () => {
    // 10 MiB over 6.166 s: 12,244 kb/s in all, 128 for the sound; plenty per pixel: own size.
    expect(planCompression({ targetBytes: 10 * 1024 * 1024, ...friday, hasAudio: true })).toEqual({
      ok: true,
      videoKilobitsPerSecond: 12_116,
      audioKilobitsPerSecond: 128,
      width: 640,
      height: 480,
      scaled: false,
    });
    // No audio stream: every bit to the picture.
    const silent = planCompression({ targetBytes: 1_000_000, ...friday, hasAudio: false });
    expect(silent).toMatchObject({ audioKilobitsPerSecond: 0, videoKilobitsPerSecond: 1167 });
  });

  it("makes the picture smaller only when the bits per pixel fall under 0.015", () => {
    // 300 KB: 286 kb/s for 640 × 480 × 30 is 0.031 bits per pixel: its own size.
    expect(planCompression({ targetBytes: 300_000, ...friday, hasAudio: true })).toMatchObject({
      videoKilobitsPerSecond: 286,
      width: 640,
      height: 480,
      scaled: false,
    });
    // 150 KB: 111 kb/s is 0.012 bits per pixel: scaled by √(0.012/0.015).
    expect(planCompression({ targetBytes: 150_000, ...friday, hasAudio: true })).toEqual({
      ok: true,
      videoKilobitsPerSecond: 111,
      audioKilobitsPerSecond: 64,
      width: 574,
      height: 430,
      scaled: true,
    });
    // A 4K clip is brought within 1920 × 1080 whatever the budget.
    expect(
      planCompression({
        targetBytes: 200_000_000,
        durationSeconds: 10,
        width: 3840,
        height: 2160,
        framesPerSecond: 30,
        hasAudio: true,
      }),
    ).toMatchObject({ width: 1920, height: 1080, scaled: true });
  });

  it("refuses a target too small for the length, naming the smallest that works", () => {
    expect(
      planCompression({ targetBytes: 100_000, ...friday, durationSeconds: 30, hasAudio: true }),
    ).toEqual({
      ok: false,
      message:
        "This 30.0 s video cannot fit in 0.10 MB: that leaves 0 kb/s for the picture, and it needs at least 50 kb/s. Choose at least 0.47 MB, or trim the video first.",
      seconds: 30,
      targetBytes: 100_000,
      videoKilobitsPerSecond: 0,
      neededBytes: 475_000,
    });
  });
});
