/**
 * The site's committed examples (apps/web/public/examples, the manifest
 * apps/web/src/content/examples.json) are what the tools make today: the same runs through the
 * HTTP API, on the same fixtures, give the same bytes. When a tool changes its output on purpose,
 * `npm run examples` remakes them. Blog heroes take minutes at 1200 × 675: one is remade here.
 * The display videos (WebM and MP4 made from each animation by a bare ffmpeg step) are encoded for
 * two examples only, a GIF's and Convert's WebP, and compared by what they play (size, frames,
 * length), not by bytes: the encoders' bytes are ffmpeg's business, not the tools'. The video
 * tools' examples (issue 42) are MP4s that the tools encode with x264, whose bytes depend on the
 * machine's thread count: they are compared by what they play too, and their sizes within 10%.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ToolId, toolList } from "@gifkit/tools";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type ExampleManifest,
  exampleVideoFacts,
  makeExamples,
  manifestPath,
  webRoot,
} from "../scripts/make-examples.ts";
import { videoFacts } from "./helpers/media-probe.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const isVideo = (path: string) => /\.(mp4|webm)$/.test(path);

/** Sizes within this share of the committed ones for a video (x264's bytes vary by machine). */
const videoBytesShare = 0.1;

/**
 * A manifest's examples with the sizes of videos replaced by whether they are within
 * videoBytesShare of `reference`'s: the rest of each entry must be equal.
 */
function withVideoSizesChecked(
  examples: ExampleManifest["examples"],
  reference: ExampleManifest["examples"],
): unknown[] {
  const near = (bytes: number, kept: number | undefined) =>
    kept !== undefined && Math.abs(bytes - kept) <= kept * videoBytesShare;
  return examples.map((example) => {
    const kept = reference.find((entry) => entry.tool === example.tool);
    return {
      ...example,
      inputs: example.inputs.map((input, index) =>
        isVideo(input.path)
          ? {
              ...input,
              path: "video",
              name: "video",
              bytes: near(input.bytes, kept?.inputs[index]?.bytes),
              preview: { ...input.preview, path: "", motion: undefined },
            }
          : input,
      ),
      output: isVideo(example.output.path)
        ? { ...example.output, bytes: near(example.output.bytes, kept?.output.bytes) }
        : example.output,
    };
  });
}

/** The examples whose display videos are encoded again here: a GIF result and a WebP one. */
const videosFor: ToolId[] = ["speed", "convert"];

const stale = "the committed examples differ from what the tools make: run `npm run examples`";

