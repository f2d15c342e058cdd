import { describe, expect, it } from "vitest";
import {
  buildVideoChainCommand,
  buildVideoChainGraph,
  videoProgressFraction,
} from "./video-graph.ts";

const cut = {
  video: ["trim=start=0.4:end=1.6", "setpts=PTS-STARTPTS"],
  audio: ["atrim=start=0.4:end=1.6", "asetpts=PTS-STARTPTS"],
};
const speed = { video: ["setpts=PTS/2"], audio: ["atempo=2"] };
const boomerang = {
  video: [],
  audio: [],
  graph: {
    video: "[in]split[f][r];[r]reverse[b];[f][b]concat=n=2:v=1:a=0[out]",
    audio: "[ain]asplit[af][ar];[ar]areverse[ab];[af][ab]concat=n=2:v=0:a=1[aout]",
  },
};

describe("the video chain's one ffmpeg command", () => {
  it("links every step's filters in order, audio beside, then rate, even sides, 4:2:0", () => {
    expect(
      buildVideoChainGraph({
        parts: [cut, { video: ["crop=91:120:0:0"], audio: [] }, speed],
        withAudio: true,
        facts: { width: 91, height: 120, framesPerSecond: 50 },
      }),
    ).toBe(
      [
        "[0:v]trim=start=0.4:end=1.6,setpts=PTS-STARTPTS[s1v]",
        "[0:a]atrim=start=0.4:end=1.6,asetpts=PTS-STARTPTS[s1a]",
        "[s1v]crop=91:120:0:0[s2v]",
        "[s2v]setpts=PTS/2[s3v]",
        "[s1a]atempo=2[s3a]",
        "[s3v]fps=50,crop=90:120:0:0,format=yuv420p[vout]",
        "[s3a]anull[aout]",
      ].join(";"),
    );
  });

  it("puts a graph-shaped step (boomerang) between its labels; caps the rate at 60", () => {
    expect(
      buildVideoChainGraph({
        parts: [boomerang],
        withAudio: false,
        facts: { width: 160, height: 90, framesPerSecond: 120 },
      }),
    ).toBe(
      "[0:v]split[f][r];[r]reverse[b];[f][b]concat=n=2:v=1:a=0[s1v];[s1v]fps=60,format=yuv420p[vout]",
    );
  });

  it("MP4: H.264 veryfast at a quality, AAC, faststart, no metadata, progress on stdout", () => {
    expect(
      buildVideoChainCommand({
        inputPath: "/in",
        demuxer: "mov",
        parts: [speed],
        withAudio: true,
        facts: { width: 160, height: 90, framesPerSecond: 50 },
        format: "mp4",
        encoding: { kind: "quality", crf: 23 },
        audioKilobitsPerSecond: 128,
        outputPath: "/out.mp4",
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "mov", "-i", "/in", "-filter_complex"],
      "[0:v]setpts=PTS/2[s1v];[0:a]atempo=2[s1a];[s1v]fps=50,format=yuv420p[vout];[s1a]anull[aout]",
      ...["-map", "[vout]", "-map", "[aout]", "-map_metadata", "-1"],
      ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart"],
      ...["-progress", "pipe:1", "-nostats", "-f", "mp4", "/out.mp4"],
    ]);
  });

  it("two-pass: the first pass measures the picture only and writes nothing; WebM takes VP9/Opus", () => {
    const plan = {
      inputPath: "/in",
      demuxer: "matroska" as const,
      parts: [],
      withAudio: true,
      facts: { width: 160, height: 90, framesPerSecond: 25 },
      format: "webm" as const,
      audioKilobitsPerSecond: 64,
      outputPath: "/out.webm",
    };
    const vp9 = ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "300k", "-pass"];
    const speedArgs = ["-deadline", "good", "-cpu-used", "4", "-row-mt", "1"];
    expect(
      buildVideoChainCommand({
        ...plan,
        encoding: { kind: "bitrate", videoKilobitsPerSecond: 300, pass: 1, passLogPrefix: "/w/p" },
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "matroska", "-i", "/in", "-filter_complex"],
      "[0:v]fps=25,format=yuv420p[vout]",
      ...["-map", "[vout]", "-map_metadata", "-1"],
      ...[...vp9, "1", "-passlogfile", "/w/p", ...speedArgs, "-an"],
      ...["-progress", "pipe:1", "-nostats", "-f", "null", "-"],
    ]);
    expect(
      buildVideoChainCommand({
        ...plan,
        encoding: { kind: "bitrate", videoKilobitsPerSecond: 300, pass: 2, passLogPrefix: "/w/p" },
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "matroska", "-i", "/in", "-filter_complex"],
      "[0:v]fps=25,format=yuv420p[vout];[0:a]anull[aout]",
      ...["-map", "[vout]", "-map", "[aout]", "-map_metadata", "-1"],
      ...[...vp9, "2", "-passlogfile", "/w/p", ...speedArgs, "-c:a", "libopus", "-b:a", "64k"],
      ...["-progress", "pipe:1", "-nostats", "-f", "webm", "/out.webm"],
    ]);
  });

  it("tone-maps an HDR input (PQ or HLG) to SDR BT.709 before the first step", () => {
    const toneMapped = (transfer: "smpte2084" | "arib-std-b67") =>
      [
        `[0:v]zscale=tin=${transfer}:pin=bt2020:min=bt2020nc:t=linear:npl=100`,
        "format=gbrpf32le",
        "zscale=p=bt709",
        "tonemap=tonemap=hable:desat=0",
        "zscale=t=bt709:m=bt709:r=tv[sdr]",
      ].join(",");
    expect(
      buildVideoChainGraph({
        parts: [speed],
        withAudio: true,
        facts: { width: 90, height: 160, framesPerSecond: 30 },
        hdrTransfer: "smpte2084",
      }),
    ).toBe(
      [
        toneMapped("smpte2084"),
        "[sdr]setpts=PTS/2[s1v]",
        "[0:a]atempo=2[s1a]",
        "[s1v]fps=30,format=yuv420p[vout]",
        "[s1a]anull[aout]",
      ].join(";"),
    );
    // No step (Compress): the tone-mapped picture goes straight to the result's filters.
    expect(
      buildVideoChainGraph({
        parts: [],
        withAudio: false,
        facts: { width: 90, height: 160, framesPerSecond: 30 },
        hdrTransfer: "arib-std-b67",
      }),
    ).toBe(`${toneMapped("arib-std-b67")};[sdr]fps=30,format=yuv420p[vout]`);
    // SDR (null): nothing added.
    expect(
      buildVideoChainGraph({
        parts: [],
        withAudio: false,
        facts: { width: 90, height: 160, framesPerSecond: 30 },
        hdrTransfer: null,
      }),
    ).toBe("[0:v]fps=30,format=yuv420p[vout]");
  });

  it("reads progress from out_time_us against the planned length", () => {
    expect(videoProgressFraction("out_time_us=500000", 2)).toBe(0.25);
    expect(videoProgressFraction("out_time_us=9000000", 2)).toBe(1);
    expect(videoProgressFraction("frame=12", 2)).toBeNull();
  });
});
