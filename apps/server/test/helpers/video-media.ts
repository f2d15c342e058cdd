import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

const run = promisify(execFile);

/**
 * Containers the fixtures are not in, made from a fixture with Debian's ffmpeg. The streams are
 * copied where the container holds them (avi, mkv, mov, flv carry H.264 + AAC), so only the
 * container differs; WMV gets its own codecs because ASF players expect them.
 */
export async function remux(
  sourcePath: string,
  container: "avi" | "mkv" | "mov" | "flv" | "wmv",
  directory: string,
): Promise<string> {
  const outputPath = join(directory, `remux.${container}`);
  const codecs =
    container === "wmv" ? ["-c:v", "wmv2", "-b:v", "1M", "-c:a", "wmav2"] : ["-c", "copy"];
  await run("ffmpeg", ["-nostdin", "-v", "error", "-y", "-i", sourcePath, ...codecs, outputPath]);
  return outputPath;
}

/**
 * Animated WebP facts read with sharp (libwebp): Debian's ffmpeg 5.1 cannot decode animated WebP.
 */
export async function webpInfo(path: string): Promise<{
  format: string | undefined;
  frameCount: number;
  width: number;
  height: number;
  delaysMs: number[];
  loop: number | undefined;
}> {
  const metadata = await sharp(path, { animated: true }).metadata();
  return {
    format: metadata.format,
    frameCount: metadata.pages ?? 1,
    width: metadata.width ?? 0,
    height: metadata.pageHeight ?? metadata.height ?? 0,
    delaysMs: metadata.delay ?? [],
    loop: metadata.loop,
  };
}

/** Luma (BT.601, as ffmpeg's gray format) of every frame of a GIF, decoded by ffmpeg. */
export async function lumaStatistics(
  path: string,
): Promise<{ mean: number; standardDeviation: number }> {
  const { stdout } = await run(
    "ffmpeg",
    ["-nostdin", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"],
    { encoding: "buffer", maxBuffer: 512 * 1024 * 1024 },
  );
  let sum = 0;
  for (const value of stdout) sum += value;
  const mean = sum / stdout.length;
  let squares = 0;
  for (const value of stdout) squares += (value - mean) ** 2;
  return { mean, standardDeviation: Math.sqrt(squares / stdout.length) };
}

/** One RGB frame of a video at `seconds`, scaled like the conversion (Lanczos to width × height). */
export async function videoFrameAt(
  path: string,
  seconds: number,
  width: number,
  height: number,
): Promise<Buffer> {
  const { stdout } = await run(
    "ffmpeg",
    [
      "-nostdin",
      "-v",
      "error",
      "-ss",
      String(seconds),
      "-i",
      path,
      "-frames:v",
      "1",
      "-vf",
      `scale=${width}:${height}:flags=lanczos`,
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "pipe:1",
    ],
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** Every frame of a GIF as RGB (ffmpeg's GIF decoder composites partial frames). */
export async function gifFramesRgb(path: string, width: number, height: number): Promise<Buffer[]> {
  const { stdout } = await run(
    "ffmpeg",
    [
      "-nostdin",
      "-v",
      "error",
      "-i",
      path,
      "-vsync",
      "passthrough",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "pipe:1",
    ],
    { encoding: "buffer", maxBuffer: 1024 * 1024 * 1024 },
  );
  const frameBytes = width * height * 3;
  const frames: Buffer[] = [];
  for (let offset = 0; offset + frameBytes <= stdout.length; offset += frameBytes) {
    frames.push(stdout.subarray(offset, offset + frameBytes));
  }
  return frames;
}

export function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let index = 0; index < a.length; index++)
    total += Math.abs((a[index] as number) - (b[index] as number));
  return total / a.length;
}
