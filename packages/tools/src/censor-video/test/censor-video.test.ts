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
import {
  countVideoFrames,
  makeToneClip,
} from "../../../../../apps/server/test/helpers/video-media.ts";
import { streamOf } from "../../../../../apps/server/test/helpers/video-tool-task.ts";
import { maxCensorRegions } from "../shared/options.ts";

const run = promisify(execFile);

/** 2 s of testsrc2 (its clock's digits are fine detail a blur or blocks must change) with a tone. */
async function detailedClip(path: string): Promise<string> {
  await run("ffmpeg", [
    ...["-nostdin", "-v", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=160x90:rate=25:duration=2"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
    ...["-shortest", path],
  ]);
  return path;
}

/** The mean gray difference of two videos' frames at `seconds`, inside a box of each. */
async function boxDifference(
  a: string,
  b: string,
  seconds: number,
  box: { x: number; y: number; width: number; height: number },
): Promise<number> {
  const gray = async (path: string) =>
    (
      await run(
        "ffmpeg",
        [
          ...["-nostdin", "-v", "error", "-ss", String(seconds), "-i", path, "-frames:v", "1"],
          ...["-vf", `crop=${box.width}:${box.height}:${box.x}:${box.y}`],
          ...["-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"],
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

describe("Blur Video through POST /api/censor-video", () => {
  let server: TestServer;
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-censor-video-"));
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await rm(workRoot, { recursive: true, force: true });
  });

  it("pixelates the region from 0.5 s to 1.5 s only: pixels change inside it then, nowhere else", async () => {
    const clip = await detailedClip(join(workRoot, "clip.mp4"));
    const region = { x: 20, y: 10, width: 60, height: 40 };
    const result = await postVideoTool(
      server,
      "censor-video",
      {
        regions: JSON.stringify([
          { ...region, style: "pixelate", strength: 10, start_time: 0.5, end_time: 1.5 },
        ]),
      },
      clip,
      workRoot,
    );
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.disposition).toBe('attachment; filename="censored.mp4"');
    const probe = result.probe as NonNullable<typeof result.probe>;
    const video = streamOf(probe, "video");
    expect([video?.codec_name, video?.width, video?.height]).toEqual(["h264", 160, 90]);
    expect(Math.abs(Number(video?.duration) - 2)).toBeLessThanOrEqual(1 / 25 + 0.001);
    expect(streamOf(probe, "audio")?.codec_name).toBe("aac");
    const output = result.path as string;
    // Inside the range: the region is blocks (far from the source), the rest is the source.
    const outside = { x: 96, y: 0, width: 64, height: 90 };
    const inner = { x: 22, y: 12, width: 56, height: 36 };
    expect(await boxDifference(clip, output, 1, inner)).toBeGreaterThan(12);
    expect(await boxDifference(clip, output, 1, outside)).toBeLessThan(4);
    // Outside the range: the region is the source too.
    expect(await boxDifference(clip, output, 0.2, inner)).toBeLessThan(4);
    expect(await boxDifference(clip, output, 1.8, inner)).toBeLessThan(4);
  });

  it("keeps every frame: 90 in, 90 out, 3 s within one frame (blur to the end, and a box in between)", async () => {
    // ffmpeg's overlay ends its output at its last frame's timestamp; the result's fps filter
    // then dropped that last frame (89 of 90 out) until the step put the end back.
    const clip = join(workRoot, "ninety.mp4");
    await run("ffmpeg", [
      ...["-nostdin", "-v", "error", "-y"],
      ...["-f", "lavfi", "-i", "testsrc2=size=160x90:rate=30:duration=3"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:duration=3"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
      ...["-shortest", clip],
    ]);
    expect(await countVideoFrames(clip)).toBe(90);
    for (const regions of [
      [{ x: 20, y: 10, width: 60, height: 40, style: "blur", strength: 10 }],
      [{ x: 0, y: 0, width: 30, height: 30, style: "box", start_time: 1, end_time: 2 }],
    ]) {
      const result = await postVideoTool(
        server,
        "censor-video",
        { regions: JSON.stringify(regions) },
        clip,
        workRoot,
      );
      expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
      expect(await countVideoFrames(result.path as string)).toBe(90);
      const video = streamOf(result.probe as NonNullable<typeof result.probe>, "video");
      expect(Math.abs(Number(video?.duration) - 3)).toBeLessThanOrEqual(1 / 30 + 0.001);
      expect(video?.r_frame_rate).toBe("30/1");
    }
  });

  it("refuses by name: no region, a region past the end of the video", async () => {
    const clip = await makeToneClip(join(workRoot, "short.mp4"), { seconds: 1 });
    const none = await postVideoTool(server, "censor-video", { regions: "[]" }, clip, workRoot);
    expect(none.startStatus).toBe(400);
    expect(none.startError).toMatch(/region/i);
    const late = await postVideoTool(
      server,
      "censor-video",
      { regions: JSON.stringify([{ x: 0, y: 0, width: 20, height: 20, start_time: 5 }]) },
      clip,
      workRoot,
    );
    expect(late.status?.state).toBe("FAILURE");
    expect(late.status?.error).toBe(
      "Step 1 (censor): Region 1 has no frame in its time range: start_time is 5 s, but the video is 1 s long.",
    );
    expect(maxCensorRegions).toBe(20);
  });
});
