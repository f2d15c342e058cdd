import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../../../../../apps/server/test/helpers/close-server.ts";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";
import { readImageHeader } from "../../shared/image-header.ts";

const run = promisify(execFile);

describe("POST /api/gif-metadata", () => {
  let server: TestServer;
  let files: Server;
  let filesUrl = "";
  beforeAll(async () => {
    server = await startTestServer();
    // Serves fixtures on loopback for the URL input (allowed only in tests).
    files = createServer(async (request, response) => {
      const name = (request.url ?? "").split("/").pop() ?? "";
      try {
        const body = await readFile(fixture(`gif/${name}`));
        response.writeHead(200, { "content-type": "image/gif" }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeServer(files);
    await server?.close();
  });

  const post = (parts: Parameters<typeof multipart>[0]) =>
    server.app.inject({ method: "POST", url: "/api/gif-metadata", ...multipart(parts) });

  /** The duration a result plays for: gifsicle's delays, each at least 2 cs (DESIGN §2). */
  async function expectedDuration(name: string) {
    const info = await gifsicleInfo(fixture(`gif/${name}`));
    return info.delaysCentiseconds.reduce((sum, delay) => sum + Math.max(2, delay), 0) / 100;
  }

  it("answers duration, frame count and size for an uploaded GIF", async () => {
    const response = await post([
      {
        name: "file",
        value: await readFile(fixture("gif/classroom.gif")),
        fileName: "classroom.gif",
        contentType: "image/gif",
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      duration: await expectedDuration("classroom.gif"),
      frame_count: 45,
      width: 480,
      height: 270,
    });
  });

  it("counts a 0 cs frame as 20 ms, as the result plays it", async () => {
    const response = await post([
      {
        name: "file",
        value: await readFile(fixture("gif/iss634.gif")),
        fileName: "iss634.gif",
        contentType: "image/gif",
      },
    ]);
    const body = response.json();
    expect(body.frame_count).toBe(42);
    expect(body.duration).toBe(await expectedDuration("iss634.gif"));
  });

  it("reads a GIF from a URL", async () => {
    const response = await post([{ name: "url", value: `${filesUrl}/animated-loop-3.gif` }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      duration: await expectedDuration("animated-loop-3.gif"),
      frame_count: 10,
      width: 370,
      height: 285,
    });
  });

  it("answers for an animated WebP, an APNG and an AVIF by their headers (Add Text takes them)", async () => {
    // cogs.gif's five frames with their delays as each format stores them.
    const webp = await sharp(fixture("gif/cogs.gif"), { animated: true })
      .webp({ lossless: true, delay: [100, 50, 50, 50, 50] })
      .toBuffer();
    const apng = (
      await run(
        "ffmpeg",
        ["-v", "error", "-i", fixture("gif/cogs.gif"), "-f", "apng", "-plays", "0", "-"],
        {
          encoding: "buffer",
          maxBuffer: 1 << 24,
        },
      )
    ).stdout;
    const apngDelaysMs = (await readImageHeader(Readable.from([apng]), "apng"))?.frameDelaysMs;
    expect(apngDelaysMs).toHaveLength(5);
    // An animated AVIF as ffmpeg's muxer writes it: its sample table holds the times.
    const avifDirectory = await mkdtemp(join(tmpdir(), "gifkit-metadata-avif-"));
    const avifPath = join(avifDirectory, "cogs.avif");
    await run("ffmpeg", [
      ...["-v", "error", "-f", "gif", "-i", fixture("gif/cogs.gif"), "-fps_mode", "passthrough"],
      ...["-c:v", "libaom-av1", "-cpu-used", "8", "-crf", "30", "-f", "avif", avifPath],
    ]);
    const avif = await readFile(avifPath);
    // ffmpeg's own count of the same file: five frames over 0.3 s.
    const probed = await run("ffprobe", [
      ...["-v", "error", "-show_entries", "stream=nb_frames,duration", "-of", "csv=p=0", avifPath],
    ]);
    await rm(avifDirectory, { recursive: true, force: true });
    expect(probed.stdout.trim()).toBe("0.300000,5");
    for (const [fileName, value, delaysMs] of [
      ["cogs.webp", webp, [100, 50, 50, 50, 50]],
      ["cogs.png", apng, apngDelaysMs as number[]],
      ["cogs.avif", avif, [100, 50, 50, 50, 50]],
    ] as const) {
      const response = await post([{ name: "file", value, fileName, contentType: "image/png" }]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        duration: delaysMs.reduce((sum, delay) => sum + Math.max(20, delay), 0) / 1000,
        frame_count: 5,
        width: 85,
        height: 77,
      });
    }
    // A still WebP has no timeline: refused as before.
    const still = await sharp(fixture("image/elephant-160x116.png")).webp().toBuffer();
    const refused = await post([
      { name: "file", value: still, fileName: "still.webp", contentType: "image/webp" },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("unsupported-file-type");
    const stillAvif = await sharp(fixture("image/elephant-160x116.png")).avif().toBuffer();
    const refusedAvif = await post([
      { name: "file", value: stillAvif, fileName: "still.avif", contentType: "image/avif" },
    ]);
    expect(refusedAvif.statusCode).toBe(400);
    expect(refusedAvif.json().code).toBe("unsupported-file-type");
  });

  it("refuses a file that is not a GIF, a damaged GIF, a missing input and a missing link", async () => {
    const jpeg = await post([
      {
        name: "file",
        value: await readFile(fixture("image/elephant-660-480.jpg")),
        fileName: "photo.gif",
        contentType: "image/gif",
      },
    ]);
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json()).toEqual({
      error: "Could not read the GIF's details: the file is not a GIF.",
      code: "unsupported-file-type",
    });

    const header = (await readFile(fixture("gif/classroom.gif"))).subarray(0, 800);
    const garbage = Buffer.from(
      Array.from({ length: 4000 }, (_, index) => (index * 131 + 7) % 251),
    );
    const broken = await post([
      {
        name: "file",
        value: Buffer.concat([header, garbage]),
        fileName: "broken.gif",
        contentType: "image/gif",
      },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe(
      "Could not read the GIF's details: the file is damaged or incomplete.",
    );

    const nothing = await post([{ name: "other", value: "x" }]);
    expect(nothing.json()).toEqual({
      error: "Choose a file or enter a URL.",
      code: "missing-input",
    });

    const gone = await post([{ name: "url", value: `${filesUrl}/missing.gif` }]);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().code).toBe("url-fetch-failed");
  });

  it("leaves no file behind", async () => {
    await post([
      {
        name: "file",
        value: await readFile(fixture("gif/cogs.gif")),
        fileName: "cogs.gif",
        contentType: "image/gif",
      },
    ]);
    const { readdir } = await import("node:fs/promises");
    const { join } = await import("node:path");
    expect(await readdir(join(server.dataDir, "metadata")).catch(() => [])).toEqual([]);
  });
});
