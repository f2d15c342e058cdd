import { describe, expect, it } from "vitest";
import { buildAudioBytesProbe, parseAudioBytes } from "./commands.ts";
import { correctedVideoKilobits } from "./process.ts";

describe("Compress Video's second encode", () => {
  it("corrects the bitrate of a second encode by how far off the first landed", () => {
    // Aimed at 288 KB of streams, made 330 KB, 48 KB of it the sound.
    expect(
      correctedVideoKilobits({
        videoKilobitsPerSecond: 309,
        audioBytes: 48_000,
        targetBytes: 300_000,
        madeBytes: 330_000,
      }),
    ).toBe(Math.floor(309 * ((288_000 - 48_000) / (330_000 - 48_000))));
  });

  it("counts a silent track as the little it measured, not its asked bitrate", () => {
    // flower.webm to 277,029 B: 324 kb/s asked of the picture, 96 kb/s of the sound, which took
    // 1,337 B; the first encode made 236,000 B. Assuming 60 KB of sound asked for 433 kb/s
    // and overshot the target; the measured sound gives a bitrate that lands inside it.
    const corrected = correctedVideoKilobits({
      videoKilobitsPerSecond: 324,
      audioBytes: 1_337,
      targetBytes: 277_029,
      madeBytes: 236_000,
    });
    expect(corrected).toBe(Math.floor(324 * ((277_029 * 0.96 - 1_337) / (236_000 - 1_337))));
    expect(corrected).toBeLessThan(433);
  });

  it("measures the sound by its packets (ffprobe, the result's own demuxer)", () => {
    expect(buildAudioBytesProbe("/w/compressed.mp4", "mp4").args).toEqual([
      ...["-v", "error", "-f", "mov", "-select_streams", "a:0"],
      ...["-show_entries", "packet=size", "-of", "csv=p=0", "/w/compressed.mp4"],
    ]);
    expect(buildAudioBytesProbe("/w/compressed.webm", "webm").args).toContain("matroska");
    expect(parseAudioBytes("6\n220\n\n1111\n")).toBe(1337);
    expect(parseAudioBytes("")).toBe(0);
  });
});
