/**
 * Makes the site's real examples with GifKit's own tools, through the HTTP API of a real server
 * (worker processes, the same processors as production), from the fixtures in test/fixtures:
 *
 * - one before/after example per tool page (apps/web/public/examples/),
 * - one hero image per blog article, a frame of a GIF the tools made, as WebP (1200 and 640 wide)
 *   and JPEG fallback at 1200 × 675 (apps/web/public/images/blog/),
 * - the manifest the pages read: sizes, dimensions, settings and credits
 *   (apps/web/src/content/examples.json).
 *
 *   npm run examples     (then commit the files; test/examples.test.ts checks they match)
 *   node apps/server/scripts/make-examples.ts examples --tool split   (one tool's example only,
 *                        merged into the committed manifest: for a new tool)
 *
 * Outputs are committed rather than made in every build: running the tools takes about a minute,
 * and `npm run build` runs on every CI run.
 */
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type ToolId, tools } from "@gifkit/tools";
import { toolExamplesById } from "@gifkit/tools/examples";
import type {
  ExampleClipId,
  ExampleSourceId,
  ExampleStep,
  ExampleInput as FolderExampleInput,
  ToolExample,
} from "@gifkit/tools/shared/example";
import { readZipEntries, storedEntryBytes } from "@gifkit/tools/shared/zip-entries";
import sharp from "sharp";
import { fixture } from "../test/helpers/fixtures.ts";
import { videoFacts } from "../test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../test/helpers/test-server.ts";

const run = promisify(execFile);

export const webRoot = fileURLToPath(new URL("../../web/", import.meta.url));
export const examplesDir = join(webRoot, "public/examples");
export const heroesDir = join(webRoot, "public/images/blog");
export const manifestPath = join(webRoot, "src/content/examples.json");

/** The fixtures whose derivatives we publish, with the credit their licence asks for. */
export const sources = {
  friday: {
    file: "video/friday.mp4",
    title: "friday.mp4, a black-and-white film clip",
    credit: "MDN Web Docs sample video",
    licence: "CC0",
  },
  flower: {
    file: "video/flower.mp4",
    title: "flower.mp4, a flower opening",
    credit: "MDN Web Docs sample video",
    licence: "CC0",
  },
  bottles: {
    file: "video/bottle-detection.mp4",
    title: "bottle-detection.mp4",
    credit: "Intel Corporation",
    licence: "CC BY 4.0",
  },
  classroom: {
    file: "gif/classroom.gif",
    title: "classroom.gif",
    credit: "Intel Corporation",
    licence: "CC BY 4.0",
  },
  elephant: {
    file: "image/elephant-660-480.jpg",
    title: "elephant-660-480.jpg",
    credit: "MDN Web Docs sample image",
    licence: "CC0",
  },
  rabbit: {
    file: "video/rabbit320.webm",
    title: "rabbit320.webm, a toy rabbit on a wooden floor",
    credit: "MDN Web Docs sample video",
    licence: "CC0",
  },
  // An attachment, not a picture: Add Subtitles' cues for the switchboard clip.
  switchboardSubtitles: {
    file: "subtitles/switchboard.srt",
    title: "switchboard.srt, two subtitle cues",
    credit: "written for GifKit",
    licence: "CC0",
  },
} as const satisfies Record<ExampleSourceId, unknown>;
export type SourceId = keyof typeof sources;

/** One run of a tool, its id resolved (an example's own steps name no tool: they are its own). */
interface Step extends ExampleStep {
  tool: ToolId;
}

/** An input: a fixture, a still taken from a fixture video, or the result of earlier steps. */
type Input =
  | { kind: "fixture"; source: SourceId }
  | { kind: "still"; source: SourceId; atSeconds: number }
  | { kind: "made"; from: Input[]; steps: Step[] };

const segments = (start: number, end: number) => JSON.stringify([{ start, end }]);

const layers = (...list: Record<string, unknown>[]) => JSON.stringify(list);
const memeText = { font_family: "Impact", color: "#ffffff", stroke_color: "#000000" };

/** A tool's example (its folder's example.ts) with its tool and every input and step resolved. */
interface ResolvedExample extends Omit<ToolExample, "inputs" | "steps"> {
  tool: ToolId;
  inputs: Input[];
  steps: Step[];
}

/** Inputs made by GifKit for several examples (each is made once per run). */
const fridayClip: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "friday" }],
  steps: [
    {
      tool: "video-to-gif",
      fields: {
        segments: segments(1, 3),
        fps: "10",
        width: "480",
        height: "360",
        quality: "medium",
      },
    },
  ],
};
/** One second of the same scene, small: ten 160 × 120 frames, for a sprite sheet of a sensible size. */
const fridaySmallClip: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "friday" }],
  steps: [
    {
      tool: "video-to-gif",
      fields: {
        segments: segments(1, 2),
        fps: "10",
        width: "160",
        height: "120",
        quality: "high",
      },
    },
  ],
};
/** A still camera: only the hand moves, so the GIF stays small. */
const bottlesToGif: Step = {
  tool: "video-to-gif",
  fields: {
    segments: segments(5.5, 8),
    fps: "10",
    width: "480",
    height: "270",
    quality: "low",
  },
};
const flowerClip: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "flower" }],
  steps: [
    {
      tool: "video-to-gif",
      fields: {
        segments: segments(1, 2.5),
        fps: "10",
        width: "480",
        height: "270",
        quality: "low",
      },
    },
  ],
};

