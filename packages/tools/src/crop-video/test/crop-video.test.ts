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
import { makeToneClip } from "../../../../../apps/server/test/helpers/video-media.ts";
import { streamOf } from "../../../../../apps/server/test/helpers/video-tool-task.ts";
import { centredAspectBox, cropVideoOptionsSchema } from "../shared/options.ts";

const run = promisify(execFile);

/** One frame of a video as gray bytes, through an optional filter first. */
async function grayFrame(path: string, seconds: number, filter?: string): Promise<Buffer> {
  const { stdout } = await run(
    "ffmpeg",
    [
      ...["-nostdin", "-v", "error", "-ss", String(seconds), "-i", path, "-frames:v", "1"],
      ...(filter ? ["-vf", filter] : []),
      ...["-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"],
    ],
    { encoding: "buffer", maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

const meanDifference = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / a.length;
};

describe("Crop Video through POST /api/crop-video", () => {
  let server: TestServer;
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-crop-video-"));
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await rm(workRoot, { recursive: true, force: true });
  });

  it("9:16 of a 160 × 90 clip: the centred 50 × 90 box, its pixels, 2 s, the sound kept", async () => {
    const clip = await makeToneClip(join(workRoot, "clip.mp4"));
    const box = centredAspectBox(9 / 16, 160, 90);
    expect(box).toEqual({ x: 55, y: 0, width: 50, height: 90 });
    const result = await postVideoTool(
      server,
      "crop-video",
      { x: "55", y: "0", width: "50", height: "90" },
      clip,
      workRoot,
    );
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.contentType).toBe("video/mp4");
    expect(result.disposition).toBe('attachment; filename="cropped.mp4"');
    const video = streamOf(result.probe as never, "video");
    expect(video?.codec_name).toBe("h264");
    expect([video?.width, video?.height]).toEqual([50, 90]);
    expect(Math.abs(Number(video?.duration) - 2)).toBeLessThanOrEqual(1 / 25 + 0.001);
    expect(streamOf(result.probe as never, "audio")?.codec_name).toBe("aac");
    // The result is the box of the source (an encode apart), not another part of the picture.
    const cropped = await grayFrame(result.path as string, 1);
    const sameBox = await grayFrame(clip, 1, "crop=50:90:55:0");
    const otherBox = await grayFrame(clip, 1, "crop=50:90:0:0");
    expect(meanDifference(cropped, sameBox)).toBeLessThan(6);
    expect(meanDifference(cropped, otherBox)).toBeGreaterThan(20);
  });

  it("refuses a box smaller than 10 px by name, before anything is queued", async () => {
    const clip = await makeToneClip(join(workRoot, "small.mp4"), { seconds: 1 });
    const result = await postVideoTool(
      server,
      "crop-video",
      { width: "8", height: "90" },
      clip,
      workRoot,
    );
    expect(result.startStatus).toBe(400);
    expect(result.startError).toBe("width must be a whole number from 10 to 12000 pixels.");
  });

  it("the shapes are the largest centred boxes with even sides", () => {
    expect(centredAspectBox(1, 160, 90)).toEqual({ x: 35, y: 0, width: 90, height: 90 });
    expect(centredAspectBox(16 / 9, 90, 160)).toEqual({ x: 0, y: 55, width: 90, height: 50 });
    expect(centredAspectBox(4 / 5, 1920, 1080)).toEqual({ x: 528, y: 0, width: 864, height: 1080 });
    expect(cropVideoOptionsSchema.parse({ width: "50", height: "90" })).toEqual({
      x: 0,
      y: 0,
      width: 50,
      height: 90,
      format: "mp4",
    });
  });
});
