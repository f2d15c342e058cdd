import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeToneClip, videoFrameAt } from "../../../../../apps/server/test/helpers/video-media.ts";
import {
  runVideoToolTask,
  streamOf,
} from "../../../../../apps/server/test/helpers/video-tool-task.ts";

/**
 * Reverse Video on a 2 s lavfi clip (testsrc draws a counter that changes every second): WebM
 * VP9/Opus, the same length, the first frame the source's last.
 */
describe("Reverse Video", () => {
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-reverse-video-"));
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("WebM: VP9/Opus, 2 s, the picture backwards", async () => {
    const clip = await makeToneClip(join(workRoot, "clip.mp4"));
    const { path, probe } = await runVideoToolTask(
      "reverse-video",
      { format: "webm" },
      clip,
      join(workRoot, "task"),
    );
    expect(streamOf(probe, "video")?.codec_name).toBe("vp9");
    expect(streamOf(probe, "audio")?.codec_name).toBe("opus");
    expect(Math.abs(Number(probe.format.duration) - 2)).toBeLessThanOrEqual(0.05);
    // The reversed first frame is the source's last (1.96 s), not its first.
    const first = await videoFrameAt(path, 0, 32, 18);
    const sourceLast = await videoFrameAt(clip, 1.96, 32, 18);
    const sourceFirst = await videoFrameAt(clip, 0, 32, 18);
    const distance = (a: Buffer, b: Buffer) =>
      a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] as number)), 0) / a.length;
    expect(distance(first, sourceLast)).toBeLessThan(distance(first, sourceFirst));
  });
});
