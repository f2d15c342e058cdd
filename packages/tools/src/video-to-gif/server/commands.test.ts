import { describe, expect, it } from "vitest";
import {
  buildBrowserPreviewCommand,
  buildVideoProbeCommand,
  demuxerForDetectedType,
  parseVideoProbe,
} from "../../shared/video-input.ts";
import { videoToGifOptionsSchema } from "../shared/options.ts";
import {
  buildConversionCommand,
  buildConversionGraph,
  buildLossyCommand,
  type ConversionPlan,
  createProgressParser,
  formatSeconds,
  seekSecondsFor,
} from "./commands.ts";
import { firstSeconds, resolveSegments } from "./process.ts";

const basePlan: ConversionPlan = {
  inputPath: "/work/t1/input-0",
  demuxer: "mov",
  segments: [{ start: 1, end: 3 }],
  fps: 15,
  width: 480,
  height: 360,
  brightness: 0,
  contrast: 1,
  quality: "medium",
  gifPath: "/work/t1/converted.gif",
  withAudio: false,
};

describe("Video to GIF commands", () => {
  it("a fit attempt: a lower frame rate, another size and fewer colours in the same graph", () => {
    const graph = buildConversionGraph({
      ...basePlan,
      fps: 7.5,
      width: 300,
      height: 225,
      colours: 64,
    });
    expect(graph).toContain("fps=7.5,scale=300:225:flags=lanczos");
    expect(graph).toContain("palettegen=stats_mode=diff:max_colors=64[palette]");
    // Without colours: the quality level's.
    expect(buildConversionGraph(basePlan)).toContain("max_colors=256[palette]");
  });
  it("the first seconds of joined segments: the sample of a fit", () => {
    const segments = [
      { start: 1, end: 3 },
      { start: 10, end: 14 },
    ];
    expect(firstSeconds(segments, 1.5)).toEqual([{ start: 1, end: 2.5 }]);
    expect(firstSeconds(segments, 3)).toEqual([
      { start: 1, end: 3 },
      { start: 10, end: 11 },
    ]);
    expect(firstSeconds(segments, 10)).toEqual(segments);
  });
  it("one segment, GIF only: seek, exact trim, fps, Lanczos scale, clip palette with Bayer dither", () => {
    expect(buildConversionCommand(basePlan)).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-y",
        "-nostats",
        // A start in the first 1.5 s: the input is read from its beginning.
        "-t",
        "3",
        "-f",
        "mov",
        "-i",
        "/work/t1/input-0",
        "-filter_complex",
        "[0:v]trim=start=1:end=3,setpts=PTS-STARTPTS[v0];" +
          "[v0]fps=15,scale=480:360:flags=lanczos,setsar=1,split=2[gifsource][progress];" +
          "[gifsource]hqdn3d=0:0:6:6,split[paletteinput][gifinput];[paletteinput]palettegen=stats_mode=diff:max_colors=256[palette];" +
          "[gifinput][palette]paletteuse=dither=none:diff_mode=rectangle,metadata=mode=add:key=gifkit:value=encoded,metadata=mode=print:file=-:direct=1[gif];" +
          "[progress]metadata=mode=add:key=gifkit:value=decoded,metadata=mode=print:file=-:direct=1,nullsink",
        "-map",
        "[gif]",
        "-loop",
        "0",
        "-f",
        "gif",
        "/work/t1/converted.gif",
      ],
    });
  });

  it("two segments with audio, MP4 (odd size cropped even) and WebP, brightness and contrast, high quality", () => {
    const command = buildConversionCommand({
      ...basePlan,
      demuxer: "matroska",
      segments: [
        { start: 0.5, end: 2.25 },
        { start: 10, end: 12.1 },
      ],
      fps: 24,
      width: 321,
      height: 241,
      brightness: 0.2,
      contrast: 1.5,
      quality: "high",
      mp4Path: "/work/t1/converted.mp4",
      withAudio: true,
      webpPath: "/work/t1/converted.webp",
    });
    expect(command.args).toEqual([
      "-v",
      "error",
      "-y",
      "-nostats",
      "-t",
      "2.25",
      "-f",
      "matroska",
      "-i",
      "/work/t1/input-0",
      // Sought one second before the segment; trim makes the exact cut.
      "-ss",
      "9",
      "-t",
      "3.1",
      "-f",
      "matroska",
      "-i",
      "/work/t1/input-0",
      "-filter_complex",
      "[0:v]trim=start=0.5:end=2.25,setpts=PTS-STARTPTS[v0];" +
        "[0:a]atrim=start=0.5:end=2.25,asetpts=PTS-STARTPTS,apad=whole_dur=1.75[a0];" +
        "[1:v]trim=start=1:end=3.1,setpts=PTS-STARTPTS[v1];" +
        "[1:a]atrim=start=1:end=3.1,asetpts=PTS-STARTPTS,apad=whole_dur=2.1[a1];" +
        "[v0][a0][v1][a1]concat=n=2:v=1:a=1[joinedvideo][joinedaudio];" +
        "[joinedvideo]fps=24,scale=321:241:flags=lanczos,setsar=1,eq=brightness=0.2:contrast=1.5,split=4[gifsource][mp4source][webp][progress];" +
        "[gifsource]split[paletteinput][gifinput];[paletteinput]palettegen=stats_mode=single:max_colors=256[palette];" +
        "[gifinput][palette]paletteuse=new=1:dither=bayer:bayer_scale=5,metadata=mode=add:key=gifkit:value=encoded,metadata=mode=print:file=-:direct=1[gif];" +
        "[progress]metadata=mode=add:key=gifkit:value=decoded,metadata=mode=print:file=-:direct=1,nullsink;" +
        "[mp4source]crop=320:240:0:0,format=yuv420p[mp4]",
      "-map",
      "[gif]",
      "-loop",
      "0",
      "-f",
      "gif",
      "/work/t1/converted.gif",
      "-map",
      "[mp4]",
      "-map",
      "[joinedaudio]",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "18",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-b:a",
      "128k",
      "-movflags",
      "+faststart",
      "-f",
      "mp4",
      "/work/t1/converted.mp4",
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
      "/work/t1/converted.webp",
    ]);
  });

  it("a silent source still gets an MP4 (picture only) and two segments are joined without audio", () => {
    const graph = buildConversionGraph({
      ...basePlan,
      quality: "low",
      segments: [
        { start: 0, end: 1 },
        { start: 2, end: 3 },
      ],
      mp4Path: "/work/t1/converted.mp4",
      withAudio: false,
    });
    expect(graph).toBe(
      "[0:v]trim=start=0:end=1,setpts=PTS-STARTPTS[v0];[1:v]trim=start=1:end=2,setpts=PTS-STARTPTS[v1];" +
        "[v0][v1]concat=n=2:v=1:a=0[joinedvideo];" +
        "[joinedvideo]fps=15,scale=480:360:flags=lanczos,setsar=1,split=3[gifsource][mp4source][progress];" +
        "[gifsource]hqdn3d=0:0:6:6,split[paletteinput][gifinput];[paletteinput]palettegen=stats_mode=diff:max_colors=128[palette];" +
        "[gifinput][palette]paletteuse=dither=none:diff_mode=rectangle,metadata=mode=add:key=gifkit:value=encoded,metadata=mode=print:file=-:direct=1[gif];" +
        "[progress]metadata=mode=add:key=gifkit:value=decoded,metadata=mode=print:file=-:direct=1,nullsink;" +
        "[mp4source]format=yuv420p[mp4]",
    );
    const command = buildConversionCommand({ ...basePlan, mp4Path: "/o.mp4", withAudio: false });
    expect(command.args).not.toContain("[joinedaudio]");
    expect(command.args).not.toContain("-c:a");
  });

  it("seeks one second before a segment, never into the first 1.5 s", () => {
    expect(seekSecondsFor({ start: 0, end: 2 })).toBe(0);
    expect(seekSecondsFor({ start: 1.4, end: 2 })).toBe(0);
    expect(seekSecondsFor({ start: 1.5, end: 2 })).toBe(0.5);
    expect(seekSecondsFor({ start: 20.3, end: 25 })).toBe(19.3);
  });

  it("gifsicle's lossy pass and seconds formatting", () => {
    expect(buildLossyCommand("/w/palette.gif", "/w/converted.gif", 40)).toEqual({
      binary: "gifsicle",
      args: ["-O3", "-Okeep-empty", "--lossy=40", "/w/palette.gif", "--output", "/w/converted.gif"],
    });
    expect(formatSeconds(12.100000000000001)).toBe("12.1");
    expect(formatSeconds(0.0004)).toBe("0");
  });

  it("ffprobe and the browser preview read with the demuxer chosen by content", () => {
    expect(demuxerForDetectedType("mkv")).toBe("matroska");
    expect(demuxerForDetectedType("webm")).toBe("matroska");
    expect(demuxerForDetectedType("mp4")).toBe("mov");
    expect(demuxerForDetectedType("3gp")).toBe("mov");
    expect(demuxerForDetectedType("asf")).toBe("asf");
    expect(demuxerForDetectedType("avi")).toBe("avi");
    expect(demuxerForDetectedType("flv")).toBe("flv");
    for (const refused of ["m3u8", "hls", "gif", "toString", null])
      expect(demuxerForDetectedType(refused)).toBeNull();
    expect(buildVideoProbeCommand("/in", "avi")).toEqual({
      binary: "ffprobe",
      args: [
        "-v",
        "error",
        "-probesize",
        "5000000",
        "-analyzeduration",
        "5000000",
        "-f",
        "avi",
        "-show_entries",
        "format=duration:stream=codec_type,width,height,duration,nb_frames,avg_frame_rate,color_transfer:stream_side_data=rotation",
        "-of",
        "json",
        "/in",
      ],
    });
    expect(buildBrowserPreviewCommand("/in", "flv", "/out.mp4", 6.2)).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-y",
        "-f",
        "flv",
        "-i",
        "/in",
        "-map",
        "0:v:0",
        "-map",
        "0:a:0?",
        "-vf",
        "scale=640:360:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1,format=yuv420p",
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-crf",
        "30",
        "-g",
        "30",
        "-c:a",
        "aac",
        "-b:a",
        "64k",
        "-ac",
        "2",
        "-sn",
        "-dn",
        "-t",
        "8",
        "-movflags",
        "+faststart",
        "/out.mp4",
      ],
    });
  });

  it("reads ffprobe's answer: duration, picture size, audio present or not", () => {
    const probe = parseVideoProbe(
      JSON.stringify({
        streams: [
          { codec_type: "audio", duration: "6.15" },
          {
            codec_type: "video",
            width: 640,
            height: 480,
            duration: "6.166",
            avg_frame_rate: "30000/1001",
          },
        ],
        format: { duration: "6.166000" },
      }),
    );
    expect(probe).toEqual({
      durationSeconds: 6.166,
      width: 640,
      height: 480,
      hasVideo: true,
      hasAudio: true,
      largestPicture: { width: 640, height: 480 },
      timingProblem: null,
      // Where a fit under a size starts: never faster than the video (issue 24).
      framesPerSecond: 30000 / 1001,
      rotationDegrees: 0,
      hdrTransfer: null,
    });
    const webm = parseVideoProbe(
      JSON.stringify({ streams: [{ codec_type: "video", width: 320, height: 240 }], format: {} }),
    );
    expect(webm).toMatchObject({
      durationSeconds: 0,
      hasAudio: false,
      hasVideo: true,
      framesPerSecond: null,
    });
    // The limit check reads the largest picture of any video stream; the conversion the first.
    const twoPictures = parseVideoProbe(
      JSON.stringify({
        streams: [
          { codec_type: "video", width: 320, height: 240 },
          { codec_type: "video", width: 12_100, height: 8 },
        ],
        format: { duration: "2" },
      }),
    );
    expect(twoPictures).toMatchObject({
      width: 320,
      height: 240,
      largestPicture: { width: 12_100, height: 240 },
    });
  });

  it("progress: half for frames decoded, half for GIF frames encoded, from the graph's lines", () => {
    const progress = createProgressParser(4);
    expect(progress.line("frame:0    pts:0       pts_time:0")).toBeNull();
    expect(progress.line("gifkit=decoded")).toBe(0);
    progress.line("frame:30   pts:30      pts_time:2");
    expect(progress.line("gifkit=decoded")).toBeCloseTo(0.25);
    progress.line("frame:60   pts:60      pts_time:4");
    expect(progress.line("gifkit=decoded")).toBeCloseTo(0.5);
    progress.line("frame:30   pts:30      pts_time:2");
    expect(progress.line("gifkit=encoded")).toBeCloseTo(0.75);
    // A late decoded line of an earlier time never moves the bar back.
    progress.line("frame:3    pts:3       pts_time:0.2");
    expect(progress.line("gifkit=decoded")).toBeCloseTo(0.75);
    expect(progress.line("something else")).toBeNull();
    // The video was shorter than asked: the total is corrected.
    progress.setSelectedSeconds(2);
    progress.line("frame:30   pts:30      pts_time:2");
    expect(progress.line("gifkit=encoded")).toBe(1);
  });
});

