import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gifFrameSpans } from "../../../../packages/tools/src/shared/gif-frame-spans.ts";
import { fixture } from "../helpers/fixtures.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

const mebibytes = (count: number) => count * 1024 * 1024;

/** A JPEG whose start-of-frame declares `width` × `height` (no scan data follows). */
function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from("ffe000104a46494600010100000100010000", "hex"),
    sof,
    Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** cogs.gif with its first frame's LZW code size made wrong (11): gifsicle fails on it. */
async function undecodableGif(): Promise<Buffer> {
  const gif = Buffer.from(await readFile(fixture("gif/cogs.gif")));
  const { frames } = gifFrameSpans(gif);
  const first = frames[0] as { start: number; end: number };
  // The image descriptor starts at the frame's 0x2c; its colour table (if any) and then the code size.
  const descriptor = gif.indexOf(0x2c, first.start);
  const packed = gif[descriptor + 9] as number;
  const codeSize = descriptor + 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  gif[codeSize] = 11;
  // Its first codes a clear and a colour, so the one reader (which refuses a first code that
  // names nothing, issue 41) lets it through to gifsicle, which fails on the codes after them.
  const data = codeSize + 2; // after the first sub-block's size byte
  gif[data] = 0x00; // 12-bit code 0x800: clear (bits 0-11)...
  gif[data + 1] = 0x08;
  gif[data + 2] = 0x00; // ...then colour 0 (bits 12-23)
  return gif;
}

/**
 * Storage bounded while bytes arrive (issue 28, observations 2 and 4 and the storage part of 3):
 * MAX_STORED_BYTES and the per-address cap end an upload at the chunk that would pass them, an
 * estimate keeps only its sample's header and first frames (and nothing when it fails), and an
 * estimate's frames larger than the output are refused at once.
 */
describe("storage bounded while bytes arrive", () => {
  let server: TestServer;
  /** The bytes each store.put of the server was given (what it wrote), in order. */
  const written: number[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        MAX_STORED_BYTES: String(mebibytes(40)),
        MAX_STORED_BYTES_PER_ADDRESS: String(mebibytes(24)),
      },
    });
    const store = server.runtime.services.store;
    const put = store.put.bind(store);
    store.put = async (body, metadata) => {
      const index = written.push(0) - 1;
      const counted = new PassThrough();
      counted.on("data", (chunk: Buffer) => {
        written[index] = (written[index] ?? 0) + chunk.length;
      });
      body.on("error", (error) => counted.destroy(error));
      return put(body.pipe(counted), metadata);
    };
  });
  afterAll(() => server?.close());

  const blobs = async () => {
    const names = await readdir(join(server.dataDir, "blobs"));
    return names.filter((name) => /^[0-9a-f]{32}$/.test(name));
  };
  const post = (url: string, parts: Parameters<typeof multipart>[0], remoteAddress: string) =>
    server.app.inject({ method: "POST", url, remoteAddress, ...multipart(parts) });

  it("an Optimize estimate stores only the sample's header and first frames: 30 MiB after a GIF header store at most 8 MiB, and the kept sample is the GIF's frames", async () => {
    const gif = await readFile(fixture("gif/cogs.gif"));
    // The frames without the trailer, then what a hostile client adds.
    const body = Buffer.concat([gif.subarray(0, gif.length - 1), Buffer.alloc(mebibytes(30))]);
    const before = written.length;
    const response = await post(
      "/api/estimate/optimize",
      [{ name: "file", value: body, fileName: "big.gif", contentType: "image/gif" }],
      "198.51.100.1",
    );
    expect(response.statusCode, response.body).toBe(202);
    const stored = written.slice(before);
    expect(Math.max(...stored)).toBeLessThanOrEqual(mebibytes(8));
    const sampleKey = response.json().sample_key as string;
    // The kept sample is the GIF's header and frames, and a trailer: nothing of what followed.
    const lastFrame = gifFrameSpans(gif).frames.at(-1) as { end: number };
    expect((await stat(join(server.dataDir, "blobs", sampleKey))).size).toBe(lastFrame.end + 1);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state).toBe("SUCCESS");
    // The estimate is extrapolated to what was sent (no source_bytes named): larger than the GIF.
    expect(status.result?.estimate?.bytes).toBeGreaterThan(gif.length);
    expect(await blobs()).toEqual([sampleKey]);
    await server.runtime.services.store.delete(sampleKey);
  });

  it("a failed estimate keeps no file (its sample is deleted with it)", async () => {
    const response = await post(
      "/api/estimate/optimize",
      [
        {
          name: "file",
          value: await undecodableGif(),
          fileName: "bad.gif",
          contentType: "image/gif",
        },
      ],
      "198.51.100.2",
    );
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state).toBe("FAILURE");
    expect(await blobs()).toEqual([]);
  });

  it("an estimate's frames larger than the output are refused at once with 422 naming the limit", async () => {
    const frame = jpegHeader(7000, 7000);
    const started = performance.now();
    const response = await post(
      "/api/estimate/video-to-gif",
      [
        ...Array.from({ length: 60 }, (_, index) => ({
          name: "files",
          value: frame,
          fileName: `frame-${index}.jpg`,
          contentType: "image/jpeg",
        })),
        { name: "width", value: "480" },
        { name: "height", value: "270" },
      ],
      "198.51.100.3",
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error:
        "frame-0.jpg is 7,000 × 7,000 pixels: a size estimate's sample images may be at most the output size, 480 × 270 pixels.",
      code: "input-too-large",
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await blobs()).toEqual([]);
  });

  it("one address's upload ends at its stored-byte cap: 429, at most the cap written, nothing kept", async () => {
    const gif = await readFile(fixture("gif/cogs.gif"));
    const before = written.length;
    const response = await post(
      "/api/reverse",
      [
        {
          name: "file",
          value: Buffer.concat([gif, Buffer.alloc(mebibytes(30))]),
          fileName: "big.gif",
          contentType: "image/gif",
        },
      ],
      "198.51.100.4",
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error:
        "Your files stored on GifKit have reached 24 MB, the most one address may keep at once. Uploads are deleted when their task ends and results within 60 minutes; please try again then.",
      code: "address-storage-full",
    });
    expect(Math.max(...written.slice(before))).toBeLessThanOrEqual(mebibytes(24));
    expect(await blobs()).toEqual([]);
  });

  it("MAX_STORED_BYTES is enforced as bytes arrive: an upload that would pass it ends with 503 storage-full", async () => {
    const store = server.runtime.services.store;
    // 25 MiB already stored (by no address): 15 MiB more would pass the 40 MiB budget.
    const filler = await store.put(Readable.from([Buffer.alloc(mebibytes(25))]), {
      contentType: "application/octet-stream",
      downloadName: "filler",
      role: "result",
      taskId: null,
    });
    try {
      // The budget's measure is kept 2 s: a fresh one sees the filler.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const gif = await readFile(fixture("gif/cogs.gif"));
      const before = written.length;
      const response = await post(
        "/api/reverse",
        [
          {
            name: "file",
            value: Buffer.concat([gif, Buffer.alloc(mebibytes(20))]),
            fileName: "big.gif",
            contentType: "image/gif",
          },
        ],
        "198.51.100.5",
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error:
          "The server has no room for new files right now (the storage budget is used up). Please try again in a few minutes.",
        code: "storage-full",
      });
      expect(response.headers["retry-after"]).toBe("60");
      expect(Math.max(...written.slice(before))).toBeLessThanOrEqual(mebibytes(15));
      expect(await blobs()).toEqual([filler.key]);
    } finally {
      await store.delete(filler.key);
    }
  });
});
