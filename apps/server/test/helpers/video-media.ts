import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
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

/**
 * A tiny MP4 whose headers declare an absurd length (issue 13): made from `sourcePath` by ffmpeg
 * (1 s, 64 px wide, 10 fps), then its mvhd, tkhd, mdhd and elst durations are set to 2^32 − 1
 * with timescales of 1 (136 years) and its one stts entry spaces the ten frames 13.6 years
 * apart. Every box here is version 0 with 32-bit fields, as ffmpeg writes them for a short clip.
 */
export async function craftAbsurdDurationMp4(
  sourcePath: string,
  directory: string,
): Promise<string> {
  const plainPath = join(directory, "plain.mp4");
  await run("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-y",
    "-i",
    sourcePath,
    "-t",
    "1",
    "-an",
    "-vf",
    "scale=64:-2",
    "-r",
    "10",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-crf",
    "40",
    plainPath,
  ]);
  const bytes = await readFile(plainPath);
  /** Offset just past a box's type (its version byte), found by its four-character code. */
  const boxBody = (type: string) => {
    const at = bytes.indexOf(Buffer.from(type));
    if (at < 0 || bytes[at + 4] !== 0) throw new Error(`no version-0 ${type} box`);
    return at + 4;
  };
  const largest = 0xffffffff;
  // version+flags (4), creation (4), modification (4), timescale (4), duration (4)
  for (const type of ["mvhd", "mdhd"]) {
    const body = boxBody(type);
    bytes.writeUInt32BE(1, body + 12);
    bytes.writeUInt32BE(largest, body + 16);
  }
  // tkhd: version+flags, creation, modification, track id, reserved, duration
  bytes.writeUInt32BE(largest, boxBody("tkhd") + 20);
  // elst: version+flags, entry count, first entry's segment duration
  bytes.writeUInt32BE(largest, boxBody("elst") + 8);
  // stts: version+flags, entry count, then (sample count, sample delta) pairs
  const stts = boxBody("stts");
  const sampleCount = bytes.readUInt32BE(stts + 8);
  bytes.writeUInt32BE(Math.floor(largest / sampleCount), stts + 12);
  const craftedPath = join(directory, "136-years.mp4");
  await writeFile(craftedPath, bytes);
  return craftedPath;
}

/**
 * A video whose edit list replays its first `segmentSeconds` of video `repeats` times while every
 * header says `segmentSeconds` (issue 28: a 608 KB MP4 held a worker for the preview's 5 minutes).
 * Made from a short ffmpeg clip, each track's `edts` replaced by one with `repeats` entries of
 * (segment, media time 0, rate 1), with no chunk offset moved:
 * - mp4: mdat comes before moov, so the moov is replaced where it stands;
 * - avif (a real animated AVIF from ffmpeg's avif muxer: its `meta` box gives the picture size the
 *   upload check reads): moov comes before mdat, so it is kept in place as a `free` box of the
 *   same size and the replaying moov is appended.
 */
export async function makeEditListReplay(
  directory: string,
  container: "mp4" | "avif",
  repeats = 50_000,
  segmentSeconds = 2,
): Promise<string> {
  const clipPath = join(directory, `edit-list-source.${container}`);
  const codec =
    container === "mp4"
      ? ["-c:v", "libx264", "-preset", "ultrafast"]
      : ["-c:v", "libaom-av1", "-cpu-used", "8", "-crf", "40", "-f", "avif"];
  await run("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=320x240:rate=25:duration=${segmentSeconds}`,
    ...codec,
    clipPath,
  ]);
  const boxes = isoBoxes(await readFile(clipPath));
  const moov = boxes.find((box) => box.type === "moov")?.bytes as Buffer;
  const replaying = replayingMoov(moov, repeats, segmentSeconds);
  const output = boxes.map(({ type, bytes }) => {
    if (type !== "moov") return bytes;
    if (container === "mp4") return replaying;
    const free = Buffer.from(bytes);
    free.write("free", 4, "latin1");
    return free;
  });
  const outputPath = join(directory, `edit-list-replay.${container}`);
  await writeFile(outputPath, Buffer.concat(container === "mp4" ? output : [...output, replaying]));
  return outputPath;
}

/** makeEditListReplay's MP4 (the name its callers use). */
export const makeEditListReplayMp4 = (
  directory: string,
  repeats?: number,
  segmentSeconds?: number,
) => makeEditListReplay(directory, "mp4", repeats, segmentSeconds);