/** The camera circles a toy rabbit: a clip that reads well forwards and back (Boomerang). */
const rabbitClip: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "rabbit" }],
  steps: [
    {
      tool: "video-to-gif",
      // The clip is 320 × 240; 480 × 360 is the examples' width on a desktop page.
      fields: {
        segments: segments(4, 5.5),
        fps: "10",
        width: "480",
        height: "360",
        quality: "low",
      },
    },
  ],
};

/**
 * The video tools' input: three seconds of the film with its sound, 480 × 360 (about 180 KB, so
 * the page can play it), cut and resized in one pass by the chain of edits (POST /api/edit).
 */
const fridayVideoClip: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "friday" }],
  steps: [
    {
      tool: "edit",
      fields: {
        operations: JSON.stringify([
          { op: "cut", start_time: 1, end_time: 4 },
          { op: "resize", width: 480, height: 360 },
        ]),
        output: JSON.stringify({ format: "mp4" }),
      },
    },
  ],
};

/** The clips the tools' examples start from (ExampleClipId), each made once per run. */
const clips: Record<ExampleClipId, Input> = {
  "friday-video": fridayVideoClip,
  friday: fridayClip,
  "friday-small": fridaySmallClip,
  flower: flowerClip,
  bottles: { kind: "made", from: [{ kind: "fixture", source: "bottles" }], steps: [bottlesToGif] },
  rabbit: rabbitClip,
};

const resolveStep = (step: ExampleStep, tool: ToolId): Step => ({
  ...step,
  tool: step.tool ?? tool,
});

function resolveInput(input: FolderExampleInput, tool: ToolId): Input {
  if (input.kind === "clip") return clips[input.clip];
  if (input.kind !== "made") return input;
  return {
    kind: "made",
    from: input.from.map((from) => resolveInput(from, tool)),
    steps: input.steps.map((step) => resolveStep(step, tool)),
  };
}

/** Every tool's example (its folder's example.ts, through the generated map), in id order. */
export const toolExamples: ResolvedExample[] = Object.entries(toolExamplesById).map(
  ([id, example]: [string, ToolExample]) => {
    const tool = id as ToolId;
    return {
      ...example,
      tool,
      inputs: example.inputs.map((input) => resolveInput(input, tool)),
      steps: example.steps.map((step) => resolveStep(step, tool)),
    };
  },
);

/** The hero pipelines: a 1200 × 675 GIF made by the tools, and the frame shown. */
interface Hero {
  slug: string;
  input: Input;
  frameIndex: number;
  /** Every source it was made from (for the credit line). */
  sources: SourceId[];
  /** How it was made, in words (shown as the image's caption). */
  madeWith: string;
}

const flowerLarge: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "flower" }],
  steps: [
    {
      tool: "video-to-gif",
      fields: {
        segments: segments(3.5, 4.5),
        fps: "10",
        width: "1200",
        height: "675",
        quality: "high",
      },
    },
  ],
};
const flowerBud: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "flower" }],
  steps: [
    {
      tool: "video-to-gif",
      fields: { segments: segments(0, 1), fps: "10", width: "960", height: "540", quality: "high" },
    },
    // The bud fills the frame: a 480 × 270 box around it, scaled back up to 1200 × 675.
    { tool: "crop", fields: { x: "180", y: "60", width: "480", height: "270" } },
    { tool: "resize", fields: { width: "1200", height: "675", maintain_aspect_ratio: "true" } },
  ],
};
/** friday.mp4 is 4:3: Crop takes a 16:9 band, Resize brings it to 1200 × 675. */
const fridayWide: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "friday" }],
  steps: [
    {
      tool: "video-to-gif",
      fields: { segments: segments(1, 2), fps: "10", width: "640", height: "480", quality: "high" },
    },
    { tool: "crop", fields: { x: "0", y: "40", width: "640", height: "360" } },
    { tool: "resize", fields: { width: "1200", height: "675", maintain_aspect_ratio: "true" } },
  ],
};
const bottlesWide: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "bottles" }],
  steps: [
    {
      tool: "video-to-gif",
      fields: {
        segments: segments(0.5, 1.5),
        fps: "10",
        width: "1200",
        height: "675",
        quality: "high",
      },
    },
  ],
};
/** The elephant photo and a still of the flower, joined by GIF Maker with a crossfade. */
const slideshow: Input = {
  kind: "made",
  from: [
    { kind: "fixture", source: "elephant" },
    { kind: "still", source: "flower", atSeconds: 4 },
  ],
  steps: [
    {
      tool: "gif-maker",
      fields: {
        frame_duration: "1000",
        transition_type: "crossfade",
        transition_steps: "6",
        quality_level: "high",
      },
    },
    // 660 × 480 → a centred 16:9 band, then 1200 × 675.
    { tool: "crop", fields: { x: "0", y: "54", width: "660", height: "371" } },
    { tool: "resize", fields: { width: "1200", height: "675", maintain_aspect_ratio: "false" } },
  ],
};
const elephantZoom: Input = {
  kind: "made",
  from: [
    { kind: "fixture", source: "elephant" },
    { kind: "still", source: "friday", atSeconds: 1 },
  ],
  steps: [
    {
      tool: "gif-maker",
      fields: { frame_duration: "1000", effects: JSON.stringify(["zoom", null]) },
    },
    { tool: "crop", fields: { x: "0", y: "54", width: "660", height: "371" } },
    { tool: "resize", fields: { width: "1200", height: "675", maintain_aspect_ratio: "false" } },
  ],
};
const elephantStill: Input = {
  kind: "made",
  from: [{ kind: "fixture", source: "elephant" }],
  steps: [
    { tool: "gif-maker", fields: { frame_duration: "1000", quality_level: "ultra" } },
    { tool: "crop", fields: { x: "0", y: "54", width: "660", height: "371" } },
    { tool: "resize", fields: { width: "1200", height: "675", maintain_aspect_ratio: "false" } },
  ],
};
const withText = (input: Input, ...textLayers: Record<string, unknown>[]): Input => ({
  kind: "made",
  from: [input],
  steps: [{ tool: "add-text", fields: { layers: layers(...textLayers) } }],
});

