import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeToneClip } from "../../../../../apps/server/test/helpers/video-media.ts";
import {
  probeVideo,
  runVideoToolTask,
  streamOf,
} from "../../../../../apps/server/test/helpers/video-tool-task.ts";

const run = promisify(execFile);

/** Every video packet's MD5 (framemd5 of a stream copy: the packets' bytes, not decoded). */
async function videoPacketHashes(path: string): Promise<string[]> {
  const { stdout } = await run("ffmpeg", [
    ...[
      "-nostdin",
      "-v",
      "error",
      "-i",
      path,
      "-map",
      "0:v:0",
      "-c",
      "copy",
      "-f",
      "framemd5",
      "-",
    ],
  ]);
  return stdout
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => line.split(",").at(-1)?.trim() ?? "");
}

/** Video Audio on the 2 s 160 × 90 tone clip (H.264/AAC, 25 fps). */
describe("Video Audio", () => {
  let workRoot: string;
  let clip: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-video-audio-"));
    clip = await makeToneClip(join(workRoot, "tone.mp4"));
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("mutes: no audio stream, and every video packet identical (copied, not re-encoded)", async () => {
    const { probe, path, result } = await runVideoToolTask(
      "video-audio",
      { action: "mute" },
      clip,
      join(workRoot, "mute"),
    );
    expect(result.outputs[0]?.kind).toBe("mp4");
    expect(streamOf(probe, "audio")).toBeUndefined();
    expect(probe.streams.map((stream) => stream.codec_name)).toEqual(["h264"]);
    const before = await videoPacketHashes(clip);
    expect(before).toHaveLength(50);
    expect(await videoPacketHashes(path)).toEqual(before);
  });

  it("extracts the sound as an audio-only M4A (AAC) and MP3 of the clip's length", async () => {
    const m4a = await runVideoToolTask(
      "video-audio",
      { action: "extract" },
      clip,
      join(workRoot, "m4a"),
    );
    expect(m4a.result.outputs[0]?.kind).toBe("m4a");
    expect(m4a.probe.streams.map((stream) => stream.codec_name)).toEqual(["aac"]);
    expect(Math.abs(Number(m4a.probe.format.duration) - 2)).toBeLessThanOrEqual(0.05);
    const mp3 = await runVideoToolTask(
      "video-audio",
      { action: "extract", audio_format: "mp3" },
      clip,
      join(workRoot, "mp3"),
    );
    expect(mp3.result.outputs[0]?.kind).toBe("mp3");
    expect(mp3.probe.streams.map((stream) => stream.codec_name)).toEqual(["mp3"]);
    // An MP3 carries the encoder's delay and padding: within one 26 ms frame and its padding.
    expect(Math.abs(Number(mp3.probe.format.duration) - 2)).toBeLessThanOrEqual(0.08);
  });

  it("says so when a video has no sound to extract", async () => {
    const silent = join(workRoot, "silent.mp4");
    await run("ffmpeg", [
      ...["-nostdin", "-v", "error", "-y", "-i", clip, "-an", "-c", "copy", silent],
    ]);
    await expect(
      runVideoToolTask("video-audio", { action: "extract" }, silent, join(workRoot, "silent")),
    ).rejects.toMatchObject({
      message: "This video has no sound to extract.",
      code: "no-audio-stream",
    });
  });

  it("replaces the sound: a 1 s WAV padded to the video's 2 s, or the shorter with shortest", async () => {
    const wav = join(workRoot, "beep.wav");
    await run("ffmpeg", [
      ...[
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=880:duration=1",
        wav,
      ],
    ]);
    const padded = await runVideoToolTask(
      "video-audio",
      { action: "replace" },
      clip,
      join(workRoot, "replace"),
      { audio: wav },
    );
    expect(padded.probe.streams.map((stream) => stream.codec_name)).toEqual(["h264", "aac"]);
    expect(Math.abs(Number(streamOf(padded.probe, "audio")?.duration) - 2)).toBeLessThanOrEqual(
      0.05,
    );
    expect(await videoPacketHashes(padded.path)).toEqual(await videoPacketHashes(clip));
    const shortest = await runVideoToolTask(
      "video-audio",
      { action: "replace", audio_fit: "shortest" },
      clip,
      join(workRoot, "shortest"),
      { audio: wav },
    );
    const shortProbe = await probeVideo(shortest.path);
    expect(Number(shortProbe.format.duration)).toBeLessThan(1.2);
  });
});
