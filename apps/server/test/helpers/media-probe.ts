import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Frame facts of a GIF from `gifsicle --info` (an independent reader from our own parser). */
export async function gifsicleInfo(path: string): Promise<{
  frameCount: number;
  width: number;
  height: number;
  delaysCentiseconds: number[];
  loop: "forever" | number | null;
}> {
  const { stdout } = await run("gifsicle", ["--info", path], { maxBuffer: 64 * 1024 * 1024 });
  const frameCount = Number(/(\d+) images?/.exec(stdout)?.[1] ?? 0);
  const screen = /logical screen (\d+)x(\d+)/.exec(stdout);
  // One block per frame. gifsicle prints no "delay" for a frame whose delay is 0, so a pattern
  // that searched forward for the next "delay" took the following frame's and lost one.
  const delaysCentiseconds = stdout
    .split(/\n\s*\+ image #\d+/)
    .slice(1)
    .map((block) => Math.round(Number(/delay (\d+(?:\.\d+)?)s/.exec(block)?.[1] ?? 0) * 100));
  const loopMatch = /loop (forever|count (\d+))/.exec(stdout);
  const loop = loopMatch ? (loopMatch[1] === "forever" ? "forever" : Number(loopMatch[2])) : null;
  return {
    frameCount,
    width: Number(screen?.[1]),
    height: Number(screen?.[2]),
    delaysCentiseconds,
    loop,
  };
}

/** Every frame of an animation composited (disposal applied) as raw RGBA, via ffmpeg's GIF decoder. */
export async function decodeFramesWithFfmpeg(
  path: string,
  width: number,
  height: number,
): Promise<Buffer[]> {
  const { stdout } = await run(
    "ffmpeg",
    [
      "-v",
      "error",
      "-i",
      path,
      "-vsync",
      "passthrough",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "pipe:1",
    ],
    { encoding: "buffer", maxBuffer: 1024 * 1024 * 1024 },
  );
  const frameBytes = width * height * 4;
  const frames: Buffer[] = [];
  for (let offset = 0; offset + frameBytes <= stdout.length; offset += frameBytes) {
    frames.push(stdout.subarray(offset, offset + frameBytes));
  }
  return frames;
}

export async function ffprobeJson(path: string): Promise<{
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    nb_frames?: string;
    r_frame_rate?: string;
    duration?: string;
  }[];
  format: { duration?: string; format_name: string };
}> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_streams",
    "-show_format",
    "-of",
    "json",
    path,
  ]);
  return JSON.parse(stdout);
}

/** The first video stream's size and the container's duration (benchmarks and the examples). */
export async function videoFacts(
  path: string,
): Promise<{ width: number; height: number; durationSeconds: number }> {
  const probe = await ffprobeJson(path);
  const video = probe.streams.find((stream) => stream.codec_type === "video");
  return {
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    durationSeconds: Number(probe.format.duration),
  };
}