export const heroes: Hero[] = [
  {
    slug: "ultimate-guide-to-viral-gifs",
    input: withText(
      fridayWide,
      {
        ...memeText,
        text: "WHEN THE PHONES",
        font_size: 72,
        stroke_width: 4,
        vertical_align: "top",
      },
      {
        ...memeText,
        text: "WON'T STOP RINGING",
        font_size: 72,
        stroke_width: 4,
        vertical_align: "bottom",
      },
    ),
    frameIndex: 5,
    sources: ["friday"],
    madeWith: "Video to GIF, Crop, Resize and Add Text (Meme Style)",
  },
  {
    slug: "comprehensive-gif-making-guide",
    input: elephantZoom,
    frameIndex: 15,
    sources: ["elephant", "friday"],
    madeWith: "GIF Maker (zoom effect), Crop and Resize",
  },
  {
    slug: "gif-optimization-techniques",
    input: {
      kind: "made",
      from: [flowerLarge],
      steps: [
        {
          tool: "optimize",
          // Strong settings on purpose: the article is about what each one costs.
          fields: { quality: "40", colors: "32", lossy: "80", optimize_level: "3" },
        },
      ],
    },
    frameIndex: 6,
    sources: ["flower"],
    madeWith: "Video to GIF and Optimize (32 colors, lossy 80)",
  },
  {
    slug: "social-media-gif-strategy",
    input: withText(flowerLarge, {
      font_family: "Arial",
      text: "New season. New blooms.",
      font_size: 64,
      color: "#ffffff",
      stroke_color: "#000000",
      stroke_width: 3,
      vertical_align: "bottom",
      offset_y: -30,
    }),
    frameIndex: 8,
    sources: ["flower"],
    madeWith: "Video to GIF and Add Text",
  },
  {
    slug: "gif-for-business-marketing",
    input: withText(bottlesWide, {
      font_family: "Arial",
      text: "Three bottles. One loop.",
      font_size: 60,
      color: "#1e1b4b",
      stroke_color: "#ffffff",
      stroke_width: 3,
      vertical_align: "bottom",
      offset_y: -24,
    }),
    frameIndex: 3,
    sources: ["bottles"],
    madeWith: "Video to GIF and Add Text",
  },
  {
    slug: "creative-gif-design-tutorial",
    input: slideshow,
    frameIndex: 4,
    sources: ["elephant", "flower"],
    madeWith: "GIF Maker (crossfade), Crop and Resize",
  },
  {
    slug: "gif-accessibility-guide",
    input: withText(fridayWide, {
      font_family: "Arial",
      text: "Captions let everyone follow the story.",
      font_size: 44,
      color: "#ffffff",
      stroke_color: "#000000",
      stroke_width: 4,
      vertical_align: "bottom",
      offset_y: -24,
    }),
    frameIndex: 2,
    sources: ["friday"],
    madeWith: "Video to GIF, Crop, Resize and Add Text",
  },
  {
    slug: "how-to-make-gifs-from-videos",
    input: flowerLarge,
    frameIndex: 3,
    sources: ["flower"],
    madeWith: "Video to GIF (1200 × 675, 10 fps, high quality)",
  },
  {
    slug: "top-5-gif-optimization-tips",
    input: {
      kind: "made",
      from: [bottlesWide],
      steps: [
        {
          tool: "optimize",
          fields: { quality: "60", colors: "64", lossy: "30", optimize_level: "3" },
        },
      ],
    },
    frameIndex: 5,
    sources: ["bottles"],
    madeWith: "Video to GIF and Optimize (Max Compression preset)",
  },
  {
    slug: "add-text-to-gifs-guide",
    input: withText(elephantStill, {
      ...memeText,
      text: "BIG NEWS",
      font_size: 110,
      stroke_width: 5,
      vertical_align: "top",
      offset_y: 30,
    }),
    frameIndex: 0,
    sources: ["elephant"],
    madeWith: "GIF Maker, Crop, Resize and Add Text (Meme Style)",
  },
  {
    slug: "master-the-art-of-adding-text-to-gifs",
    input: withText(
      flowerBud,
      {
        font_family: "Georgia",
        text: "Every bloom",
        font_size: 80,
        color: "#ffffff",
        stroke_color: "#3b0764",
        stroke_width: 3,
        horizontal_align: "left",
        vertical_align: "top",
        offset_x: 40,
        offset_y: 30,
      },
      {
        font_family: "Georgia",
        text: "starts as a bud",
        font_size: 80,
        color: "#ffffff",
        stroke_color: "#3b0764",
        stroke_width: 3,
        horizontal_align: "right",
        vertical_align: "bottom",
        offset_x: -40,
        offset_y: -30,
      },
    ),
    frameIndex: 4,
    sources: ["flower"],
    madeWith: "Video to GIF, Crop, Resize and Add Text (two layers)",
  },
  {
    slug: "professional-gif-cropping-and-composition-guide",
    input: flowerBud,
    frameIndex: 8,
    sources: ["flower"],
    madeWith: "Video to GIF, then Crop (a 480 × 270 box) and Resize",
  },
  {
    slug: "gif-size-limits-by-platform",
    input: withText(fridayWide, {
      ...memeText,
      text: "WILL IT FIT?",
      font_size: 96,
      stroke_width: 5,
      vertical_align: "top",
      offset_y: 24,
    }),
    frameIndex: 4,
    sources: ["friday"],
    madeWith: "Video to GIF, Crop, Resize and Add Text (Meme Style)",
  },
  {
    slug: "complete-guide-to-resize-gif",
    input: fridayWide,
    frameIndex: 7,
    sources: ["friday"],
    madeWith: "Video to GIF (640 × 480), Crop to 16:9 and Resize to 1200 × 675",
  },
];