let server: TestServer;
let directory: string;
let made: ExampleManifest;
let committed: ExampleManifest;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "gifkit-examples-test-"));
  server = await startTestServer();
  committed = JSON.parse(await readFile(manifestPath, "utf8")) as ExampleManifest;
});
afterAll(async () => {
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("committed examples", () => {
  // In a test rather than in beforeAll, so that the run's timings (scripts/test-durations.json)
  // count it: a file timed without its set-up starts last and runs alone (issue 23). The tests
  // below compare what it made.
  test("every example is made again through the HTTP API", async () => {
    made = await makeExamples(server, {
      outputRoot: join(directory, "web"),
      workDir: directory,
      heroSlugs: ["how-to-make-gifs-from-videos"],
      videosFor,
    });
    expect(made.examples.length).toBeGreaterThan(0);
  }, 600_000);

  test("the manifest lists the same examples, sizes and dimensions the tools give now", () => {
    expect(withVideoSizesChecked(made.examples, committed.examples), stale).toEqual(
      withVideoSizesChecked(committed.examples, committed.examples),
    );
    // Every tool that takes an input has its example, the video tools included (issue 42).
    expect(made.examples.map((example) => example.tool).sort()).toEqual(
      toolList
        .filter((tool) => tool.input !== "none" && !tool.apiOnly)
        .map((tool) => tool.id)
        .sort(),
    );
  });

  test("every example file is byte for byte what the tools make", async () => {
    // Results, stills and posters (posters are libvips's, so exact too); not the video tools'
    // videos and their posters (x264's bytes: the next test).
    const files = made.examples.flatMap((example) => [
      ...(isVideo(example.output.path) ? [] : [example.output.path]),
      ...(example.output.motion && !isVideo(example.output.path)
        ? [example.output.motion.poster]
        : []),
      ...example.inputs.filter((input) => !isVideo(input.path)).map((input) => input.preview.path),
    ]);
    expect(files.length).toBeGreaterThanOrEqual(14);
    for (const path of files) {
      const fresh = await readFile(join(directory, "web/public", path));
      const kept = await readFile(join(webRoot, "public", path));
      expect(kept.equals(fresh), `${path}: ${stale}`).toBe(true);
    }
  });

  test("each stated size is the committed file's size", async () => {
    for (const example of committed.examples) {
      const output = await readFile(join(webRoot, "public", example.output.path));
      expect(output.length).toBe(example.output.bytes);
      for (const input of example.inputs)
        if (input.path)
          expect((await readFile(join(webRoot, "public", input.path))).length).toBe(input.bytes);
    }
  });

  test("a video tool's example is a short video that plays what the committed one plays", async () => {
    const videoExamples = committed.examples.filter((example) => isVideo(example.output.path));
    expect(videoExamples.map((example) => example.tool).sort()).toEqual([
      "add-subtitles",
      "add-text-to-video",
      "censor-video",
      "compress-video",
      "convert-video",
      "crop-video",
      "loop-video",
      "resize-video",
      "reverse-video",
      "rotate-video",
      "trim-video",
      "video-audio",
      "video-speed",
    ]);
    for (const example of videoExamples) {
      const fresh = made.examples.find((entry) => entry.tool === example.tool)!;
      for (const [kept, now] of [
        [example.output.path, fresh.output.path],
        [example.inputs[0]!.path, fresh.inputs[0]!.path],
      ] as const) {
        const keptFacts = await exampleVideoFacts(join(webRoot, "public", kept));
        expect(keptFacts, `${kept}: ${stale}`).toEqual(
          await exampleVideoFacts(join(directory, "web/public", now)),
        );
        // Small enough to play on a page: each file under 300 KB.
        expect((await readFile(join(webRoot, "public", kept))).length).toBeLessThan(300_000);
      }
      // Played as itself, muted and looping, with a poster of its first frame.
      // Convert Video's result is WebM: played as its own type.
      const outputType = example.output.path.endsWith(".webm") ? "webm" : "mp4";
      expect(example.output.motion).toEqual({
        poster: example.output.path.replace(/\.(mp4|webm)$/, "-poster.webp"),
        [outputType]: example.output.path,
      });
      expect(example.inputs[0]?.preview.motion?.mp4).toBe(example.inputs[0]?.path);
    }
    const byTool = Object.fromEntries(videoExamples.map((example) => [example.tool, example]));
    // What each tool did, read from its result: the length, the turn, the size target.
    expect(byTool["trim-video"]?.output.durationSeconds).toBeCloseTo(1.5, 1);
    expect(byTool["video-speed"]?.output.durationSeconds).toBeCloseTo(1.5, 1);
    expect(byTool["reverse-video"]?.output.durationSeconds).toBeCloseTo(3, 1);
    // The whole clip kept by the tools that change no time.
    for (const tool of ["add-subtitles", "add-text-to-video", "convert-video", "video-audio"]) {
      expect(byTool[tool]?.output.durationSeconds, tool).toBeCloseTo(3, 1);
    }
    expect(byTool["convert-video"]?.output.path).toMatch(/\.webm$/);
    expect([byTool["rotate-video"]?.output.width, byTool["rotate-video"]?.output.height]).toEqual([
      360, 480,
    ]);
    const sizeOf = (tool: string) => [byTool[tool]?.output.width, byTool[tool]?.output.height];
    expect(sizeOf("crop-video")).toEqual([202, 360]);
    expect(sizeOf("resize-video")).toEqual([240, 180]);
    expect(sizeOf("censor-video")).toEqual([480, 360]);
    expect(byTool["loop-video"]?.output.durationSeconds).toBeCloseTo(4.5, 1);
    expect(byTool["censor-video"]?.output.durationSeconds).toBeCloseTo(3, 1);
    const compressed = byTool["compress-video"]!.output.bytes;
    expect(compressed).toBeLessThanOrEqual(100_000);
    expect(compressed).toBeGreaterThanOrEqual(90_000);
  });

  test("a blog hero is the frame the tools make, in WebP and JPEG", async () => {
    const [hero] = made.heroes;
    expect(hero?.slug).toBe("how-to-make-gifs-from-videos");
    expect(committed.heroes.find((entry) => entry.slug === hero?.slug)).toEqual(hero);
    for (const path of [hero!.webp, hero!.webpSmall, hero!.jpeg]) {
      const fresh = await readFile(join(directory, "web/public", path));
      const kept = await readFile(join(webRoot, "public", path));
      expect(kept.equals(fresh), `${path}: ${stale}`).toBe(true);
    }
  });

  test("every animation has a poster and display videos; re-encoded ones play the same frames", async () => {
    for (const example of committed.examples) {
      const animated = example.output.frames > 1 && !example.output.archive;
      expect(Boolean(example.output.motion), example.tool).toBe(animated);
      for (const input of example.inputs)
        expect(Boolean(input.preview.motion), `${example.tool} input`).toBe(
          (input.kind === "gif" && input.frames > 1) || isVideo(input.path),
        );
    }
    for (const example of made.examples.filter((candidate) => videosFor.includes(candidate.tool))) {
      const motion = example.output.motion!;
      for (const video of [motion.mp4!, motion.webm!]) {
        const fresh = await videoFacts(join(directory, "web/public", video));
        const kept = await videoFacts(join(webRoot, "public", video));
        expect(kept, `${video}: ${stale}`).toEqual(fresh);
        // The video plays the animation's whole length at its size (sides rounded up to even).
        expect(kept.durationSeconds).toBeCloseTo(example.output.durationSeconds ?? 0, 1);
        expect(kept.width - example.output.width).toBeLessThanOrEqual(1);
        expect(kept.height - example.output.height).toBeLessThanOrEqual(1);
      }
    }
  });
});
