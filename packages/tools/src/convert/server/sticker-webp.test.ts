import { describe, expect, it } from "vitest";
import { buildGifToStickerWebp } from "./commands.ts";
import { stickerWebpDurationsMs } from "./timing.ts";
import { webpFrameDurationsMs, withWebpFrameDurations } from "./webp-durations.ts";

/** A RIFF WebP of chunks (fourcc, payload), sizes little-endian, odd payloads padded. */
function riffWebp(chunks: [string, number[]][]): Uint8Array {
  const body: number[] = [..."WEBP"].map((c) => c.charCodeAt(0));
  for (const [fourcc, payload] of chunks) {
    const size = payload.length;
    body.push(...[...fourcc].map((c) => c.charCodeAt(0)), size & 0xff, (size >> 8) & 0xff, 0, 0);
    body.push(...payload, ...(size % 2 ? [0] : []));
  }
  const n = body.length;
  return new Uint8Array(
    [..."RIFF"].map((c) => c.charCodeAt(0)).concat([n & 0xff, (n >> 8) & 0xff, 0, 0], body),
  );
}
/** An ANMF payload: offsets and sides (ignored here), a 24-bit duration, flags, one odd byte. */
const frame = (durationMs: number) => [
  0,
  0,
  0,
  0,
  0,
  0,
  9,
  0,
  0,
  9,
  0,
  0,
  durationMs & 0xff,
  (durationMs >> 8) & 0xff,
  (durationMs >> 16) & 0xff,
  0,
  7,
];

describe("WhatsApp sticker WebP commands", () => {
  it("scales, centres on a transparent 512 × 512, cuts, lossy at the quality, loops forever", () => {
    expect(
      buildGifToStickerWebp({
        inputPath: "in.gif",
        outputPath: "out.webp",
        width: 512,
        height: 394,
        canvasWidth: 512,
        canvasHeight: 512,
        keptSeconds: 10,
        quality: 65,
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "gif",
        "-i",
        "in.gif",
        "-vf",
        "scale=512:394:flags=lanczos,format=rgba,pad=512:512:(ow-iw)/2:(oh-ih)/2:color=black@0",
        "-t",
        "10",
        "-an",
        "-fps_mode",
        "passthrough",
        "-c:v",
        "libwebp_anim",
        "-pix_fmt",
        "yuva420p",
        "-lossless",
        "0",
        "-quality",
        "65",
        "-loop",
        "0",
        "-f",
        "webp",
        "-y",
        "out.webp",
      ],
    });
  });

  it("reads and rewrites each frame's duration in the ANMF chunks, nothing else", () => {
    const before = riffWebp([
      ["VP8X", [2, 0, 0, 0, 0, 0, 255, 1, 0, 255, 1, 0]],
      ["ANIM", [0, 0, 0, 0, 0, 0]],
      ["ANMF", frame(100)],
      ["ANMF", frame(70_000)],
    ]);
    expect(webpFrameDurationsMs(before)).toEqual([100, 70_000]);
    const after = withWebpFrameDurations(before, [50, 1000]);
    expect(webpFrameDurationsMs(after)).toEqual([50, 1000]);
    expect(after.length).toBe(before.length);
    // Only the six duration bytes differ.
    const changed = [...after].filter((byte, index) => byte !== before[index]).length;
    expect(changed).toBeLessThanOrEqual(6);
    expect(() => withWebpFrameDurations(before, [50])).toThrow("The WebP has 2 frames, not 1");
    expect(() => webpFrameDurationsMs(new Uint8Array(20))).toThrow("Not a WebP file");
  });
});

describe("stickerWebpDurationsMs", () => {
  it("the GIF's own delays where every frame was kept (ffmpeg's guessed last one replaced)", () => {
    expect(stickerWebpDurationsMs([100, 50, 50, 50, 62], [10, 5, 5, 5, 5], 10_000)).toEqual([
      100, 50, 50, 50, 50,
    ]);
  });

  it("a cut: the frames that start before it, the last one ending at it", () => {
    // Frames of 3 s: 0, 3, 6 and 9 s start before 10 s; the fourth lasts 1 s.
    expect(
      stickerWebpDurationsMs([3000, 3000, 3000, 3000], [300, 300, 300, 300, 300], 10_000),
    ).toEqual([3000, 3000, 3000, 1000]);
  });

  it("merged frames: the encoder's durations, still ending at the cut", () => {
    expect(stickerWebpDurationsMs([200, 9000, 1500], [10, 10, 900, 150], 10_000)).toEqual([
      200, 9000, 800,
    ]);
  });
});
