import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/** Crop takes a still JPEG, PNG or WebP and gives it back in its format (issue 41). */
describe("POST /api/crop with a still picture", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const box = { x: 20, y: 30, width: 100, height: 120 };
  const fields = Object.entries(box).map(([name, value]) => ({ name, value: String(value) }));

  async function cropped(fileName: string, bytes: Buffer) {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/crop",
      ...multipart([{ name: "file", value: bytes, fileName }, ...fields]),
    });
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    return status;
  }

  it("crops an EXIF-rotated JPEG to the box in its upright pixels and answers a JPEG", async () => {
    const source = await readFile(fixture("image/elephant-220x160-orientation-6.jpg"));
    const status = await cropped("elephant.jpg", source);
    const key = status.result?.jpg;
    expect(key).toBeTruthy();
    expect(status.result?.gif).toBeUndefined();
    const { response, body } = await download(server.app, key ?? "");
    expect(response.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual([
      "jpeg",
      100,
      120,
      undefined,
    ]);
    // The same region of the upright source, as sharp extracts it: only JPEG noise between them.
    const expected = await sharp(source)
      .rotate()
      .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
      .raw()
      .toBuffer();
    const actual = await sharp(body).raw().toBuffer();
    expect(actual.length).toBe(expected.length);
    let difference = 0;
    for (let index = 0; index < actual.length; index += 1)
      difference += Math.abs((actual[index] ?? 0) - (expected[index] ?? 0));
    expect(difference / actual.length).toBeLessThan(3);
  });

  it("crops a PNG and answers a PNG with the box's exact pixels", async () => {
    const source = await readFile(fixture("image/elephant-160x116.png"));
    const status = await cropped("elephant.png", source);
    const { response, body } = await download(server.app, status.result?.png ?? "");
    expect(response.headers["content-type"]).toBe("image/png");
    const small = { left: 20, top: 30, width: 100, height: 86 };
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", small.width, small.height]);
    const expected = await sharp(source).extract(small).raw().toBuffer();
    expect((await sharp(body).raw().toBuffer()).equals(expected)).toBe(true);
  });

  it("refuses, by name, a still over the pixel limit with a 422 at the start call", async () => {
    const huge = await sharp({
      create: { width: 7100, height: 7100, channels: 3, background: "#336699" },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const response = await server.app.inject({
      method: "POST",
      url: "/api/crop",
      ...multipart([{ name: "file", value: huge, fileName: "huge.png" }, ...fields]),
    });
    // The start call reads the PNG's header while storing it: refused before any task runs.
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error:
        "The PNG is 7,100 × 7,100 pixels (50.4 megapixels); the largest image allowed is 50 megapixels.",
      code: "input-too-large",
    });
  });
});
