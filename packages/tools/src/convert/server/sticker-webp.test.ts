import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcessorContext } from "../../define-tool.ts";
import type { MediaCommand, MediaToolkit } from "../../media-toolkit.ts";
import { convertOptionsSchema } from "../shared/options.ts";
import { buildGifToStickerWebp } from "./commands.ts";
import { processConvert, stickerWebpQualityLadder } from "./process.ts";
import { stickerWebpDurationsMs } from "./timing.ts";
import { webpFrameDurationsMs, withWebpFrameDurations } from "./webp-durations.ts";

/** A RIFF WebP of chunks (fourcc, payload), sizes little-endian, odd payloads padded. */
function riffWebp(chunks: [string, number[]][]): Uint8Array {
  const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
  const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];
  const parts: number[][] = [ascii("WEBP")];
  for (const [fourcc, payload] of chunks) {
    parts.push(ascii(fourcc), le32(payload.length), payload, payload.length % 2 ? [0] : []);
  }
  const bodyLength = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(8 + bodyLength);
  bytes.set([...ascii("RIFF"), ...le32(bodyLength)]);
  let at = 8;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
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

describe("the WhatsApp sticker's byte search (a toolkit whose WebP shrinks with the quality)", () => {
  const gifPath = fileURLToPath(
    new URL("../../../../../test/fixtures/gif/cogs.gif", import.meta.url),
  );
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "convert-sticker-webp-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  /** Each encode writes a two-frame WebP of `bytesAtQuality(quality)` bytes. */
  async function convert(bytesAtQuality: (quality: number) => number) {
    const qualities: number[] = [];
    const media = new Proxy({} as MediaToolkit, {
      get(_target, name) {
        if (name === "gifInfo")
          return async () => ({
            width: 200,
            height: 100,
            frameCount: 2,
            delaysMs: [0, 500],
            durationMs: 500,
            loopCount: 0,
          });
        if (name === "run")
          return async (command: MediaCommand) => {
            const args = command.args;
            const quality = Number(args[args.indexOf("-quality") + 1]);
            qualities.push(quality);
            const padding = Math.max(0, bytesAtQuality(quality) - 70);
            const webp = riffWebp([
              ["ANMF", frame(100)],
              ["ANMF", frame(999)],
              ["JUNK", Array.from({ length: padding }, () => 0)],
            ]);
            await writeFile(args.at(-1) as string, webp);
            return { stdout: "", stderrTail: "" };
          };
        throw new Error(`not expected: ${String(name)}`);
      },
    });
    const context: ProcessorContext = {
      inputPaths: [gifPath],
      workDir,
      media,
      signal: new AbortController().signal,
      reportProgress: () => undefined,
    };
    const options = convertOptionsSchema.parse({
      format: "webp",
      destination: "whatsapp-animated-sticker",
    });
    return { run: processConvert(options, context), qualities };
  }

  it("keeps the best quality under 500 KiB and the GIF's shown delays", async () => {
    const { run, qualities } = await convert((quality) => quality * 8_000);
    const result = await run;
    // 80 → 640,000 and 65 → 520,000 bytes are over 512,000; 50 → 400,000 fits.
    expect(qualities).toEqual([80, 65, 50]);
    const written = await readFile(result.outputs[0]!.path);
    expect(written.length).toBeLessThanOrEqual(500 * 1024);
    // A stored delay of 0 shows for 100 ms; the last frame's guessed 999 ms becomes 500.
    expect(webpFrameDurationsMs(written)).toEqual([100, 500]);
  });

  it("refuses with the place's limit named when even quality 0 is over it", async () => {
    const { run, qualities } = await convert(() => 600_000);
    await expect(run).rejects.toThrow(
      "Even at the lowest quality the WebP is over WhatsApp animated sticker's limit of 500 KB. Cut the GIF shorter or crop it first.",
    );
    expect(qualities).toEqual([...stickerWebpQualityLadder]);
  });
});
