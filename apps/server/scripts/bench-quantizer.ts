/**
 * Which quantizer makes Video to GIF's medium GIF (issue 39): today's single ffmpeg graph
 * (palettegen stats_mode=diff after the hqdn3d hold, paletteuse without dither) against sharp's own
 * GIF encoder (libvips' cgif with libimagequant, inter-frame transparency within an error bound),
 * beside the bare ffmpeg fast path and gifski q90, all in the same run on every fixture clip.
 *
 *   node apps/server/scripts/bench-quantizer.ts [--seconds 10] [--clips a,b] [--variants e1i8,e4i8]
 *
 * Frames: each clip's first `--seconds` (or all of it), 480 px wide (Lanczos), 15 fps, as
 * bench-quality.ts makes them; SSIM is its `videoSsim` ("All", yuv444p, against the source frames
 * stored losslessly). CPU seconds are user + system of every process a candidate runs (ffmpeg's
 * decode included for sharp and gifski), read by /usr/bin/time, so the machine's load matters
 * less than it does for wall time. sharp runs in a child process of its own for that reason.
 * gifski is AGPL and installed by bench-quality.ts into a scratch folder: compared, never shipped.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { toGifDelaysCentiseconds } from "@gifkit/tools/shared/gif-timing";
import { fixture } from "../test/helpers/fixtures.ts";
import { videoFacts } from "../test/helpers/media-probe.ts";
import { videoSsim } from "./bench-quality.ts";

const run = promisify(execFile);
const maxBuffer = 64 * 1024 * 1024;
const outputWidth = 480;
const fps = 15;
const thisScript = fileURLToPath(import.meta.url);

interface SharpVariant {
  name: string;
  /** hqdn3d temporal strength applied before sharp (0 = none), as medium's hold. */
  hold: number;
  effort: number;
  dither: number;
  interFrameMaxError: number;
  interPaletteMaxError: number;
}

const allVariants: SharpVariant[] = [
  { name: "e1i8", hold: 0, effort: 1, dither: 0, interFrameMaxError: 8, interPaletteMaxError: 3 },
  { name: "e4i8", hold: 0, effort: 4, dither: 0, interFrameMaxError: 8, interPaletteMaxError: 3 },
  { name: "e7i8", hold: 0, effort: 7, dither: 0, interFrameMaxError: 8, interPaletteMaxError: 3 },
  { name: "e1i4", hold: 0, effort: 1, dither: 0, interFrameMaxError: 4, interPaletteMaxError: 3 },
  { name: "h6e1i4", hold: 6, effort: 1, dither: 0, interFrameMaxError: 4, interPaletteMaxError: 3 },
  // Second round: effort 1 between the two error bounds, and libimagequant's dither turned low
  // (0.3-0.5 of its Floyd-Steinberg) for the detailed clips, where no dither bands and full dither
  // (1.0) made 2.6x medium's bytes on flower in the first round.
  { name: "e1i6", hold: 0, effort: 1, dither: 0, interFrameMaxError: 6, interPaletteMaxError: 3 },
  {
    name: "e1i8d3",
    hold: 0,
    effort: 1,
    dither: 0.3,
    interFrameMaxError: 8,
    interPaletteMaxError: 3,
  },
  {
    name: "e1i8d5",
    hold: 0,
    effort: 1,
    dither: 0.5,
    interFrameMaxError: 8,
    interPaletteMaxError: 3,
  },
  {
    name: "e1i4d3",
    hold: 0,
    effort: 1,
    dither: 0.3,
    interFrameMaxError: 4,
    interPaletteMaxError: 3,
  },
];

/** Runs a command under /usr/bin/time: CPU seconds (user + system, children included) and wall. */
async function measured(
  binary: string,
  args: string[],
  timesPath: string,
): Promise<{ cpuSeconds: number; wallSeconds: number }> {
  const started = performance.now();
  await run("/usr/bin/time", ["-f", "%U %S", "-o", timesPath, binary, ...args], { maxBuffer });
  const wallSeconds = (performance.now() - started) / 1000;
  const [user, system] = (await readFile(timesPath, "utf8")).trim().split(/\s+/).slice(-2);
  return { cpuSeconds: Number(user) + Number(system), wallSeconds };
}

