import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../../define-tool.ts";
import type { MediaCommand } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeTask,
  fakeAnimationInfo,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import type { VideoProbe } from "../../shared/video-input.ts";
import { readZipEntries, storedEntryBytes } from "../../shared/zip-entries.ts";
import { splitOptionsSchema } from "../shared/options.ts";
import { processSplit } from "./process.ts";

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

/** The first bytes of a PNG of `width` × `height`: what the frame's header read needs. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 0);
  bytes.set(new TextEncoder().encode("IHDR"), 12);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** Stands in for ffmpeg: writes the frames the command names, as its image2 muxer would. */
function writesFrames(count: number, size = { width: 40, height: 30 }) {
  return async (command: MediaCommand, options: { onStdoutLine?: (line: string) => void }) => {
    const pattern = command.args.at(-1) as string;
    const first = Number(command.args[command.args.indexOf("-start_number") + 1]);
    const digits = Number(/%0(\d)d/.exec(pattern)?.[1]);
    for (let offset = 0; offset < count; offset++) {
      const name = pattern.replace(/%0\dd/, String(first + offset).padStart(digits, "0"));
      await writeFile(name, pngHeader(size.width, size.height));
      options.onStdoutLine?.(`frame=${offset + 1}`);
    }
    return { stdout: "", stderrTail: "" };
  };
}

const parse = (fields: Record<string, string>) => splitOptionsSchema.parse(fields);

async function zipOf(fake: FakeTask, path: string) {
  const { readFile } = await import("node:fs/promises");
  const bytes = new Uint8Array(await readFile(path));
  const entries = readZipEntries(bytes);
  const json = entries.find((entry) => entry.name === "frames.json");
  const manifest = JSON.parse(new TextDecoder().decode(storedEntryBytes(bytes, json as never)));
  return { names: entries.map((entry) => entry.name), manifest, fake };
}

describe("processSplit", () => {
  it("zips a GIF's frames with frames.json: 1-based names, 0-based index, delays as stored", async () => {
    task = await createFakeTask(
      { gifInfo: () => fakeAnimationInfo(40, 30, [100, 0, 10, 70]), run: writesFrames(3) },
      { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
    );
    const result = await processSplit(
      parse({ frames: "range", start_frame: "2", end_frame: "4" }),
      task.context,
    );
    expect(result.outputs).toEqual([{ kind: "zip", path: join(task.workDir, "frames.zip") }]);
    const { names, manifest } = await zipOf(task, result.outputs[0]?.path as string);
    expect(names).toEqual(["frame-002.png", "frame-003.png", "frame-004.png", "frames.json"]);
    expect(manifest.frames).toEqual([
      {
        index: 1,
        file: "frame-002.png",
        delay_ms: 0,
        time_ms: 100,
        width: 40,
        height: 30,
        bytes: 33,
      },
      {
        index: 2,
        file: "frame-003.png",
        delay_ms: 10,
        time_ms: 100,
        width: 40,
        height: 30,
        bytes: 33,
      },
      {
        index: 3,
        file: "frame-004.png",
        delay_ms: 70,
        time_ms: 110,
        width: 40,
        height: 30,
        bytes: 33,
      },
    ]);
    expect(manifest.source).toEqual({
      format: "gif",
      width: 40,
      height: 30,
      frame_count: 4,
      loop_count: 0,
    });
    // The progress follows ffmpeg's frame count.
    expect(task.progress.map((update) => update.percent)).toEqual([10, 35, 60, 85, 88, 98]);
  });

  it("fails when ffmpeg wrote fewer frames of a GIF than the range has", async () => {
    task = await createFakeTask(
      { gifInfo: () => fakeAnimationInfo(40, 30, [100, 100, 100]), run: writesFrames(2) },
      { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
    );
    await expect(processSplit(parse({}), task.context)).rejects.toThrow(
      "Split wrote 2 frames where 3 were expected",
    );
  });

  it("refuses video settings for an animation, and a range past its frames", async () => {
    task = await createFakeTask(
      { gifInfo: () => fakeAnimationInfo(40, 30, [100, 100]) },
      { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
    );
    await expect(processSplit(parse({ fps: "5" }), task.context)).rejects.toThrow(
      new ToolError(
        "start_time, end_time and fps are for videos; this file is an animation: choose its frames with frames=range, start_frame and end_frame.",
        "bad-request",
      ),
    );
    await expect(
      processSplit(parse({ frames: "range", start_frame: "3" }), task.context),
    ).rejects.toThrow("start_frame is 3, but there are 2 frames. Choose a start from 1 to 2.");
  });

  const probe = (durationSeconds: number, width = 640, height = 480): VideoProbe => ({
    durationSeconds,
    width,
    height,
    hasVideo: true,
    hasAudio: false,
    largestPicture: { width, height },
    timingProblem: null,
  });
  async function videoTask(video: VideoProbe, frames = 0) {
    task = await createFakeTask(
      { run: writesFrames(frames, { width: video.width, height: video.height }) },
      {
        inputs: [{ name: "input.mp4", bytes: new Uint8Array(16) }],
        inputFacts: [{ detectedType: "mp4", video }],
      },
    );
    return task;
  }

  it("reads 10 s of a video at 10 fps by default, and times each frame from the start", async () => {
    const fake = await videoTask(probe(30), 20);
    const result = await processSplit(parse({ start_time: "4", end_time: "6" }), fake.context);
    const [command] = fake.media.commands();
    expect(command?.args.slice(0, 11)).toEqual([
      ...["-v", "error", "-y", "-ss", "4", "-t", "2", "-f", "mov", "-i"],
      fake.context.inputPaths[0],
    ]);
    const { manifest } = await zipOf(fake, result.outputs[0]?.path as string);
    expect(manifest.frame_count).toBe(20);
    expect(manifest.frames[1]).toMatchObject({ index: 1, delay_ms: 100, time_ms: 4100 });
    expect(manifest.source).toMatchObject({ format: "mp4", start_ms: 4000, end_ms: 6000, fps: 10 });
  });

  it("refuses a video part past the end, over the selection limit, or over the frame and pixel limits", async () => {
    const fake = await videoTask(probe(100, 1920, 1080));
    const refused = (fields: Record<string, string>) =>
      processSplit(parse(fields), fake.context).catch((error: Error) => error.message);
    expect(await refused({ start_time: "100" })).toBe(
      "start_time is 100 s, but the video is 100.0 s long. Choose a start before its end.",
    );
    expect(await refused({ end_time: "101" })).toBe(
      "end_time is 101 s, but the video is 100.0 s long. Choose an end within it, or leave it blank.",
    );
    expect(await refused({ start_time: "10", end_time: "75" })).toBe(
      "The part chosen is 65.0 seconds; the limit is 60 seconds. Choose a shorter part.",
    );
    expect(await refused({ end_time: "30", fps: "30" })).toBe(
      "This would save 900 frames; a ZIP holds at most 600. Choose a range of at most 600 frames (or, for a video, a shorter part or fewer frames per second).",
    );
    expect(await refused({ end_time: "20" })).toBe(
      "200 frames of 1,920 × 1,080 px are 414.7 megapixels; the limit is 300 megapixels (width × height × frames). Choose a shorter part, fewer frames per second or a smaller range.",
    );
    expect(fake.media.commands()).toEqual([]);
  });
});