/**
 * How the page shows an animated example: a muted looping video made from the tool's file
 * (WebM VP9 and MP4 H.264, the same frames at the same times) and a still poster (its first
 * frame), shown instead when the visitor prefers reduced motion or pauses it (issue 29: a GIF
 * cannot be paused). The tool's own file stays beside them as the proof, linked from the page.
 */
export interface ExampleMotion {
  poster: string;
  /** Both for an animation; for a video tool's input or result, the one file it is. */
  webm?: string;
  mp4?: string;
}

export interface ExampleFile {
  path: string;
  bytes: number;
  width: number;
  height: number;
  /** Frames of a GIF or a video; 1 for a still. */
  frames: number;
  /** Total display time of a GIF or length of a video, in seconds; null for a still. */
  durationSeconds: number | null;
  /** A file shown out of a ZIP result: the archive's name, its size and how many files it holds. */
  archive?: { name: string; bytes: number; files: number };
  /** Set for an animation: what the page plays instead of the file itself. */
  motion?: ExampleMotion;
}

export interface ExampleInput extends ExampleFile {
  name: string;
  alt: string;
  kind: "video" | "gif" | "image";
  /**
   * What the page shows for it: a still (a video's frame, a photo, made smaller); for an
   * animated GIF, its first frame as the poster of `motion`, the same animation as video.
   */
  preview: {
    path: string;
    width: number;
    height: number;
    isStill: boolean;
    motion?: ExampleMotion;
  };
  /** Set when the input was itself made by GifKit (e.g. with Video to GIF). */
  madeWith: string | null;
}

export interface ExampleManifest {
  sources: Record<SourceId, { title: string; credit: string; licence: string; file: string }>;
  examples: {
    tool: Step["tool"];
    inputs: ExampleInput[];
    output: ExampleFile;
    settings: string;
    outputAlt: string;
    sources: SourceId[];
  }[];
  heroes: {
    slug: string;
    webp: string;
    webpSmall: string;
    jpeg: string;
    width: number;
    height: number;
    frameIndex: number;
    madeWith: string;
    sources: SourceId[];
  }[];
}

/** The page's background behind a picture (Tailwind's slate-100): transparent pixels become it. */
const posterBackground = "#f1f5f9";

async function gifFacts(path: string) {
  const meta = await sharp(path, { animated: true }).metadata();
  const frames = meta.pages ?? 1;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const delays = meta.delay ?? [];
  const durationMs = delays.reduce((sum, delay) => sum + delay, 0);
  return { width: meta.width ?? 0, height, frames, durationSeconds: durationMs / 1000 };
}

/**
 * A still PNG result's display copy, a lossy WebP with its alpha (Sprite sheet's 216 KB PNG sheet
 * was in a phone's first screen, issue 41: 26 KB at quality 80); the PNG stays the download.
 */
async function stillPreview(pngPath: string): Promise<{ path: string; bytes: number }> {
  const path = pngPath.replace(/\.png$/, "-preview.webp");
  await sharp(pngPath).webp({ quality: 80, alphaQuality: 90, effort: 6 }).toFile(path);
  return { path: publicPath(path), bytes: (await stat(path)).size };
}

