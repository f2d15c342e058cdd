import { describe, expect, it } from "vitest";
import { buildSplitGifCommand, buildSplitVideoCommand } from "./commands.ts";

const progressAndTiming = ["-progress", "pipe:1", "-nostats", "-fps_mode", "passthrough"];

describe("Split's ffmpeg commands", () => {
  it("writes every frame of a GIF as PNG: no filter, numbered from 1", () => {
    expect(
      buildSplitGifCommand({
        inputPath: "/w/in.gif",
        frameCount: 42,
        span: { first: 1, last: 42 },
        files: { directory: "/w/frames", format: "png", digits: 3 },
      }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        ...["-v", "error", "-y", "-f", "gif", "-i", "/w/in.gif"],
        ...progressAndTiming,
        ...["-frames:v", "42", "-c:v", "png", "-pix_fmt", "rgba"],
        ...["-start_number", "1", "-f", "image2", "/w/frames/frame-%03d.png"],
      ],
    });
  });

  it("selects a range (1-based in, 0-based n) and flattens JPEG frames on white", () => {
    expect(
      buildSplitGifCommand({
        inputPath: "/w/in.gif",
        frameCount: 1200,
        span: { first: 5, last: 9 },
        files: { directory: "/w/frames", format: "jpg", digits: 4 },
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-f", "gif", "-i", "/w/in.gif"],
      "-vf",
      "select='between(n\\,4\\,8)',format=rgba,negate,premultiply=inplace=1,negate",
      ...progressAndTiming,
      ...["-frames:v", "5", "-c:v", "mjpeg", "-q:v", "2", "-pix_fmt", "yuvj444p"],
      ...["-start_number", "5", "-f", "image2", "/w/frames/frame-%04d.jpg"],
    ]);
  });

  it("reads a part of a video with its demuxer, at fps, fitted inside the box", () => {
    expect(
      buildSplitVideoCommand({
        inputPath: "/w/in.mp4",
        demuxer: "mov",
        startSeconds: 1.5,
        durationSeconds: 2,
        fps: 5,
        box: { width: 1920, height: 1080 },
        frameCount: 10,
        span: { first: 1, last: 10 },
        files: { directory: "/w/frames", format: "png", digits: 3 },
      }).args,
    ).toEqual([
      ...["-v", "error", "-y", "-ss", "1.5", "-t", "2", "-f", "mov", "-i", "/w/in.mp4"],
      ...["-map", "0:v:0", "-vf"],
      "fps=5,scale=w='min(iw\\,1920)':h='min(ih\\,1080)':force_original_aspect_ratio=decrease:flags=lanczos",
      ...progressAndTiming,
      ...["-frames:v", "10", "-c:v", "png", "-pix_fmt", "rgba"],
      ...["-start_number", "1", "-f", "image2", "/w/frames/frame-%03d.png"],
    ]);
  });
});
