import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import type { TaskStatus } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { outputSize } from "../../../../packages/tools/src/gif-maker/shared/output-size.ts";
import { optimizeSample } from "../../../../packages/tools/src/optimize/shared/estimate-sample.ts";
import { videoSamplePlan } from "../../../../packages/tools/src/video-to-gif/shared/estimate-sample.ts";
import { fixture } from "../helpers/fixtures.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

const execute = promisify(execFile);

/**
 * The size estimate shown before a task (issue 17 §1): measured on a sample the browser can make
 * (frames grabbed at the output size, images scaled to it, the GIF or its first frames), encoded
 * by the tool's own encoder in the worker, and within 20% of the real result on every fixture.
 * The samples are made here the way the editors make them (apps: size-estimate.tsx and each
 * tool's shared/estimate-sample.ts): same frames, same sizes, JPEG stills for video frames.
 */
describe("size estimates through the HTTP API", () => {
  let server: TestServer;
  let workDir: string;
  const report: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "gifkit-estimate-"));
  });
  afterAll(async () => {
    console.log(
      [
        "| tool | input | settings | estimate | real | error | sample | estimate s | task s |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|",
        ...report,
      ].join("\n"),
    );
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  type Part = { name: string; value: string | Buffer; fileName?: string; contentType?: string };
  async function finish(
    url: string,
    parts: Part[],
  ): Promise<{ status: TaskStatus; seconds: number }> {
    const started = performance.now();
    const response = await server.app.inject({ method: "POST", url, ...multipart(parts) });
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id, 240_000);
    expect(status.error).toBeNull();
    expect(status.state).toBe("SUCCESS");
    return { status, seconds: (performance.now() - started) / 1000 };
  }

  async function compare(
    tool: string,
    input: string,
    settings: string,
    estimateParts: Part[],
    taskParts: Part[],
    sampleBytes: number,
  ) {
    const [estimate, task] = await Promise.all([
      finish(`/api/estimate/${tool}`, estimateParts),
      finish(`/api/${tool}`, taskParts),
    ]);
    const estimated = estimate.status.result?.estimate?.bytes ?? 0;
    const real = task.status.result?.sizes?.gif ?? 0;
    // An estimate stores no file.
    expect(estimate.status.result?.gif).toBeUndefined();
    const error = (estimated - real) / real;
    report.push(
      `| ${tool} | ${input} | ${settings} | ${estimated} | ${real} | ${(error * 100).toFixed(1)}% | ${sampleBytes} | ${estimate.seconds.toFixed(1)} | ${task.seconds.toFixed(1)} |`,
    );
    expect(real).toBeGreaterThan(0);
    expect(
      Math.abs(error),
      `${tool} ${input} ${settings}: ${estimated} vs ${real}`,
    ).toBeLessThanOrEqual(0.2);
  }

  const fields = (values: Record<string, string>): Part[] =>
    Object.entries(values).map(([name, value]) => ({ name, value }));

  const clips = [
    { name: "bottle-detection.mp4", width: 640, height: 360, seconds: 39.855 },
    { name: "flower.mp4", width: 960, height: 540, seconds: 5.055 },
    { name: "flower.webm", width: 960, height: 540, seconds: 5.059 },
    { name: "friday.mp4", width: 640, height: 480, seconds: 6.166 },
    { name: "rabbit320.webm", width: 320, height: 240, seconds: 7.8 },
  ];
  /** Every quality level at the editor's first size and rate, and Low at another rate and size. */
  const videoSettings = [
    { label: "defaults", fps: 15, quality: "medium", box: { width: 480, height: 360 } },
    { label: "high", fps: 15, quality: "high", box: { width: 480, height: 360 } },
    { label: "low", fps: 15, quality: "low", box: { width: 480, height: 360 } },
    { label: "low 24 fps", fps: 24, quality: "low", box: { width: 320, height: 240 } },
  ] as const;

  /**
   * The frames the editor grabs from its <video> (estimate-sample.ts), as JPEG stills at the
   * output size. The editor seeks to each frame's time; here each run is read in one go at the
   * output rate (one ffmpeg instead of one per frame: the same frames, measured byte for byte).
   */
  async function grabFrames(
    clip: string,
    plan: { runFrames: number; timesSeconds: number[] },
    size: { width: number; height: number },
    directory: string,
    fps: number,
  ): Promise<Buffer[]> {
    await mkdir(directory, { recursive: true });
    const runCount = plan.timesSeconds.length / plan.runFrames;
    await Promise.all(
      Array.from({ length: runCount }, (_, run) =>
        execute("ffmpeg", [
          ...["-v", "error", "-y", "-ss", String(plan.timesSeconds[run * plan.runFrames])],
          ...["-i", fixture(`video/${clip}`), "-frames:v", String(plan.runFrames)],
          ...["-vf", `fps=${fps},scale=${size.width}:${size.height}:flags=lanczos`],
          ...["-q:v", "3", "-start_number", String(run * plan.runFrames)],
          join(directory, "frame-%04d.jpg"),
        ]),
      ),
    );
    // A run that reaches the clip's end may get a frame fewer from ffmpeg's fps filter than the
    // times asked for; the editor's <video> shows the last frame there, so it is used again.
    const frames: Buffer[] = [];
    for (const [index] of plan.timesSeconds.entries()) {
      const path = join(directory, `frame-${String(index).padStart(4, "0")}.jpg`);
      const previous = frames[frames.length - 1];
      frames.push(
        await readFile(path).catch((error: unknown) => {
          if (previous && index % plan.runFrames !== 0) return previous;
          throw error;
        }),
      );
    }
    return frames;
  }

  /**
   * The cases `npm test` runs: every clip at least once and every setting on two clips or more
   * (issue 23, the suite's time: 9 conversions instead of 18). `ESTIMATE_CASES=all` runs every
   * clip at every setting, for a change to the estimate itself.
   */
  const everyCase = process.env.ESTIMATE_CASES === "all";
  const defaultCases: Record<string, readonly string[]> = {
    "bottle-detection.mp4": ["defaults", "low 24 fps"],
    "flower.mp4": ["high", "low"],
    // flower.mp4's clip in VP8 (SOURCES.md).
    "flower.webm": ["defaults"],
    "friday.mp4": ["high", "low"],
    "rabbit320.webm": ["defaults", "low 24 fps"],
  };
  for (const clip of clips) {
    for (const setting of videoSettings) {
      if (!everyCase && !defaultCases[clip.name]?.includes(setting.label)) continue;
      it(`Video to GIF: ${clip.name} at ${setting.label} is estimated within 20%`, async () => {
        // The clip's shape inside the box (480 × 360 is the editor's first size); its first segment.
        const scale = Math.min(1, setting.box.width / clip.width, setting.box.height / clip.height);
        const size = {
          width: Math.round(clip.width * scale),
          height: Math.round(clip.height * scale),
        };
        const segments = [{ start: 0, end: Math.min(10, Math.floor(clip.seconds * 10) / 10) }];
        const plan = videoSamplePlan(segments, setting.fps);
        const frames = await grabFrames(
          clip.name,
          plan,
          size,
          join(workDir, `${clip.name}-${setting.label}`),
          setting.fps,
        );
        const options = {
          segments: JSON.stringify(segments),
          fps: String(setting.fps),
          quality: setting.quality,
          width: String(size.width),
          height: String(size.height),
        };
        await compare(
          "video-to-gif",
          clip.name,
          `${setting.label} ${size.width}×${size.height}`,
          [
            ...frames.map((frame, index) => ({
              name: "files",
              value: frame,
              fileName: `frame-${index}.jpg`,
              contentType: "image/jpeg",
            })),
            ...fields({ ...options, sample_run_frames: String(plan.runFrames) }),
          ],
          [
            {
              name: "file",
              value: await readFile(fixture(`video/${clip.name}`)),
              fileName: clip.name,
              contentType: "video/mp4",
            },
            ...fields(options),
          ],
          frames.reduce((sum, frame) => sum + frame.length, 0),
        );
      }, 300_000);
    }
  }

  const images = ["image/elephant-660-480.jpg", "image/4.webp"];
  const gifMakerSettings = [
    { label: "defaults", values: {} as Record<string, string>, requested: {} },
    {
      label: "320 wide, crossfade, medium",
      values: { width: "320", transition_type: "crossfade", quality_level: "medium" },
      requested: { width: 320 },
    },
    { label: "low", values: { quality_level: "low" }, requested: {} },
    { label: "ultra", values: { quality_level: "ultra" }, requested: {} },
  ];
  for (const setting of gifMakerSettings) {
    it(`GIF Maker: the fixture images at ${setting.label} are estimated within 20%`, async () => {
      const probe = async (path: string) => {
        const { stdout } = await execute("ffprobe", [
          ...["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height"],
          ...["-of", "csv=p=0", path],
        ]);
        const [width, height] = stdout.trim().split(",").map(Number) as [number, number];
        return { width, height };
      };
      const first = await probe(fixture(images[0] as string));
      const output = outputSize(first, setting.requested);
      // The browser fits each image larger than the output inside it (JPEG for a photo, WebP
      // otherwise) and sends the scaled copy when it is smaller than the file.
      const sample: Part[] = [];
      for (const [index, image] of images.entries()) {
        const path = fixture(image);
        const original = await readFile(path);
        const own = await probe(path);
        const scale = Math.min(output.width / own.width, output.height / own.height);
        if (scale < 1) {
          const photo = image.endsWith(".jpg");
          const scaledPath = join(
            workDir,
            `scaled-${index}-${output.width}.${photo ? "jpg" : "webp"}`,
          );
          await execute("ffmpeg", [
            ...["-v", "error", "-y", "-i", path, "-vf"],
            `scale=${Math.round(own.width * scale)}:${Math.round(own.height * scale)}`,
            ...(photo ? ["-q:v", "3"] : ["-c:v", "libwebp", "-quality", "92"]),
            scaledPath,
          ]);
          const scaled = await readFile(scaledPath);
          if (scaled.length < original.length) {
            sample.push({ name: "files", value: scaled, fileName: basename(scaledPath) });
            continue;
          }
        }
        sample.push({ name: "files", value: original, fileName: basename(path) });
      }
      const originals: Part[] = [];
      for (const image of images) {
        originals.push({
          name: "files",
          value: await readFile(fixture(image)),
          fileName: basename(image),
        });
      }
      await compare(
        "gif-maker",
        images.map((image) => basename(image)).join(" + "),
        setting.label,
        [
          ...sample,
          ...fields({
            ...setting.values,
            width: String(output.width),
            height: String(output.height),
          }),
        ],
        [...originals, ...fields(setting.values)],
        sample.reduce((sum, part) => sum + part.value.length, 0),
      );
    }, 300_000);
  }

  const optimizeSettings = [
    { label: "defaults", values: {} as Record<string, string> },
    { label: "Max Compression", values: { quality: "60", colors: "64", lossy: "30" } },
    { label: "Social", values: { quality: "75", colors: "128", lossy: "20" } },
    { label: "Web", values: { quality: "85", colors: "128", lossy: "10" } },
  ];
  for (const gif of ["classroom.gif", "iss634.gif"]) {
    for (const setting of optimizeSettings) {
      // iss634.gif is its own sample (the estimate is the result's size at any setting).
      if (gif === "iss634.gif" && (setting.label === "Social" || setting.label === "Web")) continue;
      it(`Optimize: ${gif} at ${setting.label} is estimated within 20%`, async () => {
        const bytes = await readFile(fixture(`gif/${gif}`));
        const { sample, sourceBytes } = optimizeSample(bytes);
        if (gif === "classroom.gif") {
          // Larger than the budget: the estimate is measured on its first frames only.
          expect(sample.length).toBeLessThan(bytes.length);
          expect(sourceBytes).toBe(bytes.length);
        }
        await compare(
          "optimize",
          gif,
          setting.label,
          [
            { name: "file", value: Buffer.from(sample), fileName: gif, contentType: "image/gif" },
            ...fields({
              ...setting.values,
              ...(sourceBytes ? { source_bytes: String(sourceBytes) } : {}),
            }),
          ],
          [
            { name: "file", value: bytes, fileName: gif, contentType: "image/gif" },
            ...fields(setting.values),
          ],
          sample.length,
        );
      }, 300_000);
    }
  }

  it("Optimize: keeps the GIF sample, so an estimate at other settings names it instead of sending it", async () => {
    const gif = await readFile(fixture("gif/iss634.gif"));
    const estimateOf = async (parts: Part[]) => {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/estimate/optimize",
        ...multipart(parts),
      });
      expect(response.statusCode, response.body).toBe(202);
      const status = await waitForTask(server.app, response.json().task_id, 240_000);
      expect(status.error).toBeNull();
      return { bytes: status.result?.estimate?.bytes, sampleKey: response.json().sample_key };
    };
    const first = await estimateOf([
      { name: "file", value: gif, fileName: "iss634.gif", contentType: "image/gif" },
    ]);
    expect(first.sampleKey).toMatch(/^[0-9a-f]{32}$/);
    const maxCompression = fields({ quality: "60", colors: "64", lossy: "30" });
    const named = await estimateOf([
      { name: "source_key", value: first.sampleKey },
      ...maxCompression,
    ]);
    const sent = await estimateOf([
      { name: "file", value: gif, fileName: "iss634.gif", contentType: "image/gif" },
      ...maxCompression,
    ]);
    expect(named.bytes).toBe(sent.bytes);
    expect(named.bytes).toBeLessThan(first.bytes as number);
    // Named again, it is still the same sample (the estimate task did not delete it).
    expect(named.sampleKey).toBe(first.sampleKey);
    expect((await estimateOf([{ name: "source_key", value: first.sampleKey }])).bytes).toBe(
      first.bytes,
    );
  }, 300_000);

  it("is in the OpenAPI document for the three tools, with the sample and the tool's options", async () => {
    const response = await server.app.inject({ url: "/api/openapi.yaml" });
    const document = parse(response.body);
    for (const tool of ["video-to-gif", "gif-maker", "optimize"]) {
      const route = document.paths[`/api/estimate/${tool}`].post;
      const schema = route.requestBody.content["multipart/form-data"].schema;
      expect(schema.properties.files.items.format).toBe("binary");
      expect(schema.properties.quality ?? schema.properties.quality_level).toBeDefined();
      expect(route.responses["202"]).toBeDefined();
    }
    const video = document.paths["/api/estimate/video-to-gif"].post.requestBody.content;
    expect(video["multipart/form-data"].schema.properties.sample_run_frames.type).toBe("integer");
    // Tools without an estimate have no such route.
    expect(document.paths["/api/estimate/reverse"]).toBeUndefined();
  });

  it("refuses a sample that is not the tool's: a video for Video to GIF's frames, names it", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/estimate/video-to-gif",
      ...multipart([
        {
          name: "files",
          value: await readFile(fixture("video/friday.mp4")),
          fileName: "friday.mp4",
        },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "unsupported-file-type",
      error: "friday.mp4 is not an image: a size estimate's sample must be images.",
    });
  });

  it("answers bad settings with the tool's own message, before anything is queued", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/estimate/optimize",
      ...multipart([
        {
          name: "file",
          value: await readFile(fixture("gif/cogs.gif")),
          fileName: "cogs.gif",
        },
        { name: "colors", value: "1" },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "invalid-options",
      error: "Colors must be a whole number from 2 to 256.",
    });
  });
});