/**
 * The display files of an animation (`stem` is its path without extension): a WebP poster of
 * its first frame, and, when `encode` is true, a WebM and an MP4 of every frame at its own
 * time. libvips decodes (ffmpeg 5.1 cannot read an animated WebP, Convert's result) and
 * composites the frames; ffmpeg encodes them. Frames are sent at one rate, 1 / the greatest
 * common divisor of the delays, each repeated for its delay, so mixed delays keep their times
 * exactly. Delays under 2 cs count as 10 cs, as browsers play them.
 */
export async function makeMotion(
  animation: string,
  stem: string,
  encode: boolean,
): Promise<ExampleMotion> {
  const poster = `${stem}-poster.webp`;
  await sharp(animation, { page: 0 })
    .flatten({ background: posterBackground })
    .webp({ quality: 72, effort: 6 })
    .toFile(poster);
  const motion = {
    poster: publicPath(poster),
    webm: publicPath(`${stem}.webm`),
    mp4: publicPath(`${stem}.mp4`),
  };
  if (!encode) return motion;
  const meta = await sharp(animation, { animated: true }).metadata();
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const frameCount = meta.pages ?? 1;
  const centiseconds = Array.from({ length: frameCount }, (_, index) => {
    const delay = Math.round((meta.delay?.[index] ?? 100) / 10);
    return delay < 2 ? 10 : delay;
  });
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const step = centiseconds.reduce(gcd);
  const frames = await sharp(animation, { animated: true })
    .flatten({ background: posterBackground })
    .removeAlpha()
    .raw()
    .toBuffer();
  const frameBytes = width * height * 3;
  const args = [
    "-nostdin",
    "-v",
    "error",
    "-y",
    // Raw RGB frames from libvips on stdin, at 100 / step frames per second.
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${width}x${height}`,
    "-framerate",
    `100/${step}`,
    "-i",
    "pipe:0",
    // 4:2:0 video needs even sides: one row or column of the background color is added.
    "-filter_complex",
    `[0:v]pad=ceil(iw/2)*2:ceil(ih/2)*2:color=${posterBackground.replace("#", "0x")},format=yuv420p,split=2[webm][mp4]`,
    "-map",
    "[webm]",
    // VP9 in constant-quality mode (-b:v 0); -cpu-used 2 trades encode time for size.
    "-c:v",
    "libvpx-vp9",
    "-crf",
    "38",
    "-b:v",
    "0",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
    `${stem}.webm`,
    "-map",
    "[mp4]",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "26",
    // The index at the front: the browser can start playing before the whole file arrives.
    "-movflags",
    "+faststart",
    `${stem}.mp4`,
  ];
  await new Promise<void>((resolve, reject) => {
    const ffmpeg = spawn("ffmpeg", args, { stdio: ["pipe", "ignore", "pipe"] });
    let errors = "";
    ffmpeg.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg (${stem}): ${code} ${errors}`)),
    );
    ffmpeg.stdin.on("error", reject);
    void (async () => {
      for (const [index, delay] of centiseconds.entries()) {
        const frame = frames.subarray(index * frameBytes, (index + 1) * frameBytes);
        for (let repeat = 0; repeat < delay / step; repeat += 1)
          if (!ffmpeg.stdin.write(frame))
            await new Promise((drained) => ffmpeg.stdin.once("drain", drained));
      }
      ffmpeg.stdin.end();
    })();
  });
  return motion;
}

const isVideoFile = (path: string) => /\.(mp4|webm)$/.test(path);

/**
 * A video's facts as the manifest states them: its shown size, its frames (packets of the first
 * video stream, counted by ffprobe) and its length in hundredths of a second.
 */
export async function exampleVideoFacts(path: string) {
  const facts = await videoFacts(path);
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-select_streams", "v:0", "-count_packets"],
    ...["-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", path],
  ]);
  return {
    width: facts.width,
    height: facts.height,
    frames: Number(stdout.trim()),
    durationSeconds: Math.round(facts.durationSeconds * 100) / 100,
  };
}

/**
 * How the page shows a video (a video tool's input or result): the file itself, muted and
 * looping, with a WebP poster of its first frame (taken by ffmpeg, encoded by libvips).
 */
