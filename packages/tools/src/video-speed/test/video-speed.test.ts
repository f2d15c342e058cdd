import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeToneClip } from "../../../../../apps/server/test/helpers/video-media.ts";
import {
  runVideoToolTask,
  streamOf,
} from "../../../../../apps/server/test/helpers/video-tool-task.ts";
import { videoSpeedOptionsSchema } from "../shared/options.ts";

/** Change Video Speed on a 2 s lavfi clip with a tone: 4× is 0.5 s, picture and sound. */
describe("Change Video Speed", () => {
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-video-speed-"));
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("4×: 0.5 s of picture at 60 fps (100 capped) and 0.5 s of sound, H.264/AAC", async () => {
    const clip = await makeToneClip(join(workRoot, "clip.mp4"));
    const { result, probe } = await runVideoToolTask(
      "video-speed",
      { speed: "4" },
      clip,
      join(workRoot, "task"),
    );
    expect(result.hasAudio).toBe(true);
    const video = streamOf(probe, "video");
    const audio = streamOf(probe, "audio");
    expect(video?.codec_name).toBe("h264");
    expect(video?.r_frame_rate).toBe("60/1");
    expect(Math.abs(Number(video?.duration) - 0.5)).toBeLessThanOrEqual(1 / 60 + 0.001);
    expect(audio?.codec_name).toBe("aac");
    expect(Math.abs(Number(audio?.duration) - 0.5)).toBeLessThanOrEqual(0.05);
  });

  it("names its range: the sound follows from 0.25× to 4× only", () => {
    expect(videoSpeedOptionsSchema.safeParse({ speed: "8" }).error?.issues[0]?.message).toBe(
      "speed must be a number from 0.25 to 4 (2 = twice as fast).",
    );
  });
});
