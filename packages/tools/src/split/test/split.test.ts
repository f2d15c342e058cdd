import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { readZipEntries, storedEntryBytes } from "@gifkit/tools/shared/zip-entries";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodePicture,
  largestDifference,
  makeCogsVariants,
} from "../../../../../apps/server/test/helpers/frame-files.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

interface FramesJson {
  source: Record<string, unknown>;
  format: string;
  frame_count: number;
  frames: {
    index: number;
    file: string;
    delay_ms: number;
    time_ms: number;
    width: number;
    height: number;
    bytes: number;
  }[];
}

describe("Split into frames through the HTTP API", () => {
  let server: TestServer;
  let work: string;
  beforeAll(async () => {
    server = await startTestServer();
    work = await mkdtemp(join(tmpdir(), "split-test-"));
    // Inputs the fixtures lack: 0 and 1 delays, one frame, APNG.
    await makeCogsVariants(work);
  });
  afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function split(path: string, fileName: string, fields: Record<string, string> = {}) {
    const form = multipart([
      { name: "file", value: await readFile(path), fileName },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    const start = await server.app.inject({ method: "POST", url: "/api/split", ...form });
    expect(start.statusCode, start.body).toBe(202);
    const status = await waitForTask(server.app, start.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const key = status.result?.zip as string;
    expect(status.result?.path).toBe(key);
    const { response, body } = await download(server.app, key);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="frames.zip"');
    expect(status.result?.sizes?.zip).toBe(body.byteLength);
    const zip = new Uint8Array(body);
    const entries = readZipEntries(zip);
    const manifestEntry = entries.find((entry) => entry.name === "frames.json");
    expect(manifestEntry, "frames.json").toBeDefined();
    const manifest = JSON.parse(
      new TextDecoder().decode(storedEntryBytes(zip, manifestEntry as never)),
    ) as FramesJson;
    const frames = entries.filter((entry) => entry.name !== "frames.json");
    // Every entry is stored (PNG/JPEG are compressed already) and its checksum is right.
    for (const entry of entries) expect(entry.method).toBe(0);
    return { zip, frames, manifest };
  }

  /** The reference: bare `ffmpeg -i x.gif frame-%03d.png`, every frame written as decoded. */
  async function referenceFrames(gifPath: string, name: string): Promise<Buffer[]> {
    const directory = join(work, `reference-${name}`);
    await mkdir(directory, { recursive: true });
    await run("ffmpeg", [
      "-v",
      "error",
      "-i",
      gifPath,
      "-fps_mode",
      "passthrough",
      join(directory, "frame-%03d.png"),
    ]);
    const files = (await readdir(directory)).sort();
    return Promise.all(files.map((file) => readFile(join(directory, file))));
  }

  const gifCases = [
    { name: "dispose-background.gif", path: () => fixture("gif/dispose-background.gif") },
    { name: "iss634.gif", path: () => fixture("gif/iss634.gif") },
    { name: "zero-one-delays.gif", path: () => join(work, "zero-one-delays.gif") },
    { name: "one-frame.gif", path: () => join(work, "one-frame.gif") },
  ];
  for (const gif of gifCases) {
    it(`splits ${gif.name}: one PNG per frame, each the composited frame, exact delays`, async () => {
      const path = gif.path();
      const info = await gifsicleInfo(path);
      const { zip, frames, manifest } = await split(path, gif.name);
      expect(frames.length).toBe(info.frameCount);
      expect(frames.map((entry) => entry.name)).toEqual(
        Array.from(
          { length: info.frameCount },
          (_, index) => `frame-${String(index + 1).padStart(3, "0")}.png`,
        ),
      );
      expect(manifest.frame_count).toBe(info.frameCount);
      expect(manifest.frames.map((frame) => frame.delay_ms)).toEqual(
        info.delaysCentiseconds.map((delay) => delay * 10),
      );
      expect(manifest.frames.map((frame) => frame.index)).toEqual(
        info.delaysCentiseconds.map((_, index) => index),
      );
      const reference = await referenceFrames(path, gif.name);
      expect(reference.length).toBe(info.frameCount);
      for (const [index, entry] of frames.entries()) {
        const made = await decodePicture(storedEntryBytes(zip, entry));
        const expected = await decodePicture(reference[index] as Buffer);
        expect([made.width, made.height]).toEqual([info.width, info.height]);
        expect(manifest.frames[index]?.width).toBe(info.width);
        expect(manifest.frames[index]?.bytes).toBe(entry.size);
        // Same decoder, same PNG encoder: the pictures are identical, transparency included.
        expect(largestDifference(made.data, expected.data), `frame ${index + 1}`).toBe(0);
      }
    });
  }

  it("splits an APNG (converted first) into its frames", async () => {
    const { frames, manifest } = await split(join(work, "cogs.apng"), "cogs.apng");
    expect(frames.length).toBe(5);
    expect(manifest.source.format).toBe("apng");
  });

  it("saves a range as JPG, named by the frames' own numbers, transparent pixels on white", async () => {
    const path = fixture("gif/cogs.gif");
    const { zip, frames, manifest } = await split(path, "cogs.gif", {
      format: "jpg",
      frames: "range",
      start_frame: "2",
      end_frame: "4",
    });
    expect(frames.map((entry) => entry.name)).toEqual([
      "frame-002.jpg",
      "frame-003.jpg",
      "frame-004.jpg",
    ]);
    expect(manifest.frames.map((frame) => frame.index)).toEqual([1, 2, 3]);
    const info = await gifsicleInfo(path);
    expect(manifest.frames.map((frame) => frame.delay_ms)).toEqual(
      info.delaysCentiseconds.slice(1, 4).map((delay) => delay * 10),
    );
    const reference = await referenceFrames(path, "cogs-jpg");
    for (const [offset, entry] of frames.entries()) {
      const made = await decodePicture(storedEntryBytes(zip, entry));
      // The reference frame flattened on white by libvips: the JPEG is within its coding error.
      const { data } = await sharp(reference[offset + 1] as Buffer)
        .flatten({ background: "#ffffff" })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let sum = 0;
      for (let index = 0; index < data.length; index++) {
        sum += Math.abs((data[index] as number) - (made.data[index] as number));
      }
      expect(sum / data.length, `frame ${offset + 2}`).toBeLessThan(4);
    }
  });

  it("splits a part of a video at the chosen frame rate", async () => {
    const { frames, manifest } = await split(fixture("video/friday.mp4"), "friday.mp4", {
      start_time: "1",
      end_time: "2",
      fps: "5",
    });
    expect(frames.map((entry) => entry.name)).toEqual([
      "frame-001.png",
      "frame-002.png",
      "frame-003.png",
      "frame-004.png",
      "frame-005.png",
    ]);
    expect(manifest.frames.map((frame) => frame.time_ms)).toEqual([1000, 1200, 1400, 1600, 1800]);
    expect(manifest.frames.every((frame) => frame.width === 640 && frame.height === 480)).toBe(
      true,
    );
  });

  it("refuses a range past the GIF's frames, and a range without frames=range, at the start call", async () => {
    const gif = await readFile(fixture("gif/cogs.gif"));
    const past = await server.app.inject({
      method: "POST",
      url: "/api/split",
      ...multipart([
        { name: "file", value: gif, fileName: "cogs.gif" },
        { name: "frames", value: "range" },
        { name: "start_frame", value: "9" },
      ]),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(
      "start_frame is 9, but there are 5 frames. Choose a start from 1 to 5.",
    );
    const stray = await server.app.inject({
      method: "POST",
      url: "/api/split",
      ...multipart([
        { name: "file", value: gif, fileName: "cogs.gif" },
        { name: "start_frame", value: "2" },
      ]),
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error).toBe(
      "start_frame and end_frame are read only with frames=range: send frames=range, or leave them out.",
    );
  });

  it("documents the tool and its ZIP result in the OpenAPI document", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/openapi.yaml" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("/api/split:");
    for (const field of ["start_frame", "end_frame", "start_time", "end_time", "fps"]) {
      expect(response.body).toContain(`${field}:`);
    }
    expect(response.body).toMatch(/zip:\s*\n\s*type: string/);
  });
});