describe("Video to GIF options and segments", () => {
  const messageOf = (fields: Record<string, string>) => {
    const parsed = videoToGifOptionsSchema.safeParse(fields);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it("the spec's six schema messages, word for word", () => {
    expect(messageOf({ segments: "[{start:0}" })).toBe("Invalid segments JSON");
    expect(messageOf({ segments: "[]" })).toBe("Segments must be a non-empty list");
    expect(messageOf({ segments: '{"start":0,"end":1}' })).toBe(
      "Segments must be a non-empty list",
    );
    expect(messageOf({ segments: '[{"start":"0","end":1}]' })).toBe(
      "Each segment must have numeric start and end",
    );
    expect(messageOf({ segments: '[{"start":2,"end":1}]' })).toBe("Invalid segment timing");
    expect(messageOf({ segments: '[{"start":-1,"end":1}]' })).toBe("Invalid segment timing");
    expect(messageOf({ brightness: "-1.1" })).toBe("Brightness must be between -1.0 and 1.0");
    expect(messageOf({ contrast: "2.1" })).toBe("Contrast must be between 0 and 2.0");
  });

  it("limits name themselves: 60 s in total, 600 frames, 300 megapixels, 1920 × 1080", () => {
    expect(
      messageOf({ segments: '[{"start":0,"end":30},{"start":40,"end":70.5}]', fps: "10" }),
    ).toMatch(/add up to 60\.5 seconds; the limit is 60 seconds in total/);
    expect(messageOf({ segments: '[{"start":0,"end":20.1}]', fps: "30" })).toMatch(
      /603 frames; the limit is 600 frames/,
    );
    expect(
      messageOf({ segments: '[{"start":0,"end":20}]', fps: "30", width: "320", height: "240" }),
    ).toBeNull();
    expect(
      messageOf({ segments: '[{"start":0,"end":10}]', fps: "15", width: "1920", height: "1080" }),
    ).toMatch(/1920 × 1080 × 150 frames is 311 megapixels; the limit is 300 megapixels/);
    expect(messageOf({ width: "1921" })).toMatch(
      /from 16 to 1920 pixels \(the output limit is 1920 × 1080\)/,
    );
    expect(messageOf({ height: "1081" })).toMatch(/from 16 to 1080 pixels/);
    expect(messageOf({ fps: "25" })).toBe("Frame rate must be 10, 15, 24 or 30 fps.");
  });

  it("segments are checked against the video's length: 'Segment exceeds video length'", () => {
    // Without segments (issue 24): the whole video up to 6 s, else its first 5 s.
    expect(resolveSegments(null, 4)).toEqual([{ start: 0, end: 4 }]);
    expect(resolveSegments(null, 6.166)).toEqual([{ start: 0, end: 5 }]);
    expect(resolveSegments(null, 40)).toEqual([{ start: 0, end: 5 }]);
    expect(resolveSegments([{ start: 5, end: 6.2 }], 6.166)).toEqual([{ start: 5, end: 6.166 }]);
    expect(() => resolveSegments([{ start: 5, end: 6.3 }], 6.166)).toThrow(
      "Segment exceeds video length",
    );
    expect(() => resolveSegments([{ start: 6.166, end: 6.2 }], 6.166)).toThrow(
      "Segment exceeds video length",
    );
  });
});
