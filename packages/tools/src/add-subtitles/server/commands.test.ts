import { describe, expect, it } from "vitest";
import { buildSoftSubtitlesCommand, burnSubtitlesFilter } from "./commands.ts";

describe("Add Subtitles' commands", () => {
  it("burns an SRT with the chosen size and place, an ASS with its own styles", () => {
    expect(
      burnSubtitlesFilter({
        subtitlePath: "/tmp/task/subtitles.srt",
        format: "srt",
        size: "large",
        position: "top",
      }),
    ).toBe(
      "subtitles=filename=/tmp/task/subtitles.srt:charenc=UTF-8:force_style='FontName=Liberation Sans,FontSize=30,Alignment=8,MarginV=14,BorderStyle=1,Outline=1.5,Shadow=0'",
    );
    expect(
      burnSubtitlesFilter({
        subtitlePath: "/w/subtitles.ass",
        format: "ass",
        size: "medium",
        position: "bottom",
      }),
    ).toBe("subtitles=filename=/w/subtitles.ass:charenc=UTF-8");
    expect(() =>
      burnSubtitlesFilter({
        subtitlePath: "/w/a:b.srt",
        format: "srt",
        size: "medium",
        position: "bottom",
      }),
    ).toThrow("A subtitle path ffmpeg's filter syntax would misread: /w/a:b.srt");
  });

  it("adds a soft track with the picture and sound copied: mov_text in MP4, WebVTT in WebM", () => {
    expect(
      buildSoftSubtitlesCommand({
        videoPath: "in",
        demuxer: "mov",
        subtitlePath: "s.srt",
        subtitleFormat: "srt",
        container: "mp4",
        withAudio: true,
        outputPath: "out.mp4",
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "mov", "-i", "in", "-f", "srt", "-i", "s.srt"],
      ...["-map", "0:v:0", "-map", "0:a:0", "-map", "1:0", "-c:v", "copy", "-c:a", "copy"],
      ...["-c:s", "mov_text", "-metadata:s:s:0", "language=und", "-map_metadata", "-1"],
      ...["-movflags", "+faststart", "-progress", "pipe:1", "-nostats", "-f", "mp4", "out.mp4"],
    ]);
    expect(
      buildSoftSubtitlesCommand({
        videoPath: "in",
        demuxer: "matroska",
        subtitlePath: "s.ass",
        subtitleFormat: "ass",
        container: "webm",
        withAudio: false,
        outputPath: "out.webm",
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "matroska", "-i", "in", "-f", "ass", "-i", "s.ass"],
      ...["-map", "0:v:0", "-map", "1:0", "-c:v", "copy", "-c:s", "webvtt"],
      ...["-metadata:s:s:0", "language=und", "-map_metadata", "-1"],
      ...["-progress", "pipe:1", "-nostats", "-f", "webm", "out.webm"],
    ]);
  });
});
