import { describe, expect, it } from "vitest";
import { copyContainerFor } from "../../shared/video-output.ts";
import {
  buildExtractAudioCommand,
  buildMuteCommand,
  buildReplaceAudioCommand,
} from "./commands.ts";

const tail = (format: string, path: string) => [
  "-progress",
  "pipe:1",
  "-nostats",
  "-f",
  format,
  path,
];

describe("Video Audio's commands", () => {
  it("mutes by copying the picture alone", () => {
    expect(
      buildMuteCommand({ inputPath: "in", demuxer: "mov", container: "mp4", outputPath: "out.mp4" })
        .args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "mov", "-i", "in"],
      ...["-map", "0:v:0", "-c:v", "copy", "-an", "-sn", "-dn", "-map_metadata", "-1"],
      ...["-movflags", "+faststart"],
      ...tail("mp4", "out.mp4"),
    ]);
    // WebM has no faststart: its index is written where Matroska puts it.
    expect(
      buildMuteCommand({ inputPath: "in", demuxer: "matroska", container: "webm", outputPath: "o" })
        .args,
    ).not.toContain("-movflags");
  });

  it("replaces the sound, padded and cut to the video's length, or ending with the shorter", () => {
    const plan = {
      videoPath: "in",
      demuxer: "mov" as const,
      audioPath: "sound",
      container: "mp4" as const,
      fit: "video" as const,
      videoDurationSeconds: 2.04,
      outputPath: "out.mp4",
    };
    expect(buildReplaceAudioCommand(plan).args).toEqual([
      ...["-v", "error", "-y", "-f", "mov", "-i", "in", "-i", "sound"],
      ...["-map", "0:v:0", "-map", "1:a:0", "-c:v", "copy", "-c:a", "aac", "-b:a", "128k"],
      ...["-af", "apad", "-t", "2.04", "-map_metadata", "-1", "-movflags", "+faststart"],
      ...tail("mp4", "out.mp4"),
    ]);
    const webm = buildReplaceAudioCommand({ ...plan, container: "webm", fit: "shortest" }).args;
    expect(webm.slice(15, 20)).toEqual(["-c:a", "libopus", "-b:a", "96k", "-shortest"]);
  });

  it("extracts AAC into M4A (the ipod muxer) or LAME's MP3", () => {
    expect(
      buildExtractAudioCommand({ inputPath: "in", demuxer: "mov", format: "m4a", outputPath: "a" })
        .args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "mov", "-i", "in", "-map", "0:a:0", "-vn"],
      ...["-c:a", "aac", "-b:a", "160k", "-movflags", "+faststart", "-map_metadata", "-1"],
      ...tail("ipod", "a"),
    ]);
    expect(
      buildExtractAudioCommand({ inputPath: "in", demuxer: "mov", format: "mp3", outputPath: "a" })
        .args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "mov", "-i", "in", "-map", "0:a:0", "-vn"],
      ...["-c:a", "libmp3lame", "-q:a", "2", "-map_metadata", "-1"],
      ...tail("mp3", "a"),
    ]);
  });

  it("copies ISO-BMFF videos into MP4 and WebM into WebM, and no other container", () => {
    expect(copyContainerFor("mov")).toBe("mp4");
    expect(copyContainerFor("webm")).toBe("webm");
    expect(copyContainerFor("mkv")).toBeNull();
    expect(copyContainerFor("avi")).toBeNull();
  });
});
