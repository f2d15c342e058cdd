import { spawn } from "node:child_process";

/**
 * Independent references and comparisons for GIF edits: frames are decoded by ffmpeg (its GIF
 * decoder applies disposal), flattened onto one background, transformed by ffmpeg's own filters
 * (scale, crop) and compared pixel by pixel or with ffmpeg's ssim filter.
 */

/** The background every frame is flattened onto before comparing (mid grey: no fixture uses it as a key). */
const background = [128, 128, 128] as const;

/** Runs ffmpeg with `input` on stdin and returns stdout. */
export function ffmpegPipe(
  args: string[],
  input?: Buffer,
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", ["-nostdin", "-hide_banner", ...args], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(chunks), stderr });
      else reject(new Error(`ffmpeg ${args.join(" ")} exited with ${code}: ${stderr.slice(-500)}`));
    });
    child.stdin.on("error", () => {
      // ffmpeg may close stdin early when it fails; the exit code reports that.
    });
    child.stdin.end(input ?? Buffer.alloc(0));
  });
}

/** RGBA → RGB over the shared background (alpha blended, so antialiased edges compare fairly). */
export function flatten(rgba: Buffer): Buffer {
  const rgb = Buffer.alloc((rgba.length / 4) * 3);
  for (let source = 0, target = 0; source < rgba.length; source += 4, target += 3) {
    const alpha = (rgba[source + 3] as number) / 255;
    for (let channel = 0; channel < 3; channel++) {
      rgb[target + channel] = Math.round(
        (rgba[source + channel] as number) * alpha + (background[channel] as number) * (1 - alpha),
      );
    }
  }
  return rgb;
}

function splitFrames(bytes: Buffer, frameBytes: number): Buffer[] {
  const frames: Buffer[] = [];
  for (let offset = 0; offset + frameBytes <= bytes.length; offset += frameBytes) {
    frames.push(bytes.subarray(offset, offset + frameBytes));
  }
  return frames;
}

/** Every frame composited by ffmpeg's GIF decoder and flattened: RGB, width × height × 3 bytes each. */
export async function decodeFlatFrames(
  path: string,
  width: number,
  height: number,
): Promise<Buffer[]> {
  const { stdout } = await ffmpegPipe([
    "-v",
    "error",
    "-i",
    path,
    // One output frame per GIF frame, whatever its delay.
    "-vsync",
    "passthrough",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgba",
    "pipe:1",
  ]);
  return splitFrames(stdout, width * height * 4).map(flatten);
}

/** Applies an ffmpeg video filter to RGB frames (e.g. "scale=100:50:flags=lanczos", "crop=w:h:x:y"). */
export async function filterFrames(
  frames: Buffer[],
  size: { width: number; height: number },
  filter: string,
  outputSize: { width: number; height: number },
): Promise<Buffer[]> {
  const { stdout } = await ffmpegPipe(
    [
      "-v",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${size.width}x${size.height}`,
      "-i",
      "pipe:0",
      "-vf",
      filter,
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "pipe:1",
    ],
    Buffer.concat(frames),
  );
  return splitFrames(stdout, outputSize.width * outputSize.height * 3);
}

/** Share of pixels (0-1) where some channel differs by more than `tolerance` (RGB frames). */
export function differingShare(a: Buffer, b: Buffer, tolerance = 24): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 3) {
    if (
      Math.abs((a[index] as number) - (b[index] as number)) > tolerance ||
      Math.abs((a[index + 1] as number) - (b[index + 1] as number)) > tolerance ||
      Math.abs((a[index + 2] as number) - (b[index + 2] as number)) > tolerance
    ) {
      differing++;
    }
  }
  return differing / (a.length / 3);
}

/** Mean absolute difference per channel (0-255) between two RGB frames. */
export function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let index = 0; index < a.length; index++)
    total += Math.abs((a[index] as number) - (b[index] as number));
  return total / a.length;
}

/** ffmpeg's SSIM ("All", 0-1) between two equally long lists of equally sized RGB frames. */
export async function ssimOfFrames(
  a: Buffer[],
  b: Buffer[],
  size: { width: number; height: number },
): Promise<number> {
  const { mkdtemp, rm, writeFile } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = await mkdtemp(join(tmpdir(), "gifkit-ssim-"));
  try {
    const pathA = join(dir, "a.rgb");
    const pathB = join(dir, "b.rgb");
    await writeFile(pathA, Buffer.concat(a));
    await writeFile(pathB, Buffer.concat(b));
    const raw = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${size.width}x${size.height}`];
    const { stderr } = await ffmpegPipe([
      ...raw,
      "-i",
      pathA,
      ...raw,
      "-i",
      pathB,
      "-lavfi",
      "[0:v]format=yuv444p[a];[1:v]format=yuv444p[b];[a][b]ssim",
      "-f",
      "null",
      "-",
    ]);
    const match = /All:([\d.]+)/.exec(stderr);
    if (!match) throw new Error(`no SSIM in ffmpeg output: ${stderr.slice(-300)}`);
    return Number(match[1]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
