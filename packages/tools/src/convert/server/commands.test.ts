import { describe, expect, it } from "vitest";
import {
  buildGifToApng,
  buildGifToAvif,
  buildGifToMp4,
  buildGifToRawFrames,
  buildGifToWebm,
  buildWebpMux,
} from "./commands.ts";

describe("convert commands", () => {
  it("MP4: constant rate over a background canvas with even sides, H.264 yuv420p, faststart", () => {
    expect(
      buildGifToMp4({
        inputPath: "/w/in.gif",
        outputPath: "/w/out.mp4",
        width: 85,
        height: 77,
        framesPerSecond: { numerator: 50, denominator: 3 },
        background: "#ff8800",
        durationCentiseconds: 30,
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-xerror",
        "-v",
        "error",
        "-f",
        "gif",
        "-i",
        "/w/in.gif",
        "-filter_complex",
        "color=c=0xff8800:s=86x78:r=50/3[canvas];[0:v]fps=50/3[frames];[canvas][frames]overlay=x=0:y=0:shortest=1:format=rgb,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[video]",
        "-map",
        "[video]",
        "-an",
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-crf",
        "20",
        "-pix_fmt",
        "yuv420p",
        "-colorspace",
        "bt709",
        "-color_primaries",
        "bt709",
        "-color_trc",
        "bt709",
        "-color_range",
        "tv",
        "-movflags",
        "+faststart",
        "-progress",
        "pipe:1",
        "-nostats",
        "-f",
        "mp4",
        "-y",
        "/w/out.mp4",
      ],
    });
  });

  it("MP4: even sides stay as they are", () => {
    const { args } = buildGifToMp4({
      inputPath: "a.gif",
      outputPath: "b.mp4",
      width: 480,
      height: 270,
      framesPerSecond: { numerator: 10, denominator: 1 },
      background: "#ffffff",
      durationCentiseconds: 100,
    });
    expect(args[args.indexOf("-filter_complex") + 1]).toMatch(
      /^color=c=0xffffff:s=480x270:r=10\/1\[canvas\]/,
    );
  });

  it("APNG: one frame per GIF frame, total plays and the last frame's delay", () => {
    expect(
      buildGifToApng({
        inputPath: "/w/in.gif",
        outputPath: "/w/out.apng",
        plays: 3,
        lastDelayCentiseconds: 1500,
        durationCentiseconds: 1700,
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "gif",
        "-i",
        "/w/in.gif",
        "-fps_mode",
        "passthrough",
        "-enc_time_base",
        "1/100",
        "-c:v",
        "apng",
        "-plays",
        "3",
        "-final_delay",
        "1500/100",
        "-f",
        "apng",
        "-y",
        "/w/out.apng",
      ],
    });
  });

  it("WebP: every composited frame as raw RGBA", () => {
    expect(buildGifToRawFrames("/w/in.gif", "/w/frames.rgba")).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "gif",
        "-i",
        "/w/in.gif",
        "-fps_mode",
        "passthrough",
        "-pix_fmt",
        "rgba",
        "-f",
        "rawvideo",
        "-y",
        "/w/frames.rgba",
      ],
    });
  });

  it("WebP: webpmux places the stills with exact delays, offsets, blending and the loop", () => {
    expect(
      buildWebpMux({
        frames: [
          { path: "/f/1.webp", x: 0, y: 0, blend: false },
          { path: "/f/2.webp", x: 12, y: 6, blend: true },
        ],
        delaysMs: [100, 3000],
        plays: 0,
        outputPath: "/w/out.webp",
      }),
    ).toEqual({
      binary: "webpmux",
      args: [
        "-frame",
        "/f/1.webp",
        "+100+0+0+0-b",
        "-frame",
        "/f/2.webp",
        "+3000+12+6+0+b",
        "-loop",
        "0",
        "-bgcolor",
        "0,255,255,255",
        "-o",
        "/w/out.webp",
      ],
    });
  });
});

describe("convert commands: AVIF and WebM", () => {
  const timedGifInput = [
    "-v",
    "error",
    "-f",
    "gif",
    "-i",
    "/w/in.gif",
    "-fps_mode",
    "passthrough",
    "-enc_time_base",
    "1/100",
  ];
  // The last frame repeated (tpad stamps the copy at the end, 5.79 s) and the copy moved one
  // tick earlier, so its tick ends on the GIF's end.
  const heldTo578 = "settb=1/100,tpad=stop_mode=clone:stop=1,setpts='min(PTS,578)'";

  const avifEncoder = [
    "-c:v",
    "libaom-av1",
    "-crf",
    "30",
    "-b:v",
    "0",
    "-cpu-used",
    "8",
    "-row-mt",
    "1",
    "-colorspace",
    "bt709",
    "-color_primaries",
    "bt709",
    "-color_trc",
    "bt709",
    "-color_range",
    "pc",
    "-f",
    "avif",
    "-y",
    "/w/out.avif",
  ];

  it("AVIF with alpha: the colour and a gray alpha plane as two AV1 streams, every frame timed in hundredths", () => {
    expect(
      buildGifToAvif({
        inputPath: "/w/in.gif",
        outputPath: "/w/out.avif",
        withAlpha: true,
        durationCentiseconds: 579,
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        ...timedGifInput,
        "-filter_complex",
        `[0:v]${heldTo578},format=rgba,split[rgba][forAlpha];[rgba]scale=out_color_matrix=bt709:out_range=pc,format=yuv420p[color];[forAlpha]alphaextract,format=gray[alpha]`,
        "-r",
        "100",
        "-map",
        "[color]",
        "-map",
        "[alpha]",
        ...avifEncoder,
      ],
    });
  });

  it("AVIF without alpha: one stream", () => {
    expect(
      buildGifToAvif({
        inputPath: "/w/in.gif",
        outputPath: "/w/out.avif",
        withAlpha: false,
        durationCentiseconds: 579,
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        ...timedGifInput,
        "-filter_complex",
        `[0:v]${heldTo578},scale=out_color_matrix=bt709:out_range=pc,format=yuv420p[color]`,
        "-r",
        "100",
        "-map",
        "[color]",
        ...avifEncoder,
      ],
    });
  });

  it("WebM: VP9 with yuva420p where there is alpha, yuv420p otherwise, no audio", () => {
    const webm = (pixelFormat: string) => ({
      binary: "ffmpeg",
      args: [
        ...timedGifInput,
        "-vf",
        heldTo578,
        "-r",
        "100",
        "-map",
        "0:v",
        "-an",
        "-c:v",
        "libvpx-vp9",
        "-pix_fmt",
        pixelFormat,
        "-crf",
        "32",
        "-b:v",
        "0",
        "-deadline",
        "good",
        "-cpu-used",
        "4",
        "-row-mt",
        "1",
        "-f",
        "webm",
        "-y",
        "/w/out.webm",
      ],
    });
    for (const [withAlpha, pixelFormat] of [
      [true, "yuva420p"],
      [false, "yuv420p"],
    ] as const) {
      expect(
        buildGifToWebm({
          inputPath: "/w/in.gif",
          outputPath: "/w/out.webm",
          withAlpha,
          durationCentiseconds: 579,
        }),
      ).toEqual(webm(pixelFormat));
    }
  });
});
