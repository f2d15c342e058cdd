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
import { buildVideoChainGraph } from "../../chain/server/video-graph.ts";
import { videoLoopPart } from "../../operations/server/loop.ts";
import { loopVideoChain, loopVideoOptionsSchema } from "../shared/options.ts";

const frame = 1 / 25 + 0.001;

describe("Loop Video", () => {
  let server: TestServer;
  let workRoot: string;
  let clip: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-loop-video-"));
    server = await startTestServer();
    clip = await makeToneClip(join(workRoot, "clip.mp4"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(workRoot, { recursive: true, force: true });
  });

  it("POST /api/loop-video loop_count 3: 6 s of picture (150 frames' time) and of sound", async () => {
    const result = await postVideoTool(server, "loop-video", { loop_count: "3" }, clip, workRoot);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.disposition).toBe('attachment; filename="looped.mp4"');
    const probe = result.probe as NonNullable<typeof result.probe>;
    const video = streamOf(probe, "video");
    const audio = streamOf(probe, "audio");
    expect([video?.codec_name, video?.width, video?.height]).toEqual(["h264", 160, 90]);
    expect(Math.abs(Number(video?.duration) - 6)).toBeLessThanOrEqual(frame);
    expect(audio?.codec_name).toBe("aac");
    expect(Math.abs(Number(audio?.duration) - 6)).toBeLessThanOrEqual(0.1);
  });

  it("duration_seconds 5 of a 2 s clip: three plays cut at 5 s, sound too", async () => {
    const { probe } = await runVideoToolTask(
      "loop-video",
      { duration_seconds: "5" },
      clip,
      join(workRoot, "length"),
    );
    expect(Math.abs(Number(streamOf(probe, "video")?.duration) - 5)).toBeLessThanOrEqual(frame);
    expect(Math.abs(Number(streamOf(probe, "audio")?.duration) - 5)).toBeLessThanOrEqual(0.1);
  });

  it("refuses by name: plays out of range, both fields, a length not longer than the video", async () => {
    const message = (fields: Record<string, string>) =>
      loopVideoOptionsSchema.safeParse(fields).error?.issues[0]?.message;
    const tooMany = await postVideoTool(server, "loop-video", { loop_count: "21" }, clip, workRoot);
    expect(tooMany.startStatus).toBe(400);
    expect(tooMany.startError).toBe("loop_count must be a whole number of plays from 2 to 20.");
    expect(message({ loop_count: "2", duration_seconds: "5" })).toBe(
      "Give loop_count or duration_seconds, not both.",
    );
    expect(message({ duration_seconds: "61" })).toBe(
      "duration_seconds must be a number of seconds above 0 and at most 60 (the longest edited video).",
    );
    const shorter = await postVideoTool(
      server,
      "loop-video",
      { duration_seconds: "1.5" },
      clip,
      workRoot,
    );
    expect(shorter.status?.state).toBe("FAILURE");
    expect(shorter.status?.error).toBe(
      "duration_seconds (1.5 s) must be longer than the video (2 s): to shorten it, use Trim Video.",
    );
  });

  it("the loop step's part of the graph, on exact filters; the chain for a length", () => {
    expect(videoLoopPart(3, true)).toEqual({
      video: ["loop=loop=2:size=32767:start=0"],
      audio: ["aloop=loop=2:size=2147483647"],
    });
    expect(videoLoopPart(1, true)).toEqual({ video: [], audio: [] });
    expect(
      buildVideoChainGraph({
        parts: [videoLoopPart(2, false)],
        withAudio: false,
        facts: { width: 160, height: 90, framesPerSecond: 25 },
      }),
    ).toBe("[0:v]loop=loop=1:size=32767:start=0[s1v];[s1v]fps=25,format=yuv420p[vout]");
    expect(loopVideoChain({ duration_seconds: 4, format: "mp4" }, 2).operations).toEqual([
      { op: "loop", loop_count: 2 },
      { op: "cut", start_time: 0, end_time: 4 },
    ]);
  });
});
