import { describe, expect, it } from "vitest";
import { buildFastTrimCommand, parseTrimResultSeconds } from "./commands.ts";
import { exactTrimReadSeconds } from "./process.ts";

describe("the fast trim's command", () => {
  it("seeks the index, copies the first picture and sound for the part, MP4 index first", () => {
    expect(
      buildFastTrimCommand({
        inputPath: "/in",
        demuxer: "mov",
        startSeconds: 1.2345,
        durationSeconds: 2,
        format: "mp4",
        outputPath: "/out.mp4",
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-ss", "1.235", "-f", "mov", "-i", "/in", "-t", "2"],
      ...["-map", "0:v:0", "-map", "0:a:0?", "-c", "copy", "-avoid_negative_ts", "make_zero"],
      ...["-map_metadata", "-1", "-movflags", "+faststart", "-f", "mp4", "/out.mp4"],
    ]);
  });

  it("reads from the start without a seek; a WebM has no faststart", () => {
    expect(
      buildFastTrimCommand({
        inputPath: "/in",
        demuxer: "matroska",
        startSeconds: 0,
        durationSeconds: 1.5,
        format: "webm",
        outputPath: "/out.webm",
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "matroska", "-i", "/in", "-t", "1.5"],
      ...["-map", "0:v:0", "-map", "0:a:0?", "-c", "copy", "-avoid_negative_ts", "make_zero"],
      ...["-map_metadata", "-1", "-f", "webm", "/out.webm"],
    ]);
  });

  it("reads the picture's length: the stream's, Matroska's DURATION tag, or the container's", () => {
    expect(
      parseTrimResultSeconds('{"streams":[{"duration":"0.920000"}],"format":{"duration":"0.953"}}'),
    ).toBe(0.92);
    expect(
      parseTrimResultSeconds(
        '{"streams":[{"tags":{"DURATION":"00:00:01.500000000"}}],"format":{}}',
      ),
    ).toBe(1.5);
    expect(parseTrimResultSeconds('{"streams":[],"format":{"duration":"2.0"}}')).toBe(2);
  });
});

describe("an exact trim's read window", () => {
  it("reads the input to the end of the range and half a second more; all of it with no end", () => {
    expect(exactTrimReadSeconds(3)).toBe(3.5);
    expect(exactTrimReadSeconds(1.2345)).toBe(1.735);
    expect(exactTrimReadSeconds(undefined)).toBeUndefined();
  });
});
