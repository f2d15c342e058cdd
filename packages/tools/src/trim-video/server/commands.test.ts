import { describe, expect, it } from "vitest";
import {
  buildFastTrimCommand,
  buildStartKeyFrameProbe,
  parseStartKeyFrameSeconds,
} from "./commands.ts";
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

  it("probes the key frame the seek lands on, counted from the container's first timestamp", () => {
    expect(buildStartKeyFrameProbe("/in", "mov", 1.2345).args).toEqual([
      ...["-v", "error", "-f", "mov", "-select_streams", "v:0", "-read_intervals", "+1.235%+#1"],
      ...["-show_entries", "packet=pts_time,flags:format=start_time", "-of", "json", "/in"],
    ]);
  });

  it("reads the key frame's place on the timeline; NaN for no packet or one that is not a key frame", () => {
    expect(
      parseStartKeyFrameSeconds(
        '{"packets":[{"pts_time":"3.003000","flags":"K_"}],"format":{"start_time":"0.000000"}}',
      ),
    ).toBe(3.003);
    // A WebM whose first timestamp is 0.5 s: its key frame at 1.5 s is 1 s into the video.
    expect(
      parseStartKeyFrameSeconds(
        '{"packets":[{"pts_time":"1.500000","flags":"K_"}],"format":{"start_time":"0.500000"}}',
      ),
    ).toBe(1);
    expect(parseStartKeyFrameSeconds('{"packets":[],"format":{}}')).toBeNaN();
    expect(
      parseStartKeyFrameSeconds('{"packets":[{"pts_time":"0.1","flags":"__"}],"format":{}}'),
    ).toBeNaN();
  });
});

describe("an exact trim's read window", () => {
  it("reads the input to the end of the range and half a second more; all of it with no end", () => {
    expect(exactTrimReadSeconds(3)).toBe(3.5);
    expect(exactTrimReadSeconds(1.2345)).toBe(1.735);
    expect(exactTrimReadSeconds(undefined)).toBeUndefined();
  });
});
