import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToolError } from "../../define-tool.ts";
import type { CommandOutput, MediaCommand, RunOptions } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
} from "../../shared/fake-media-toolkit.ts";
import { parseVideoProbe } from "../../shared/video-input.ts";
import { type VideoToGifOptions, videoToGifDefaults } from "../shared/options.ts";
import { processVideoToGif } from "./process.ts";

let task: FakeTask | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await task?.cleanup();
});

/** What ffprobe prints for a video of this length (JSON of buildVideoProbeCommand): the intake reads it. */
function probeJson(durationSeconds: number, streams = { video: true, audio: false }): string {
  return JSON.stringify({
    format: { duration: String(durationSeconds) },
    streams: [
      ...(streams.video
        ? [{ codec_type: "video", width: 640, height: 360, avg_frame_rate: "30/1" }]
        : []),
      ...(streams.audio ? [{ codec_type: "audio" }] : []),
    ],
  });
}

type Answer = (command: MediaCommand, options: RunOptions) => Promise<CommandOutput>;
const quiet = async (): Promise<CommandOutput> => ({ stdout: "", stderrTail: "" });

/**
 * A task whose input the worker's intake already probed (`probe`: ffprobe's JSON, parsed as the
 * intake parses it) and found to be of `detectedType`: the processor gets those facts.
 */
async function videoTask(
  {
    probe,
    detectedType = "mp4",
    ...answers
  }: Partial<Record<MediaCommand["binary"], Answer>> & {
    probe: string;
    detectedType?: string;
  },
  script: FakeMediaScript = {},
) {
  task = await createFakeTask(
    {
      run: (command, options) => (answers[command.binary] ?? quiet)(command, options),
      ...script,
    },
    {
      inputs: [{ name: "video.mp4", bytes: new Uint8Array(16) }],
      inputFacts: [{ detectedType, video: parseVideoProbe(probe) }],
    },
  );
  return task;
}

const options = (settings: Partial<VideoToGifOptions>): VideoToGifOptions => ({
  ...videoToGifDefaults,
  ...settings,
});

