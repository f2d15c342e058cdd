import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { destinations } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

/** Canvas, features, loop and per-frame durations of an animated WebP, by `webpmux -info`. */
async function webpFacts(path: string) {
  const { stdout } = await run("webpmux", ["-info", path]);
  const canvas = /Canvas size: (\d+) x (\d+)/.exec(stdout);
  const rows = stdout
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => /^\d+:$/.test(cells[0] ?? ""));
  return {
    canvas: [Number(canvas?.[1]), Number(canvas?.[2])],
    features: /Features present: (.*)/.exec(stdout)?.[1] ?? "",
    loopCount: Number(/Loop Count : (\d+)/.exec(stdout)?.[1]),
    // Columns: No. width height alpha x_offset y_offset duration ...
    frames: rows.map((cells) => ({
      width: Number(cells[1]),
      height: Number(cells[2]),
      x: Number(cells[4]),
      y: Number(cells[5]),
      durationMs: Number(cells[6]),
    })),
  };
}

/**
 * WhatsApp's animated sticker preset through Convert (issue 27): an animated WebP that meets every
 * limit of the destination in contracts' destinations (exact sides, bytes, length, shortest frame).
 */
describe("Convert to a WhatsApp animated sticker (WebP)", () => {
  const destination = destinations.find((entry) => entry.id === "whatsapp-animated-sticker")!;
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-sticker-webp-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function start(inputPath: string, fields: Record<string, string>) {
    const form = multipart([
      {
        name: "file",
        value: await readFile(inputPath),
        fileName: basename(inputPath),
        contentType: "image/gif",
      },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    return server.app.inject({ method: "POST", url: "/api/convert", ...form });
  }

  async function convert(input: string) {
    const started = await start(fixture(`gif/${input}`), {
      format: "webp",
      destination: destination.id,
    });
    expect(started.statusCode, started.body).toBe(202);
    const status = await waitForTask(server.app, started.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.webp as string);
    const outputPath = join(dir, `${input}.webp`);
    await writeFile(outputPath, body);
    return { bytes: body.length, facts: await webpFacts(outputPath) };
  }

  function expectEveryLimit({ bytes, facts }: Awaited<ReturnType<typeof convert>>) {
    expect(bytes).toBeLessThanOrEqual(destination.max_bytes);
    expect(facts.canvas).toEqual([destination.max_width, destination.max_height]);
    expect(facts.features).toContain("animation");
    expect(facts.features).toContain("transparency");
    expect(facts.loopCount).toBe(0);
    const totalMs = facts.frames.reduce((sum, frame) => sum + frame.durationMs, 0);
    expect(totalMs).toBeLessThanOrEqual(destination.max_duration_seconds! * 1000);
    // WhatsApp's validator: no frame shorter than 8 ms (at most 125 frames a second).
    for (const frame of facts.frames) {
      expect(frame.durationMs).toBeGreaterThanOrEqual(1000 / destination.max_frames_per_second!);
    }
  }

  it("iss634.gif (245 × 245, 2.8 s, 277 KB): exactly 512 × 512, every frame, its own timing", async () => {
    const result = await convert("iss634.gif");
    expectEveryLimit(result);
    const { stdout } = await run("gifsicle", ["--info", fixture("gif/iss634.gif")]);
    // Each image's delay as browsers show it: none, 0 or 10 ms lasts 100 ms.
    const gifDelaysMs = stdout
      .split("+ image #")
      .slice(1)
      .map((image) => {
        const stored = /delay (\d+(?:\.\d+)?)s/.exec(image);
        const ms = stored ? Math.round(Number(stored[1]) * 1000) : 0;
        return ms <= 10 ? 100 : ms;
      });
    expect(gifDelaysMs).toHaveLength(42);
    const totalGifMs = gifDelaysMs.reduce((sum, ms) => sum + ms, 0);
    const totalMs = result.facts.frames.reduce((sum, frame) => sum + frame.durationMs, 0);
    // libwebp may merge identical frames, never time: the same length to the millisecond.
    expect(totalMs).toBe(totalGifMs);
  });

  it("animated-loop-3.gif (370 × 285, 42 s): its first 10 s, centred on a transparent 512 × 512", async () => {
    const result = await convert("animated-loop-3.gif");
    expectEveryLimit(result);
    const totalMs = result.facts.frames.reduce((sum, frame) => sum + frame.durationMs, 0);
    expect(totalMs).toBe(10_000);
    // The first frame is the 512 × 394 picture (±1 for the 4:2:0 chroma grid), 59 px from the top.
    const [first] = result.facts.frames;
    expect(first?.width).toBe(512);
    expect(Math.abs((first?.height ?? 0) - 394)).toBeLessThanOrEqual(1);
    expect(Math.abs((first?.y ?? 0) - 59)).toBeLessThanOrEqual(1);
  });

  it("WhatsApp with another format than WebP is a 400 that says to choose WebP", async () => {
    const response = await start(fixture("gif/cogs.gif"), {
      format: "webm",
      destination: destination.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "WhatsApp animated sticker takes WebP: choose the WebP format for it.",
      code: "invalid-options",
    });
  });
});
