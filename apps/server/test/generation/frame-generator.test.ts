import { Writable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GenerationError } from "../../src/generation/backend.ts";
import { createComfyUiBackend } from "../../src/generation/comfyui-backend.ts";
import { checkFrames, createFrameGenerator } from "../../src/generation/frame-generator.ts";
import { type ComfyUiDouble, startComfyUiDouble } from "./comfyui-double.ts";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

function capturingLogger(): { logger: FastifyBaseLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  return { logger: pino({ level: "info" }, stream) as unknown as FastifyBaseLogger, lines };
}

const request = {
  prompt: "a comet",
  negativePrompt: null,
  frames: 8,
  steps: 12,
  guidance: 7.5,
  seed: 5,
};

describe("frame checks", () => {
  it("accepts PNG frames of one size and refuses anything else, naming the frame", async () => {
    const good = await Promise.all([png(64, 64), png(64, 64)]);
    const narrow = await png(64, 32);
    expect(() => checkFrames(good, 2)).not.toThrow();
    expect(() => checkFrames([good[0] as Buffer], 2)).toThrow("the backend returned 1 frame(s)");
    expect(() => checkFrames([good[0] as Buffer, narrow], 2)).toThrow(
      "frame 2 is 64x32, frame 1 is 64x64",
    );
    expect(() =>
      checkFrames([good[0] as Buffer, Buffer.from("not a png at all, just text here.")], 2),
    ).toThrow("frame 2 is not a PNG");
    const huge = await png(2100, 8);
    expect(() => checkFrames([huge, huge], 2)).toThrow(
      "frames are 2100x8, over the 2000 px GIF limit",
    );
  });
});

describe("frame generator: time limit and log lines", () => {
  let double: ComfyUiDouble;
  const backend = () =>
    createComfyUiBackend({
      url: double.url,
      checkpoint: "v1-5-pruned-emaonly.safetensors",
      motionModule: "mm_sd_v15_v2.ckpt",
      sampler: "euler_ancestral",
      scheduler: "normal",
      width: 64,
      height: 64,
      pollIntervalMs: 50,
    });
  beforeAll(async () => {
    double = await startComfyUiDouble();
  });
  afterAll(() => double?.close());

  it("logs the backend's cause when a generation fails", async () => {
    double.behaviour = { failAtStep: 2 };
    const { logger, lines } = capturingLogger();
    const generator = createFrameGenerator(backend(), { timeoutSeconds: 30, logger });
    const error = await generator
      .generate(request, { signal: new AbortController().signal, onProgress: () => {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GenerationError);
    const line = lines.find((entry) => entry.msg === "generation failed: failed");
    expect(line).toMatchObject({
      level: 50,
      backend: "comfyui",
      model: "AnimateDiff mm_sd_v15_v2.ckpt on v1-5-pruned-emaonly.safetensors",
      kind: "failed",
      cause:
        "ComfyUI node KSampler #7 raised torch.OutOfMemoryError: Allocation on device 0 would exceed allowed memory. (out of memory)",
    });
  });

  it("stops a generation at its time limit, interrupts it on ComfyUI and logs why", async () => {
    double.behaviour = { hang: true };
    const { logger, lines } = capturingLogger();
    const generator = createFrameGenerator(backend(), { timeoutSeconds: 1, logger });
    const startedAt = Date.now();
    const error = (await generator
      .generate(request, { signal: new AbortController().signal, onProgress: () => {} })
      .catch((caught: unknown) => caught)) as GenerationError;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000);
    expect(error.kind).toBe("timeout");
    const line = lines.find((entry) => entry.msg === "generation failed: over the 1 s limit");
    expect(String(line?.cause)).toMatch(
      /ComfyUI prompt [\w-]+ ran past its time limit and was stopped \(interrupted on ComfyUI\)/,
    );
    expect(double.interrupts.length).toBeGreaterThan(0);
    double.behaviour = {};
  });

  it("logs a finished generation with its duration", async () => {
    double.behaviour = {};
    const { logger, lines } = capturingLogger();
    const generator = createFrameGenerator(backend(), { timeoutSeconds: 30, logger });
    const result = await generator.generate(request, {
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(result.frames).toHaveLength(8);
    expect(lines.find((entry) => entry.msg === "generation finished")).toMatchObject({
      frames: 8,
      backend: "comfyui",
    });
  });
});
