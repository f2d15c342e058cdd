import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";
import { postVideoTool } from "../../../../../apps/server/test/helpers/video-api.ts";
import { countVideoFrames } from "../../../../../apps/server/test/helpers/video-media.ts";
import { streamOf } from "../../../../../apps/server/test/helpers/video-tool-task.ts";
import { buildVideoChainCommand } from "../../chain/server/video-graph.ts";
import { videoFrameCount, videoFramesEnableExpression } from "../../operations/server/text.ts";

const run = promisify(execFile);

/** 2 s of one flat color at 25 fps with a tone: any text drawn on it changes its pixels. */
async function flatClip(path: string): Promise<string> {
  await run("ffmpeg", [
    ...["-nostdin", "-v", "error", "-y"],
    ...["-f", "lavfi", "-i", "color=c=0x336699:size=160x90:rate=25:duration=2"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
    ...["-shortest", path],
  ]);
  return path;
}

/** The mean gray difference of two videos' frames at `seconds`, inside a band of rows. */
async function bandDifference(a: string, b: string, seconds: number, top: number, rows: number) {
  const gray = async (path: string) =>
    (
      await run(
        "ffmpeg",
        [
          ...["-nostdin", "-v", "error", "-ss", String(seconds), "-i", path, "-frames:v", "1"],
          ...["-vf", `crop=160:${rows}:0:${top}`, "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"],
        ],
        { encoding: "buffer" },
      )
    ).stdout;
  const [left, right] = await Promise.all([gray(a), gray(b)]);
  let sum = 0;
  for (let index = 0; index < left.length; index++) {
    sum += Math.abs((left[index] ?? 0) - (right[index] ?? 0));
  }
  return sum / left.length;
}

describe("Add Text to Video through POST /api/add-text-to-video", () => {
  let server: TestServer;
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-add-text-to-video-"));
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await rm(workRoot, { recursive: true, force: true });
  });

  it("a top layer from 0.5 s to 1.5 s: pixels change in the top band then only; sound kept", async () => {
    const clip = await flatClip(join(workRoot, "flat.mp4"));
    const result = await postVideoTool(
      server,
      "add-text-to-video",
      {
        layers: JSON.stringify([
          { text: "HELLO", vertical_align: "top", font_size: 28, start_time: 0.5, end_time: 1.5 },
        ]),
      },
      clip,
      workRoot,
    );
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.disposition).toBe('attachment; filename="video-with-text.mp4"');
    const probe = result.probe as NonNullable<typeof result.probe>;
    const video = streamOf(probe, "video");
    expect([video?.codec_name, video?.width, video?.height]).toEqual(["h264", 160, 90]);
    expect(Math.abs(Number(video?.duration) - 2)).toBeLessThanOrEqual(1 / 25 + 0.001);
    // Every frame of the 50 (the overlay's end once cost the last one).
    expect(await countVideoFrames(clip)).toBe(50);
    expect(await countVideoFrames(result.path as string)).toBe(50);
    expect(streamOf(probe, "audio")?.codec_name).toBe("aac");
    const output = result.path as string;
    expect(await bandDifference(clip, output, 1, 0, 40)).toBeGreaterThan(8);
    expect(await bandDifference(clip, output, 1, 56, 34)).toBeLessThan(1.5);
    expect(await bandDifference(clip, output, 0.2, 0, 40)).toBeLessThan(1.5);
    expect(await bandDifference(clip, output, 1.8, 0, 40)).toBeLessThan(1.5);
  });

  it("refuses by name: a layer after the end of the video, a font field nobody sent", async () => {
    const clip = await flatClip(join(workRoot, "late.mp4"));
    const late = await postVideoTool(
      server,
      "add-text-to-video",
      { layers: JSON.stringify([{ text: "late", start_time: 3 }]) },
      clip,
      workRoot,
    );
    expect(late.status?.state).toBe("FAILURE");
    expect(late.status?.error).toBe(
      "Step 1 (text): Layer 1 starts at 3.00 s, after the end (2.00 s).",
    );
    const font = await postVideoTool(
      server,
      "add-text-to-video",
      { layers: JSON.stringify([{ text: "font", font_field: "font_1" }]) },
      clip,
      workRoot,
    );
    expect(font.startStatus).toBe(400);
    expect(font.startError).toBe(
      "Layer 1 uses the custom font font_1, but no file was uploaded in that field.",
    );
  });

  it("the text step's video part: an image sequence at the rate, overlaid on t ranges", () => {
    expect(videoFrameCount({ durationSeconds: 2, framesPerSecond: 25 })).toBe(50);
    expect(videoFramesEnableExpression([12, 13, 14, 40], 25)).toBe(
      "gte(t,0.46)*lt(t,0.58)+gte(t,1.58)*lt(t,1.62)",
    );
    const args = buildVideoChainCommand({
      inputPath: "/in",
      demuxer: "mov",
      parts: [
        {
          video: ["[in1]overlay=x=0:y=0:enable='gte(t,0.46)*lt(t,0.58)'"],
          audio: [],
          inputs: [
            {
              path: "/step-1/sequence-%05d.png",
              inputOptions: ["-f", "image2", "-pattern_type", "sequence", "-framerate", "25"],
              filters: ["format=rgba"],
            },
          ],
        },
      ],
      withAudio: true,
      facts: { width: 160, height: 90, framesPerSecond: 25 },
      format: "mp4",
      encoding: { kind: "quality", crf: 23 },
      audioKilobitsPerSecond: 128,
      outputPath: "/out.mp4",
    }).args;
    expect(args.slice(0, 16)).toEqual([
      ...["-v", "error", "-y", "-f", "mov", "-i", "/in"],
      ...["-f", "image2", "-pattern_type", "sequence", "-framerate", "25"],
      ...["-i", "/step-1/sequence-%05d.png", "-filter_complex"],
    ]);
    expect(args[16]).toBe(
      [
        "[1:v]format=rgba[in1]",
        "[0:v][in1]overlay=x=0:y=0:enable='gte(t,0.46)*lt(t,0.58)'[s1v]",
        "[s1v]fps=25,format=yuv420p[vout]",
        "[0:a]anull[aout]",
      ].join(";"),
    );
  });
});