interface Cell {
  bytes: number;
  ssim: number;
  cpuSeconds: number;
  wallSeconds: number;
}

async function benchClip(
  clipPath: string,
  seconds: number,
  variants: SharpVariant[],
  gifski: string | null,
  directory: string,
): Promise<{ label: string; cells: Map<string, Cell> }> {
  const clip = basename(clipPath);
  const probe = await videoFacts(clipPath);
  const clipSeconds = Math.min(seconds, Math.floor(probe.durationSeconds * 10) / 10);
  const width = outputWidth;
  const height = Math.round((outputWidth * probe.height) / probe.width / 2) * 2;
  const input = ["-nostdin", "-v", "error", "-y", "-t", String(clipSeconds), "-i", clipPath];
  const picture = `fps=${fps},scale=${width}:${height}:flags=lanczos,setsar=1`;
  const at = (name: string) => join(directory, `${clip}-${name}`);
  const times = at("times.txt");
  const cells = new Map<string, Cell>();
  const referencePath = at("reference.nut");
  await run("ffmpeg", [
    ...input,
    ...["-vf", picture, "-c:v", "rawvideo", "-pix_fmt", "rgb24", referencePath],
  ]);
  const judge = async (
    name: string,
    gifPath: string,
    cpu: { cpuSeconds: number; wallSeconds: number },
  ) => {
    cells.set(name, {
      bytes: (await stat(gifPath)).size,
      ssim: await videoSsim(gifPath, referencePath),
      ...cpu,
    });
    await rm(gifPath, { force: true });
  };

  const fastPath = at("fast.gif");
  await judge(
    "fast path",
    fastPath,
    await measured(
      "ffmpeg",
      [
        ...input,
        "-filter_complex",
        `${picture},split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle`,
        fastPath,
      ],
      times,
    ),
  );

  // Today's medium (video-to-gif/server/commands.ts gifChain): the hold, then one palette from
  // what moves, no dither, only the changed rectangle re-mapped.
  const medium = at("medium.gif");
  await judge(
    "ffmpeg medium",
    medium,
    await measured(
      "ffmpeg",
      [
        ...input,
        "-filter_complex",
        `${picture},hqdn3d=0:0:6:6,split[a][b];[a]palettegen=stats_mode=diff:max_colors=256[p];[b][p]paletteuse=dither=none:diff_mode=rectangle`,
        "-loop",
        "0",
        medium,
      ],
      times,
    ),
  );

  if (gifski) {
    const framesDirectory = at("frames");
    await mkdir(framesDirectory, { recursive: true });
    const decode = await measured(
      "ffmpeg",
      [...input, "-vf", picture, join(framesDirectory, "%04d.png")],
      times,
    );
    const frames = (await readdir(framesDirectory))
      .sort()
      .map((name) => join(framesDirectory, name));
    const gifskiPath = at("gifski.gif");
    const encode = await measured(
      gifski,
      ["-q", "--fps", String(fps), "--quality", "90", "-o", gifskiPath, ...frames],
      times,
    );
    await rm(framesDirectory, { recursive: true, force: true });
    await judge("gifski q90", gifskiPath, {
      cpuSeconds: decode.cpuSeconds + encode.cpuSeconds,
      wallSeconds: decode.wallSeconds + encode.wallSeconds,
    });
  }

  for (const variant of variants) {
    const rawPath = at("frames.rgba");
    const decode = await measured(
      "ffmpeg",
      [
        ...input,
        "-vf",
        `${picture}${variant.hold > 0 ? `,hqdn3d=0:0:${variant.hold}:${variant.hold}` : ""},format=rgba`,
        ...["-f", "rawvideo", rawPath],
      ],
      times,
    );
    const frameCount = (await stat(rawPath)).size / (width * height * 4);
    const gifPath = at(`sharp-${variant.name}.gif`);
    const encode = await measured(
      process.execPath,
      [
        thisScript,
        "--sharp-encode",
        JSON.stringify({ rawPath, gifPath, width, height, frameCount, variant }),
      ],
      times,
    );
    await rm(rawPath, { force: true });
    await judge(`sharp ${variant.name}`, gifPath, {
      cpuSeconds: decode.cpuSeconds + encode.cpuSeconds,
      wallSeconds: decode.wallSeconds + encode.wallSeconds,
    });
  }
  await rm(referencePath, { force: true });
  return { label: `${clip} (${width}×${height}, ${clipSeconds} s)`, cells };
}

