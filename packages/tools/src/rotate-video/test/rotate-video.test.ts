import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeToneClip } from "../../../../../apps/server/test/helpers/video-media.ts";
import {
  runVideoToolTask,
  streamOf,
} from "../../../../../apps/server/test/helpers/video-tool-task.ts";
import { rotateVideoOptionsSchema } from "../shared/options.ts";

/**
 * Rotate Video on a phone-style clip: 160 × 90 pixels stored with a display rotation of 90°, so
 * it is shown 90 × 160; a further 90° clockwise turn makes it 160 × 90, with no rotation left.
 */
describe("Rotate Video", () => {
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-rotate-video-"));
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("turns what is shown (the rotation metadata read), keeps the sound, leaves no rotation", async () => {
    const clip = await makeToneClip(join(workRoot, "portrait.mp4"), { rotate: 90 });
    const { probe } = await runVideoToolTask(
      "rotate-video",
      { angle: "90" },
      clip,
      join(workRoot, "task"),
    );
    const video = streamOf(probe, "video");
    expect([video?.width, video?.height]).toEqual([160, 90]);
    expect(video?.side_data_list?.some((entry) => entry.rotation) ?? false).toBe(false);
    expect(streamOf(probe, "audio")?.codec_name).toBe("aac");
    expect(Math.abs(Number(video?.duration) - 2)).toBeLessThanOrEqual(0.04);
  });

  it("refuses nothing to do, by name", () => {
    expect(
      rotateVideoOptionsSchema.safeParse({ angle: "0", flip: "none" }).error?.issues[0]?.message,
    ).toBe(
      "Nothing to do: angle is 0 and flip is none. Choose an angle of 90, 180 or 270, or a flip.",
    );
  });
});