describe("processVideoToGif: outputs", () => {
  it("converts with the intake's probe and starts no probe of its own (medium: ffmpeg writes the GIF itself); no MP4, no WebP", async () => {
    const { context, media, workDir, progress } = await videoTask({
      probe: probeJson(12.5, { video: true, audio: true }),
    });
    const result = await processVideoToGif(options({ segments: [{ start: 1, end: 6 }] }), context);

    const inputPath = join(workDir, "video.mp4");
    const gifPath = join(workDir, "converted.gif");
    // One process: the conversion. No detection, no ffprobe: the intake did both.
    expect(media.methods()).toEqual(["run"]);
    const [conversion] = media.commands();
    expect(conversion?.binary).toBe("ffmpeg");
    // One segment from 1 s: read from the start (no seek in the first 1.5 s), stop at 6 s.
    expect(conversion?.args.slice(0, 10)).toEqual([
      "-v",
      "error",
      "-y",
      "-nostats",
      "-t",
      "6",
      "-f",
      "mov",
      "-i",
      inputPath,
    ]);
    expect(conversion?.args.slice(-7)).toEqual([
      "-map",
      "[gif]",
      "-loop",
      "0",
      "-f",
      "gif",
      gifPath,
    ]);
    expect(conversion?.args).not.toContain("[mp4]");
    expect(conversion?.args).not.toContain("[webp]");
    // The video has sound, but without the MP4 the graph reads no audio (concat would dangle).
    expect(conversion?.args.join(" ")).not.toContain("[0:a]");
    expect(result).toEqual({ outputs: [{ kind: "gif", path: gifPath }], hasAudio: true });
    expect(progress).toMatchObject([
      { percent: 2, status: "Reading the video..." },
      { percent: 5, status: "Converting video..." },
      { percent: 96, status: "Saving..." },
    ]);
  });

  it("low quality: ffmpeg writes palette.gif, then gifsicle's lossy pass writes the GIF", async () => {
    const { context, media, workDir, progress } = await videoTask({
      probe: probeJson(12.5),
    });
    const result = await processVideoToGif(options({ quality: "low" }), context);

    const palettePath = join(workDir, "palette.gif");
    const gifPath = join(workDir, "converted.gif");
    const [conversion, lossy] = media.commands();
    expect(conversion?.args.at(-1)).toBe(palettePath);
    expect(lossy).toEqual({
      binary: "gifsicle",
      args: ["-O3", "-Okeep-empty", "--lossy=40", palettePath, "--output", gifPath],
    });
    expect(media.callsOf("run")[1]?.args[1].signal).toBe(context.signal);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: gifPath }], hasAudio: false });
    expect(progress).toContainEqual({
      percent: 75,
      status: "Compressing GIF...",
      stage: { id: "compressing-gif" },
    });
  });

  it("with the MP4 the probe decides the audio, and absent segments fit the video", async () => {
    const { context, media, workDir } = await videoTask({
      probe: probeJson(4, { video: true, audio: true }),
    });
    const result = await processVideoToGif(
      options({ segments: null, include_audio: true }),
      context,
    );

    const mp4Path = join(workDir, "converted.mp4");
    const conversion = media.commands()[0];
    // A 4-second video is taken whole (at most 6 s: the whole video).
    expect(conversion?.args.slice(4, 6)).toEqual(["-t", "4"]);
    expect(conversion?.args.join(" ")).toContain("concat=n=1:v=1:a=1");
    expect(conversion?.args).toEqual(
      expect.arrayContaining(["-map", "[mp4]", "-map", "[joinedaudio]", "-c:a", "aac"]),
    );
    expect(conversion?.args.at(-1)).toBe(mp4Path);
    expect(result).toEqual({
      outputs: [
        { kind: "gif", path: join(workDir, "converted.gif") },
        { kind: "mp4", path: mp4Path },
      ],
      hasAudio: true,
    });
  });

  it("an MP4 of a silent video maps no audio", async () => {
    const { context, media } = await videoTask({ probe: probeJson(12) });
    const result = await processVideoToGif(options({ include_audio: true }), context);
    expect(media.commands()[0]?.args).toContain("[mp4]");
    expect(media.commands()[0]?.args).not.toContain("[joinedaudio]");
    expect(result.hasAudio).toBe(false);
  });

  it("without the MP4 too, absent segments are the whole of a short video, else its first 5 s", async () => {
    const { context, media } = await videoTask({ probe: probeJson(4) });
    await processVideoToGif(options({ segments: null }), context);
    expect(media.commands()[0]?.args.slice(4, 6)).toEqual(["-t", "4"]);
    const long = await videoTask({ probe: probeJson(12) });
    await processVideoToGif(options({ segments: null }), long.context);
    expect(long.media.commands()[0]?.args.slice(4, 6)).toEqual(["-t", "5"]);
  });

  it("adds the WebP when asked, after the GIF and MP4 in the outputs", async () => {
    const { context, media, workDir } = await videoTask({ probe: probeJson(12) });
    const result = await processVideoToGif(
      options({ include_audio: true, include_webp: true, quality: "high" }),
      context,
    );

    const webpPath = join(workDir, "converted.webp");
    expect(media.commands()[0]?.args.slice(-15)).toEqual([
      "-map",
      "[webp]",
      "-c:v",
      "libwebp_anim",
      "-lossless",
      "0",
      "-q:v",
      "90",
      "-compression_level",
      "4",
      "-loop",
      "0",
      "-f",
      "webp",
      webpPath,
    ]);
    expect(result.outputs).toEqual([
      { kind: "gif", path: join(workDir, "converted.gif") },
      { kind: "mp4", path: join(workDir, "converted.mp4") },
      { kind: "webp", path: webpPath },
    ]);
  });

  it("clamps a segment that ends within 0.1 s past the video's end", async () => {
    const { context, media } = await videoTask({ probe: probeJson(10) });
    await processVideoToGif(
      options({ segments: [{ start: 0, end: 10.05 }], include_audio: true }),
      context,
    );
    expect(media.commands()[0]?.args.slice(4, 6)).toEqual(["-t", "10"]);
  });
});