export async function videoMotion(path: string): Promise<ExampleMotion> {
  const poster = `${path.replace(/\.\w+$/, "")}-poster.webp`;
  const { stdout } = await run(
    "ffmpeg",
    ["-nostdin", "-v", "error", "-i", path, "-frames:v", "1"].concat([
      ...["-f", "image2pipe", "-c:v", "png", "pipe:1"],
    ]),
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  await sharp(stdout as unknown as Buffer)
    .webp({ quality: 72, effort: 6 })
    .toFile(poster);
  return {
    poster: publicPath(poster),
    ...(path.endsWith(".webm") ? { webm: publicPath(path) } : { mp4: publicPath(path) }),
  };
}

/** Runs tools through the API of a real server; results of identical inputs are reused. */
export class ExampleMaker {
  private readonly made = new Map<string, Promise<string>>();
  private counter = 0;
  private readonly server: TestServer;
  private readonly workDir: string;
  private readonly log: boolean;

  constructor(server: TestServer, workDir: string, log = false) {
    this.server = server;
    this.workDir = workDir;
    this.log = log;
  }

  /** The local path of an input (fixture, still or made GIF). */
  resolve(input: Input): Promise<string> {
    const key = JSON.stringify(input);
    let path = this.made.get(key);
    if (!path) {
      path = this.materialise(input);
      this.made.set(key, path);
    }
    return path;
  }

  private async materialise(input: Input): Promise<string> {
    if (input.kind === "fixture") return fixture(sources[input.source].file);
    if (input.kind === "still") {
      const output = join(this.workDir, `${input.source}-${input.atSeconds}s.jpg`);
      // One frame at that time as a JPEG, like a photo from a camera (-q:v 2: high quality).
      await run("ffmpeg", [
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-ss",
        String(input.atSeconds),
        "-i",
        fixture(sources[input.source].file),
        "-frames:v",
        "1",
        "-q:v",
        "2",
        output,
      ]);
      return output;
    }
    let paths = await Promise.all(input.from.map((from) => this.resolve(from)));
    for (const step of input.steps) paths = [await this.runTool(step, paths)];
    return paths[0]!;
  }

  async runTool(step: Step, inputPaths: string[]): Promise<string> {
    const started = performance.now();
    // Tools that take several inputs (GIF Maker, Combine) read them from `files`.
    const fileField = tools[step.tool].maxInputFiles > 1 ? "files" : "file";
    const form = multipart([
      ...(await Promise.all(
        inputPaths.map(async (path) => ({
          name: fileField,
          value: await readFile(path),
          fileName: basename(path).includes(".") ? basename(path) : `${basename(path)}.gif`,
        })),
      )),
      ...Object.entries(step.fields).map(([name, value]) => ({ name, value })),
      ...(await Promise.all(
        Object.entries(step.attachments ?? {}).map(async ([name, source]) => ({
          name,
          value: await readFile(fixture(sources[source].file)),
          fileName: basename(sources[source].file),
        })),
      )),
    ]);
    const start = await this.server.app.inject({
      method: "POST",
      url: tools[step.tool].apiPath,
      ...form,
    });
    if (start.statusCode !== 202)
      throw new Error(`${step.tool} refused the example: ${start.statusCode} ${start.body}`);
    const status = await waitForTask(this.server.app, start.json().task_id, 300_000);
    // `path` is the main output: the GIF, Convert's WebP or Split's ZIP.
    if (status.state !== "SUCCESS" || !status.result?.path)
      throw new Error(`${step.tool} failed on the example: ${status.error}`);
    const { body } = await download(this.server.app, status.result.path);
    this.counter += 1;
    const extension = status.result.zip
      ? "zip"
      : status.result.webp
        ? "webp"
        : status.result.png && !status.result.gif
          ? "png"
          : // A video tool's result (Video to GIF's GIF comes with an MP4 beside it).
            !status.result.gif && status.result.mp4
            ? "mp4"
            : !status.result.gif && status.result.webm
              ? "webm"
              : "gif";
    const output = join(this.workDir, `${this.counter}-${step.tool}.${extension}`);
    await writeFile(output, body);
    if (this.log)
      console.log(`  ${step.tool}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return output;
  }
}

const posix = (path: string) => path.split("\\").join("/");
const publicPath = (path: string) => `/${posix(path).split("/public/")[1]}`;

async function describeInput(
  input: Input,
  path: string,
  index: number,
  tool: string,
  outputDir: string,
  encodeVideos: boolean,
): Promise<Omit<ExampleInput, "alt">> {
  const bytes = (await stat(path)).size;
  const stem = `${tool}-input${index === 0 ? "" : `-${index + 1}`}`;
  const still = async (from: string, time: number | null) => {
    const previewPath = join(outputDir, `${stem}.webp`);
    let frame = sharp(from, { page: 0 });
    if (time !== null) {
      // A video's frame at `time`, taken by ffmpeg: the page shows what the input looks like.
      const { stdout } = await run(
        "ffmpeg",
        ["-nostdin", "-v", "error", "-ss", String(time), "-i", from, "-frames:v", "1"].concat([
          "-f",
          "image2pipe",
          "-c:v",
          "png",
          "pipe:1",
        ]),
        { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
      );
      frame = sharp(stdout as unknown as Buffer);
    }
    const info = await frame
      .resize({ width: 480, height: 360, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 70, effort: 6 })
      .toFile(previewPath);
    return { path: publicPath(previewPath), width: info.width, height: info.height, isStill: true };
  };
  if (input.kind === "fixture" && sources[input.source].file.startsWith("video/")) {
    const facts = await videoFacts(path);
    // Hundredths of a second, as the manifest has always stated it.
    facts.durationSeconds = Math.round(facts.durationSeconds * 100) / 100;
    return {
      name: basename(path),
      kind: "video",
      path: "",
      bytes,
      width: facts.width,
      height: facts.height,
      frames: 1,
      durationSeconds: facts.durationSeconds,
      preview: await still(path, 1),
      madeWith: null,
    };
  }
  if (input.kind === "made" && isVideoFile(path)) {
    // A video made for a video tool: published as it is, and played like the result. The five
    // video tools start from the same clip: one file, named by its content, serves them all.
    const digest = createHash("sha256")
      .update(await readFile(path))
      .digest("hex")
      .slice(0, 10);
    const published = join(outputDir, `video-input-${digest}${path.slice(path.lastIndexOf("."))}`);
    await copyFile(path, published);
    const facts = await exampleVideoFacts(published);
    const motion = await videoMotion(published);
    return {
      name: basename(published),
      kind: "video",
      path: publicPath(published),
      bytes,
      ...facts,
      preview: {
        path: motion.poster,
        width: facts.width,
        height: facts.height,
        isStill: false,
        motion,
      },
      madeWith: input.steps.map(stepName).join(", "),
    };
  }
  if (input.kind === "still" || (input.kind === "fixture" && !path.endsWith(".gif"))) {
    const meta = await sharp(path).metadata();
    const name =
      input.kind === "still"
        ? `${input.source}-still.jpg`
        : basename(fixture(sources[input.source].file));
    return {
      name,
      kind: "image",
      path: "",
      bytes,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      frames: 1,
      durationSeconds: null,
      preview: await still(path, null),
      madeWith: input.kind === "still" ? "a frame of the video, taken with ffmpeg" : null,
    };
  }
  const facts = await gifFacts(path);
  // An animated input plays like the result (same controls), from its own video.
  const motion = await makeMotion(path, join(outputDir, stem), encodeVideos);
  const preview: ExampleInput["preview"] = {
    path: motion.poster,
    width: facts.width,
    height: facts.height,
    isStill: false,
    motion,
  };
  return {
    name: input.kind === "fixture" ? basename(path) : `${tool}-input.gif`,
    kind: "gif",
    path: "",
    bytes,
    ...facts,
    preview,
    madeWith: input.kind === "made" ? input.steps.map(stepName).join(", ") : null,
  };
}

/** A step in words: a tool's name, or for the chain of edits its operations ("cut, resize"). */
function stepName(step: Step): string {
  if (step.tool !== "edit") return tools[step.tool].name;
  const operations = JSON.parse(step.fields.operations ?? "[]") as { op: string }[];
  return `the chain of edits (${operations.map((operation) => operation.op).join(", ")})`;
}

const sourcesOf = (input: Input): SourceId[] =>
  input.kind === "made" ? [...new Set(input.from.flatMap(sourcesOf))] : [input.source as SourceId];

/** Makes every example and hero into `webDir`'s public folders; returns the manifest. */
export async function makeExamples(
  server: TestServer,
  options: {
    outputRoot: string;
    workDir: string;
    only?: "examples" | "heroes";
    /** Make only this tool's example (a new tool's), leaving the other files in place. */
    tool?: ToolId;
    /** Make only these heroes (tests: the cheap ones). */
    heroSlugs?: string[];
    /**
     * Encode the display videos of these tools' examples only (tests: encoding every one takes
     * minutes); the others get their posters and manifest entries. Default: every tool.
     */
    videosFor?: ToolId[];
    log?: boolean;
  },
): Promise<ExampleManifest> {
  const maker = new ExampleMaker(server, options.workDir, options.log);
  const exampleDir = join(options.outputRoot, "public/examples");
  const heroDir = join(options.outputRoot, "public/images/blog");
  // Nothing stale stays behind: every file in these folders is one this run wrote.
  if (options.only !== "heroes" && !options.tool)
    await rm(exampleDir, { recursive: true, force: true });
  if (options.only !== "examples") await rm(heroDir, { recursive: true, force: true });
  await mkdir(exampleDir, { recursive: true });
  await mkdir(heroDir, { recursive: true });
  const manifest: ExampleManifest = {
    sources: Object.fromEntries(
      Object.entries(sources).map(([id, source]) => [id, { ...source }]),
    ) as ExampleManifest["sources"],
    examples: [],
    heroes: [],
  };

  if (options.only !== "heroes") {
    for (const example of toolExamples) {
      if (options.tool && example.tool !== options.tool) continue;
      const inputPaths = await Promise.all(example.inputs.map((input) => maker.resolve(input)));
      let paths = inputPaths;
      for (const step of example.steps) paths = [await maker.runTool(step, paths)];
      const made = await readFile(paths[0]!);
      let archive: ExampleFile["archive"];
      let outputPath: string;
      if (paths[0]?.endsWith(".zip")) {
        // A ZIP is shown by one of its files, read out of the archive the tool made.
        const bytes = new Uint8Array(made);
        const entries = readZipEntries(bytes);
        const shown = entries.find((entry) => entry.name === example.shownEntry);
        if (!shown) throw new Error(`${example.tool}: the ZIP has no ${example.shownEntry}`);
        outputPath = join(
          exampleDir,
          `${example.tool}-output${shown.name.slice(shown.name.lastIndexOf("."))}`,
        );
        await writeFile(outputPath, storedEntryBytes(bytes, shown));
        archive = {
          name: tools[example.tool].downloadNames.zip ?? "result.zip",
          bytes: made.byteLength,
          files: entries.length,
        };
      } else {
        outputPath = join(
          exampleDir,
          `${example.tool}-output${paths[0]?.match(/\.(webp|png|mp4|webm)$/)?.[0] ?? ".gif"}`,
        );
        await writeFile(outputPath, made);
      }
      const videoResult = isVideoFile(outputPath);
      const encodeVideos = !options.videosFor || options.videosFor.includes(example.tool);
      const inputs = [];
      for (const [index, input] of example.inputs.entries())
        inputs.push({
          ...(await describeInput(
            input,
            inputPaths[index]!,
            index,
            example.tool,
            exampleDir,
            encodeVideos,
          )),
          alt: example.inputAlts[index] ?? "",
        });
      const outputFacts = videoResult
        ? await exampleVideoFacts(outputPath)
        : await gifFacts(outputPath);
      // A video result plays as itself (its poster beside it); an animation from display videos.
      const motion = videoResult
        ? await videoMotion(outputPath)
        : outputFacts.frames > 1
          ? await makeMotion(outputPath, outputPath.replace(/\.\w+$/, ""), encodeVideos)
          : undefined;
      const stillCopy =
        outputFacts.frames === 1 && outputPath.endsWith(".png")
          ? await stillPreview(outputPath)
          : undefined;
      manifest.examples.push({
        tool: example.tool,
        inputs,
        output: {
          path: publicPath(outputPath),
          bytes: (await stat(outputPath)).size,
          ...outputFacts,
          ...(archive ? { archive, durationSeconds: null } : {}),
          ...(motion ? { motion } : {}),
          ...(stillCopy ? { stillCopy } : {}),
        },
        settings: example.settings,
        outputAlt: example.outputAlt,
        sources: [
          ...new Set([
            ...example.inputs.flatMap(sourcesOf),
            ...example.steps.flatMap((step) => Object.values(step.attachments ?? {})),
          ]),
        ],
      });
    }
  }

  if (options.only !== "examples") {
    const chosen = heroes.filter(
      (hero) => !options.heroSlugs || options.heroSlugs.includes(hero.slug),
    );
    for (const hero of chosen) {
      const gif = await maker.resolve(hero.input);
      const frame = sharp(gif, { page: hero.frameIndex });
      const { width, height } = await frame.metadata();
      if (width !== 1200 || (await gifFacts(gif)).height !== 675)
        throw new Error(`${hero.slug}: the GIF is ${width} × ${height}, not 1200 × 675`);
      const base = join(heroDir, hero.slug);
      const pixels = await frame.png().toBuffer();
      await sharp(pixels).resize(640).webp({ quality: 75, effort: 6 }).toFile(`${base}-640.webp`);
      const jpeg = await sharp(pixels).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      await writeFile(`${base}.jpg`, jpeg);
      // The WebP is offered first, so it must not be the larger file: a noisy frame (dithered
      // GIF colors) came out 196 KB against the JPEG's 134 KB at quality 78 (issue 41). Lower
      // the quality until it is no larger.
      let webp = await sharp(pixels).webp({ quality: 78, effort: 6 }).toBuffer();
      for (let quality = 70; webp.length > jpeg.length && quality >= 40; quality -= 8)
        webp = await sharp(pixels).webp({ quality, effort: 6 }).toBuffer();
      await writeFile(`${base}.webp`, webp);
      manifest.heroes.push({
        slug: hero.slug,
        webp: publicPath(`${base}.webp`),
        webpSmall: publicPath(`${base}-640.webp`),
        jpeg: publicPath(`${base}.jpg`),
        width: 1200,
        height: 675,
        frameIndex: hero.frameIndex,
        madeWith: hero.madeWith,
        sources: hero.sources,
      });
    }
  }
  return manifest;
}

if (import.meta.main) {
  const only = process.argv[2] as "examples" | "heroes" | undefined;
  const toolArgument = process.argv.indexOf("--tool");
  const tool = toolArgument > 0 ? (process.argv[toolArgument + 1] as ToolId) : undefined;
  const workDir = await mkdtemp(join(tmpdir(), "gifkit-examples-"));
  const server = await startTestServer();
  try {
    const started = performance.now();
    const manifest = await makeExamples(server, {
      outputRoot: webRoot,
      workDir,
      log: true,
      only: tool ? "examples" : only,
      tool,
    });
    if (only || tool) {
      // Remade one half (or one tool's example): keep the rest of the committed manifest.
      const previous = JSON.parse(await readFile(manifestPath, "utf8")) as ExampleManifest;
      if (only === "examples" || tool) manifest.heroes = previous.heroes;
      else manifest.examples = previous.examples;
      if (tool) {
        // The tool's example takes its place in toolExamples' order among the kept ones.
        const order = toolExamples.map((example) => example.tool);
        manifest.examples = [
          ...previous.examples.filter((example) => example.tool !== tool),
          ...manifest.examples,
        ].sort((a, b) => order.indexOf(a.tool) - order.indexOf(b.tool));
      }
    }
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest is committed: keep it in the repository's JSON style.
    await run("npx", ["biome", "format", "--write", manifestPath]);
    for (const example of manifest.examples)
      console.log(
        `${example.tool}: ${example.inputs.map((input) => `${input.name} ${input.bytes} B`).join(" + ")} → ${example.output.width}×${example.output.height}, ${example.output.frames} frames, ${example.output.bytes} B`,
      );
    console.log(
      `${manifest.heroes.length} blog heroes; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
