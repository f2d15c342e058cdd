import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { multipart, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * A form field sent twice on a tool's start call (`-F width=100 -F width=200`) is refused by name,
 * like a file field sent twice; the input lists (`files`, `urls`) are repeated by design.
 */
describe("a repeated form field on a start call", () => {
  let server: TestServer;
  let gif: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    gif = await readFile(fixture("gif/cogs.gif"));
  });
  afterAll(() => server?.close());

  const start = (url: string, parts: Parameters<typeof multipart>[0]) =>
    server.app.inject({ method: "POST", url, ...multipart(parts) });
  const gifPart = (name = "file") => ({
    name,
    value: gif,
    fileName: "cogs.gif",
    contentType: "image/gif",
  });

  it("width twice on Resize is 400 duplicate-field naming it, not a width problem", async () => {
    const response = await start("/api/resize", [
      gifPart(),
      { name: "width", value: "100" },
      { name: "width", value: "200" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "The field width was sent twice.",
      code: "duplicate-field",
    });
  });

  it("any other field twice too (speed on Speed, source_key), named by the first repeated", async () => {
    const speed = await start("/api/speed", [
      gifPart(),
      { name: "speed", value: "2" },
      { name: "speed", value: "2" },
    ]);
    expect(speed.statusCode).toBe(400);
    expect(speed.json()).toEqual({
      error: "The field speed was sent twice.",
      code: "duplicate-field",
    });
    const kept = await start("/api/reverse", [
      { name: "source_key", value: "a" },
      { name: "source_key", value: "b" },
    ]);
    expect(kept.statusCode).toBe(400);
    expect(kept.json()).toEqual({
      error: "The field source_key was sent twice.",
      code: "duplicate-field",
    });
  });

  it("files and urls repeated are lists of inputs: GIF Maker and Combine still start", async () => {
    const links = await start("/api/gif-maker", [
      { name: "urls", value: "http://127.0.0.1:9/first.png" },
      { name: "urls", value: "http://127.0.0.1:9/second.png" },
    ]);
    expect(links.statusCode, links.body).toBe(202);
    const files = await start("/api/combine", [gifPart("files"), gifPart("files")]);
    expect(files.statusCode, files.body).toBe(202);
  });
});