describe("processVideoToGif: refusals", () => {
  it("says so when no video was given", async () => {
    task = await createFakeTask({});
    await expect(processVideoToGif(videoToGifDefaults, task.context)).rejects.toMatchObject({
      name: "ToolError",
      message: "No video was given.",
      code: "missing-input",
    });
  });

  it("refuses a file whose content is no video we read", async () => {
    const { context, media } = await videoTask({ probe: probeJson(5), detectedType: "png" });
    const error = await processVideoToGif(videoToGifDefaults, context).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message:
        "This file is not a video GifKit can read. Use MP4, WebM, MOV, AVI, MKV, FLV, 3GP or WMV.",
      code: "unsupported-file-type",
    });
    expect(media.methods()).toEqual([]);
  });

  // Unreadable videos, no video stream and absurd declared timing are the intake's refusals
  // (apps/server/test/ingest/video-intake.test.ts); the length is the processor's own need.
  it("refuses a video whose length the probe could not read", async () => {
    const { context, media } = await videoTask({ probe: probeJson(0) });
    await expect(processVideoToGif(videoToGifDefaults, context)).rejects.toMatchObject({
      name: "ToolError",
      message: "The video's length could not be read: the file is damaged or incomplete.",
      code: "damaged-input",
    });
    expect(media.methods()).toEqual([]);
  });

  it("a video the intake did not probe is a programming error, not a message for a person", async () => {
    task = await createFakeTask(
      {},
      {
        inputs: [{ name: "video.mp4", bytes: new Uint8Array(16) }],
        inputFacts: [{ detectedType: "mp4" }],
      },
    );
    const error = await processVideoToGif(videoToGifDefaults, task.context).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ToolError);
    expect(task.media.methods()).toEqual([]);
  });

  it.each([
    ["with the MP4", true],
    ["without the MP4", false],
  ])("refuses a segment past the end of the video before ffmpeg starts (%s)", async (_, mp4) => {
    const { context, media } = await videoTask({ probe: probeJson(8) });
    await expect(
      processVideoToGif(
        options({ segments: [{ start: 2, end: 8.2 }], include_audio: mp4 }),
        context,
      ),
    ).rejects.toMatchObject({
      name: "ToolError",
      message: "Segment exceeds video length",
      code: "segment-exceeds-video",
    });
    expect(media.commands()).toEqual([]);
  });

  it("refuses a selection over the limits once the video's length is known", async () => {
    const { context } = await videoTask({ probe: probeJson(120) });
    await expect(
      processVideoToGif(
        options({
          segments: [
            { start: 0, end: 40 },
            { start: 50, end: 71 },
          ],
          include_audio: true,
        }),
        context,
      ),
    ).rejects.toMatchObject({
      name: "ToolError",
      message:
        "The selected segments add up to 61.0 seconds; the limit is 60 seconds in total. Shorten or remove a segment.",
      code: "selection-too-large",
    });
  });

  it("a failed conversion of a readable video says so", async () => {
    const { context } = await videoTask({
      probe: probeJson(12),
      async ffmpeg() {
        throw new Error("ffmpeg exited with 1: Invalid data found when processing input");
      },
    });
    await expect(processVideoToGif(videoToGifDefaults, context)).rejects.toMatchObject({
      name: "ToolError",
      message:
        "The video could not be converted: it may be damaged or use a codec GifKit cannot read.",
      code: "conversion-failed",
    });
  });
});

describe("processVideoToGif: progress and cancellation", () => {
  it("reports ffmpeg's progress lines at most four times a second, against the probed length", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    const { context, progress } = await videoTask({
      probe: probeJson(4),
      async ffmpeg(_, runOptions) {
        // Without segments, the probed video's 4 s are taken whole.
        const emit = (...lines: string[]) => {
          for (const line of lines) runOptions.onStdoutLine?.(line);
        };
        emit("frame:0 pts:0 pts_time:2", "gifkit=decoded"); // 0.5 × 2/4 → 5 + 0.25 × 90
        vi.setSystemTime(1_000_100);
        emit("frame:1 pts:0 pts_time:4", "gifkit=decoded"); // too soon after the last report
        vi.setSystemTime(1_000_400);
        emit("frame:0 pts:0 pts_time:1", "gifkit=encoded"); // 0.5 + 0.5 × 1/4
        vi.setSystemTime(1_000_800);
        emit("frame:1 pts:0 pts_time:1", "gifkit=encoded"); // no change: not reported
        return { stdout: "", stderrTail: "" };
      },
    });
    await processVideoToGif(options({ segments: null }), context);
    expect(progress).toMatchObject([
      { percent: 2, status: "Reading the video..." },
      { percent: 5, status: "Converting video..." },
      { percent: 28, status: "Converting video..." },
      { percent: 61, status: "Converting video..." },
      { percent: 96, status: "Saving..." },
    ]);
  });

  it("an aborted task ends with the abort, not a conversion message", async () => {
    const { context, media, abort } = await videoTask({
      probe: probeJson(12),
      async ffmpeg() {
        abort.abort(new Error("task cancelled"));
        throw new Error("ffmpeg killed");
      },
    });
    const error = await processVideoToGif(options({ quality: "low" }), context).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ToolError);
    expect(error).toMatchObject({ message: "ffmpeg killed" });
    expect(media.commands().map((command) => command.binary)).toEqual(["ffmpeg"]);
  });
});
