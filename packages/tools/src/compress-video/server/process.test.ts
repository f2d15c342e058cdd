import { describe, expect, it } from "vitest";
import { correctedVideoKilobits } from "./process.ts";

describe("Compress Video's second encode", () => {
  it("corrects the bitrate of a second encode by how far off the first landed", () => {
    // Aimed at 288 KB of streams, made 330 KB, 48 KB of it the sound at 64 kb/s over 6 s.
    expect(
      correctedVideoKilobits({
        videoKilobitsPerSecond: 309,
        audioKilobitsPerSecond: 64,
        durationSeconds: 6,
        targetBytes: 300_000,
        madeBytes: 330_000,
      }),
    ).toBe(Math.floor(309 * ((288_000 - 48_000) / (330_000 - 48_000))));
  });
});
