import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";
import { postVideoTool } from "../../../../../apps/server/test/helpers/video-api.ts";
import { makeToneClip } from "../../../../../apps/server/test/helpers/video-media.ts";
import {
  runVideoToolTask,
  streamOf,
} from "../../../../../apps/server/test/helpers/video-tool-task.ts";
import { resizeVideoOptionsSchema, scaledVideoSize } from "../shared/options.ts";

describe("Resize Video", () => {
  let server: TestServer;
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-resize-video-"));
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await rm(workRoot, { recursive: true, force: true });
  });

  it("POST /api/resize-video width 101: fitted to 102 × 58 (even, not cropped), 2 s, AAC", async () => {
    const clip = await makeToneClip(join(workRoot, "clip.mp4"));
    const result = await postVideoTool(server, "resize-video", { width: "101" }, clip, workRoot);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.disposition).toBe('attachment; filename="resized.mp4"');
    const video = streamOf(result.probe as never, "video");
    // 160 × 90 fitted to 101 wide is 101 × 57; each side goes to its nearest even number.
    expect([video?.codec_name, video?.width, video?.height]).toEqual(["h264", 102, 58]);
    expect(Math.abs(Number(video?.duration) - 2)).toBeLessThanOrEqual(1 / 25 + 0.001);
    expect(streamOf(result.probe as never, "audio")?.codec_name).toBe("aac");
  });

  it("an exact size (maintain_aspect_ratio false) to WebM: VP9 64 × 64, Opus kept", async () => {
    const clip = await makeToneClip(join(workRoot, "exact.mp4"), { seconds: 1 });
    const { probe } = await runVideoToolTask(
      "resize-video",
      { width: "64", height: "64", maintain_aspect_ratio: "false", format: "webm" },
      clip,
      join(workRoot, "task"),
    );
    const video = streamOf(probe, "video");
    expect([video?.codec_name, video?.width, video?.height]).toEqual(["vp9", 64, 64]);
    expect(streamOf(probe, "audio")?.codec_name).toBe("opus");
    expect(Math.abs(Number(probe.format.duration) - 1)).toBeLessThanOrEqual(0.06);
  });

  it("refuses by name: no side, one side without the shape, an exact size over the limit", async () => {
    const clip = await makeToneClip(join(workRoot, "refused.mp4"), { seconds: 1 });
    const refused = await postVideoTool(
      server,
      "resize-video",
      { width: "4000", height: "100", maintain_aspect_ratio: "false" },
      clip,
      workRoot,
    );
    expect(refused.startStatus).toBe(400);
    expect(refused.startError).toBe(
      "The video would be 4000×100 px; an edited video can be at most 1920×1080 px (either way up).",
    );
    const message = (fields: Record<string, string>) =>
      resizeVideoOptionsSchema.safeParse(fields).error?.issues[0]?.message;
    expect(message({})).toBe("Give width, height or both (pixels).");
    expect(message({ width: "100", maintain_aspect_ratio: "false" })).toBe(
      "Without maintain_aspect_ratio, give both width and height.",
    );
    expect(scaledVideoSize(50, { width: 1918, height: 1080 })).toEqual({ width: 960, height: 540 });
  });
});
