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

/** Frames, rate, sides, duration, streams and alpha of a WebM, by ffprobe. */
async function probeWebm(path: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-count_frames",
    "-show_streams",
    "-show_format",
    "-of",
    "json",
    path,
  ]);
  return JSON.parse(stdout) as {
    streams: {
      codec_type: string;
      codec_name: string;
      width: number;
      height: number;
      r_frame_rate: string;
      nb_read_frames: string;
      tags?: Record<string, string>;
    }[];
    format: { duration: string; format_name: string };
  };
}

/**
 * Telegram's video sticker and animated emoji presets through Convert: a result that meets every
 * limit of the destination (contracts' destinations), from fixture clips.
 */
describe("Convert to a Telegram video sticker or emoji (WebM)", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-sticker-webm-"));
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

  for (const [id, input] of [
    ["telegram-video-sticker", "animated-loop-3.gif"],
    ["telegram-video-emoji", "iss634.gif"],
  ] as const) {
    it(`${id} from ${input}: every limit met`, async () => {
      const destination = destinations.find((entry) => entry.id === id)!;
      const started = await start(fixture(`gif/${input}`), { format: "webm", destination: id });
      expect(started.statusCode, started.body).toBe(202);
      const status = await waitForTask(server.app, started.json().task_id);
      expect(status.state, status.error ?? "").toBe("SUCCESS");
      const { body } = await download(server.app, status.result?.webm as string);
      const outputPath = join(dir, `${id}.webm`);
      await writeFile(outputPath, body);
      expect(body.length).toBeLessThanOrEqual(destination.max_bytes);
      const facts = await probeWebm(outputPath);
      expect(facts.format.format_name).toContain("webm");
      // One stream, VP9 video: no sound.
      expect(facts.streams.map((stream) => [stream.codec_type, stream.codec_name])).toEqual([
        ["video", "vp9"],
      ]);
      const [video] = facts.streams;
      const [numerator, denominator] = (video?.r_frame_rate ?? "0/1").split("/").map(Number);
      expect((numerator ?? 0) / (denominator ?? 1)).toBeLessThanOrEqual(
        destination.max_frames_per_second!,
      );
      expect(Number(facts.format.duration)).toBeLessThanOrEqual(destination.max_duration_seconds!);
      const sides = [video?.width ?? 0, video?.height ?? 0];
      if (destination.sides === "exact") {
        expect(sides).toEqual([destination.max_width, destination.max_height]);
      } else {
        // One side exactly 512, the other at most 512.
        expect(Math.max(...sides)).toBe(destination.max_width);
        expect(Math.min(...sides)).toBeLessThanOrEqual(destination.max_width!);
      }
    });
  }

  it("animated-loop-3.gif (42 s) keeps only its first 3 seconds, scaled to 512 × 394", async () => {
    const outputPath = join(dir, "telegram-video-sticker.webm");
    const facts = await probeWebm(outputPath);
    expect([facts.streams[0]?.width, facts.streams[0]?.height]).toEqual([512, 394]);
    expect(Number(facts.format.duration)).toBeCloseTo(3, 1);
  });

  it("a destination with another format than WebM is a 400 that says to choose WebM", async () => {
    const response = await start(fixture("gif/cogs.gif"), {
      format: "mp4",
      destination: "telegram-video-sticker",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Telegram video sticker takes WebM: choose the WebM format for it.",
      code: "invalid-options",
    });
  });
});
