import { describe, expect, it } from "vitest";
import {
  buildProbeVideoStreams,
  buildVideoAnimationToGif,
  createDecodeBound,
  parseDeclaredDuration,
} from "./gif-input-commands.ts";

describe("AVIF and WebM input commands", () => {
  it("probes the video streams and the declared duration", () => {
    expect(buildProbeVideoStreams("/in")).toEqual({
      binary: "ffprobe",
      args: [
        "-v",
        "error",
        "-select_streams",
        "v",
        "-show_entries",
        "stream=index,codec_name,width,height,duration:format=duration",
        "-of",
        "json",
        "/in",
      ],
    });
    expect(parseDeclaredDuration('{"streams":[],"format":{"duration":"2.000000"}}')).toBe(2);
    // An AVIF's container declares 0; its track declares the length.
    expect(
      parseDeclaredDuration(
        '{"streams":[{"duration":"2.000000"}],"format":{"duration":"0.000000"}}',
      ),
    ).toBe(2);
    // No duration in the header (a recording's WebM): no duration bound, only the frame bound.
    expect(parseDeclaredDuration('{"streams":[],"format":{"duration":"N/A"}}')).toBe(0);
    expect(parseDeclaredDuration('{"streams":[]}')).toBe(0);
  });

  it("decodes a WebM's alpha with libvpx, the decoder of its own codec", () => {
    const decoderOf = (codecName: string) => {
      const { args } = buildVideoAnimationToGif({
        inputPath: "/in.webm",
        outputPath: "/out.gif",
        container: "webm",
        alphaStream: false,
        codecName,
        maxFrames: 2001,
      });
      return args.slice(args.indexOf("matroska") + 1, args.indexOf("-i"));
    };
    expect(decoderOf("vp9")).toEqual(["-c:v", "libvpx-vp9"]);
    // libvpx-vp9 refuses VP8 ("Bitstream not supported"): Chrome records WebM as VP8 by default.
    expect(decoderOf("vp8")).toEqual(["-c:v", "libvpx"]);
    expect(decoderOf("av1")).toEqual([]);
  });

  it("decodes with a frame-counting branch beside the palette", () => {
    expect(
      buildVideoAnimationToGif({
        inputPath: "/in",
        outputPath: "/out.gif",
        container: "avif",
        alphaStream: true,
        codecName: "av1",
        maxFrames: 2001,
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "mov",
        "-i",
        "/in",
        "-filter_complex",
        "[0:v:0][0:v:1]alphamerge[frames];[frames]format=rgba,split=3[forGif][forPalette][counted];[forPalette]palettegen=stats_mode=diff:reserve_transparent=1[palette];[forGif][palette]paletteuse=dither=floyd_steinberg:alpha_threshold=128;[counted]metadata=mode=add:key=gifkit:value=decoded,metadata=mode=print:file=-:direct=1,nullsink",
        "-fps_mode",
        "passthrough",
        "-frames:v",
        "2001",
        "-an",
        "-loop",
        "0",
        "-f",
        "gif",
        "-y",
        "/out.gif",
      ],
    });
  });

  const frameLines = (times: number[]) =>
    times.flatMap((time, index) => [
      `frame:${index}    pts:${time * 1000}     pts_time:${time}`,
      "gifkit=decoded",
    ]);
  const firstPassed = (bound: ReturnType<typeof createDecodeBound>, lines: string[]) => {
    for (const [index, line] of lines.entries()) {
      const passed = bound.line(line);
      if (passed) return { passed, atLine: index };
    }
    return null;
  };

  it("stops a decode a second past the declared duration (an edit list replaying 2 s)", () => {
    const times = Array.from({ length: 500 }, (_, index) => index * 0.04);
    // The first frame past 3 s: 3.04 s is frame 76.
    expect(firstPassed(createDecodeBound(2000, 2), frameLines(times))).toEqual({
      passed: "duration",
      atLine: 76 * 2 + 1,
    });
    // Within the declared duration and a second: nothing passed.
    expect(firstPassed(createDecodeBound(2000, 2), frameLines(times.slice(0, 76)))).toBeNull();
  });

  it("stops a decode at one frame over the frame bound, whatever the header says", () => {
    const times = Array.from({ length: 30 }, (_, index) => index * 0.04);
    const bound = createDecodeBound(20, 0);
    expect(firstPassed(bound, frameLines(times))).toEqual({ passed: "frames", atLine: 20 * 2 + 1 });
    expect(bound.frames).toBe(21);
  });
});