/** The child: raw RGBA frames → sharp's animated GIF. */
async function sharpEncode(job: {
  rawPath: string;
  gifPath: string;
  width: number;
  height: number;
  frameCount: number;
  variant: SharpVariant;
}): Promise<void> {
  const { default: sharp } = await import("sharp");
  const { variant } = job;
  await sharp(await readFile(job.rawPath), {
    raw: {
      width: job.width,
      height: job.height * job.frameCount,
      channels: 4,
      pageHeight: job.height,
    },
    limitInputPixels: false,
  })
    .gif({
      effort: variant.effort,
      dither: variant.dither,
      interFrameMaxError: variant.interFrameMaxError,
      interPaletteMaxError: variant.interPaletteMaxError,
      // One frame per video frame, as the other candidates write (a still stretch stays frames).
      keepDuplicateFrames: true,
      // GIF delays are hundredths: 67 ms each would be written as 7 and run 5% slow, so the
      // hundredths alternate (7, 7, 6, ...) with the rounding error carried, as the engine does.
      delay: toGifDelaysCentiseconds(Array.from({ length: job.frameCount }, () => 1000 / fps)).map(
        (centiseconds) => centiseconds * 10,
      ),
      loop: 0,
    })
    .toFile(job.gifPath);
}

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? (process.argv[index + 1] as string) : fallback;
};

if (process.argv.includes("--sharp-encode")) {
  await sharpEncode(JSON.parse(argument("--sharp-encode", "{}")));
} else if (process.argv[1] === thisScript) {
  const seconds = Number(argument("--seconds", "10"));
  const clipFilter = argument("--clips", "").split(",").filter(Boolean);
  const variantNames = argument("--variants", allVariants.map((v) => v.name).join(",")).split(",");
  const variants = allVariants.filter((variant) => variantNames.includes(variant.name));
  const gifskiDirectory = process.env.GIFSKI_DIR ?? join(tmpdir(), "gifkit-bench-gifski");
  const gifskiPath = join(gifskiDirectory, "node_modules/gifski/bin/debian/gifski");
  const gifski = existsSync(gifskiPath) ? gifskiPath : null;
  const directory = await mkdtemp(join(tmpdir(), "gifkit-bench-quantizer-"));
  const clipDirectory = fixture("video");
  const names = (await readdir(clipDirectory))
    .sort()
    .filter((name) => clipFilter.length === 0 || clipFilter.includes(name));
  console.log(
    "| clip | candidate | bytes | SSIM | CPU s | wall s | bytes ÷ gifski | SSIM − gifski | CPU ÷ fast path |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
  try {
    for (const name of names) {
      const { label, cells } = await benchClip(
        join(clipDirectory, name),
        seconds,
        variants,
        gifski,
        directory,
      );
      const gifskiCell = cells.get("gifski q90");
      const fast = cells.get("fast path") as Cell;
      for (const [candidate, cell] of cells) {
        const ratio = gifskiCell ? (cell.bytes / gifskiCell.bytes).toFixed(2) : "-";
        const difference = gifskiCell
          ? `${cell.ssim - gifskiCell.ssim >= 0 ? "+" : ""}${(cell.ssim - gifskiCell.ssim).toFixed(4)}`
          : "-";
        console.log(
          `| ${label} | ${candidate} | ${cell.bytes.toLocaleString("en-US")} | ${cell.ssim.toFixed(4)} | ${cell.cpuSeconds.toFixed(1)} | ${cell.wallSeconds.toFixed(1)} | ${ratio} | ${difference} | ${(cell.cpuSeconds / fast.cpuSeconds).toFixed(2)} |`,
        );
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  console.log(
    `\nLoad average (1 min) at the end: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; ${new Date().toISOString()}`,
  );
}
