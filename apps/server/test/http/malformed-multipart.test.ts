import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { toolList } from "@gifkit/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { multipart, startTestServer, type TestServer } from "../helpers/test-server.ts";

const noBoundary = {
  error:
    "The upload could not be read: its Content-Type is multipart/form-data without a boundary. Send the form again.",
  code: "malformed-upload",
};
const incomplete = {
  error:
    "The upload could not be read: the form data is incomplete or malformed (it ended before its closing boundary). Send the form again.",
  code: "malformed-upload",
};

// Every call that reads a multipart body: each tool's start call, the GIF details call, the
// video preview, and Add Text with a custom font part.
const startPaths = [
  ...toolList.filter((tool) => tool.input !== "none").map((tool) => tool.apiPath),
  "/api/gif-metadata",
  "/api/video-preview",
];

describe("malformed multipart bodies answer 400 with a message, never 500", () => {
  let server: TestServer;
  let gif: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    gif = await readFile(fixture("gif/cogs.gif"));
  });
  afterAll(() => server?.close());

  const post = (url: string, headers: Record<string, string>, payload: Buffer) =>
    server.app.inject({ method: "POST", url, headers, payload });

  it.each(startPaths)("%s: Content-Type multipart/form-data without boundary=", async (url) => {
    const form = multipart([{ name: "file", value: gif, fileName: "cogs.gif" }]);
    for (const contentType of ["multipart/form-data", "multipart/form-data; boundary="]) {
      const response = await post(url, { "content-type": contentType }, form.payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(noBoundary);
    }
  });

  it.each(startPaths)("%s: a body whose closing boundary never comes", async (url) => {
    const form = multipart([
      { name: "file", value: gif, fileName: "cogs.gif" },
      { name: "quality", value: "80" },
    ]);
    // Cut inside the file part: the parser is still reading the file when the body ends.
    const truncated = form.payload.subarray(0, 2000);
    const response = await post(url, form.headers, truncated);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(incomplete);
  });

  it.each(startPaths)("%s: garbage instead of multipart parts", async (url) => {
    const form = multipart([{ name: "file", value: gif, fileName: "cogs.gif" }]);
    const response = await post(url, form.headers, Buffer.from("this is not multipart at all"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(incomplete);
  });

  it("Add Text: a font part cut off before its closing boundary", async () => {
    const form = multipart([
      { name: "file", value: gif, fileName: "cogs.gif" },
      { name: "layers", value: JSON.stringify([{ text: "a" }]) },
      { name: "font_0", value: Buffer.alloc(5000, 1), fileName: "font.ttf" },
    ]);
    const response = await post(
      "/api/add-text-layers",
      form.headers,
      form.payload.subarray(0, form.payload.length - 100),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(incomplete);
  });

  it("leaves no stored file behind after the refused bodies", async () => {
    const blobs = await readdir(join(server.dataDir, "blobs")).catch(() => []);
    expect(blobs).toEqual([]);
  });
});