/** makeEditListReplay's animated AVIF (the name its callers use). */
export const makeEditListReplayAvif = (
  directory: string,
  repeats?: number,
  segmentSeconds?: number,
) => makeEditListReplay(directory, "avif", repeats, segmentSeconds);

/** The boxes at one level of an ISO-BMFF file (type and whole bytes). */
function isoBoxes(buffer: Buffer): { type: string; bytes: Buffer }[] {
  const found: { type: string; bytes: Buffer }[] = [];
  for (let offset = 0; offset < buffer.length; ) {
    const size = buffer.readUInt32BE(offset);
    found.push({
      type: buffer.toString("latin1", offset + 4, offset + 8),
      bytes: buffer.subarray(offset, offset + size),
    });
    offset += size;
  }
  return found;
}

function isoBox(type: string, ...parts: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0));
  header.write(type, 4, "latin1");
  return Buffer.concat([header, ...parts]);
}

/** A moov whose every track's `edts` replays the first `segmentSeconds` `repeats` times. */
function replayingMoov(moov: Buffer, repeats: number, segmentSeconds: number): Buffer {
  const moovChildren = isoBoxes(moov.subarray(8));
  const header = moovChildren.find((child) => child.type === "mvhd")?.bytes as Buffer;
  const movieTimescale = header.readUInt32BE(header[8] === 1 ? 28 : 20);
  const body = Buffer.alloc(8 + 12 * repeats);
  body.writeUInt32BE(repeats, 4); // version 0, flags 0, entry count
  for (let entry = 0; entry < repeats; entry++) {
    const at = 8 + entry * 12;
    body.writeUInt32BE(segmentSeconds * movieTimescale, at); // segment duration (movie units)
    body.writeInt32BE(0, at + 4); // media time: the start, again and again
    body.writeUInt16BE(1, at + 8); // rate 1.0
  }
  const editList = isoBox("edts", isoBox("elst", body));
  return isoBox(
    "moov",
    ...moovChildren.map((child) => {
      if (child.type !== "trak") return child.bytes;
      const trakChildren = isoBoxes(child.bytes.subarray(8)).filter(
        (grandchild) => grandchild.type !== "edts",
      );
      return isoBox(
        "trak",
        ...trakChildren.flatMap((grandchild) =>
          grandchild.type === "tkhd" ? [grandchild.bytes, editList] : [grandchild.bytes],
        ),
      );
    }),
  );
}

/**
 * A tiny clip with sound made by lavfi for the video tools' tests (issue 42): ffmpeg's test
 * pattern with a 440 Hz tone, 160 × 90 at 25 fps for 2 s by default, H.264/AAC in MP4 or
 * VP9/Opus in WebM by the path's extension; `rotate` stores a display rotation as a phone does.
 */
export async function makeToneClip(
  path: string,
  options: { seconds?: number; keyframeInterval?: number; rotate?: 90 | 270 } = {},
): Promise<string> {
  const seconds = options.seconds ?? 2;
  const webm = path.endsWith(".webm");
  await run("ffmpeg", [
    ...["-nostdin", "-v", "error", "-y"],
    ...["-f", "lavfi", "-i", `testsrc=size=160x90:rate=25:duration=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
    ...(webm
      ? ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libopus"]
      : ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"]),
    ...(options.keyframeInterval === undefined
      ? []
      : ["-g", String(options.keyframeInterval), "-keyint_min", String(options.keyframeInterval)]),
    ...(options.keyframeInterval === undefined ? [] : ["-sc_threshold", "0"]),
    ...["-shortest", options.rotate === undefined ? path : `${path}.flat.${webm ? "webm" : "mp4"}`],
  ]);
  if (options.rotate !== undefined) {
    // ffmpeg 5.1's MP4 muxer writes the "rotate" tag as the track's display matrix on a stream
    // copy (an encode drops it).
    await run("ffmpeg", [
      ...["-nostdin", "-v", "error", "-y", "-i", `${path}.flat.${webm ? "webm" : "mp4"}`],
      ...["-c", "copy", "-metadata:s:v:0", `rotate=${options.rotate}`, path],
    ]);
  }
  return path;
}

/** The frames ffprobe decodes from a video's first video stream (every packet read). */
export async function countVideoFrames(path: string): Promise<number> {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-count_frames", "-select_streams", "v:0"],
    ...["-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path],
  ]);
  return Number(stdout.trim());
}
