import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeToneClip } from "../../../../../apps/server/test/helpers/video-media.ts";
import {
  runVideoToolTask,
  streamOf,
} from "../../../../../apps/server/test/helpers/video-tool-task.ts";

const run = promisify(execFile);

/** Convert Video on the 2 s 160 × 90 tone clip (H.264/AAC, 25 fps). */
describe("Convert Video", () => {
  let workRoot: string;
  let clip: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-convert-video-"));
    clip = await makeToneClip(join(workRoot, "tone.mp4"));
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("makes WebM (VP9/Opus) and MOV (H.264/AAC in QuickTime) of the clip's length", async () => {
    const webm = await runVideoToolTask(
      "convert-video",
      { format: "webm" },
      clip,
      join(workRoot, "webm"),
    );
    expect(webm.result.outputs[0]?.kind).toBe("webm");
    expect(webm.probe.streams.map((stream) => stream.codec_name)).toEqual(["vp9", "opus"]);
    expect(Math.abs(Number(webm.probe.format.duration) - 2)).toBeLessThanOrEqual(0.05);
    const mov = await runVideoToolTask(
      "convert-video",
      { format: "mov" },
      clip,
      join(workRoot, "mov"),
    );
    expect(mov.result.outputs[0]?.kind).toBe("mov");
    expect(mov.probe.streams.map((stream) => stream.codec_name)).toEqual(["h264", "aac"]);
    // ffprobe names MP4 and MOV alike: the file's brand says QuickTime ("qt  ").
    expect((await readFile(mov.path)).toString("latin1", 8, 12)).toBe("qt  ");
    expect(Math.abs(Number(streamOf(mov.probe, "video")?.duration) - 2)).toBeLessThanOrEqual(0.04);
  });

  it("makes a GIF through the chain's video path: 10 fps at quality small, 20 frames", async () => {
    const gif = await runVideoToolTask(
      "convert-video",
      { format: "gif", quality: "small" },
      clip,
      join(workRoot, "gif"),
    );
    expect(gif.result.outputs[0]?.kind).toBe("gif");
    const video = streamOf(gif.probe, "video");
    expect([video?.codec_name, video?.width, video?.height]).toEqual(["gif", 160, 90]);
    expect(Math.abs(Number(gif.probe.format.duration) - 2)).toBeLessThanOrEqual(0.1);
    const { stdout } = await run("gifsicle", ["--info", gif.path]);
    expect(stdout).toMatch(/ 20 images/);
  });
});
