import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../helpers/close-server.ts";
import { fixture } from "../helpers/fixtures.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/**
 * POST /api/check-url: the upload screen's link check. A loopback origin serves a real GIF, a
 * text file named .gif, a 404, a declared 300 MB body, a body that never ends and an MP4; every
 * refusal carries the start call's own message and code.
 */
describe("POST /api/check-url", () => {
  let server: TestServer;
  let origin: Server;
  let base: string;
  let gif: Buffer;
  const hits: string[] = [];
  let endlessBytesSent = 0;

  beforeAll(async () => {
    gif = await readFile(fixture("gif/iss634.gif"));
    const mp4 = await readFile(fixture("video/flower.mp4"));
    origin = createServer((request, response) => {
      const path = request.url ?? "/";
      hits.push(path);
      if (path === "/iss634.gif") {
        response.writeHead(200, { "content-type": "image/gif", "content-length": gif.length });
        response.end(gif);
      } else if (path === "/notes.gif" || path === "/notes.jpg") {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end("These are my notes, not a picture.\n".repeat(20));
      } else if (path === "/huge.gif") {
        response.writeHead(200, { "content-type": "image/gif", "content-length": 300 * 1024 ** 2 });
        response.write(gif.subarray(0, 1024));
      } else if (path === "/endless.gif") {
        // Declares 150 MB, sends the GIF's first 8 KB and then nothing: a check that read the
        // whole body would wait for its timeout.
        response.writeHead(200, { "content-type": "image/gif", "content-length": 150 * 1024 ** 2 });
        response.write(gif.subarray(0, 8192));
        endlessBytesSent = 8192;
      } else if (path === "/clip.mp4") {
        response.writeHead(200, { "content-type": "video/mp4", "content-length": mp4.length });
        response.end(mp4);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    const address = origin.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    server = await startTestServer();
  });
  afterAll(async () => {
    await closeServer(origin);
    await server?.close();
  });

  const check = (url: unknown, tool: unknown = "optimize") =>
    server.app.inject({ method: "POST", url: "/api/check-url", payload: { url, tool } });

  it("answers a GIF link's size, type and format from its first bytes", async () => {
    const response = await check(`${base}/iss634.gif`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      format: "gif",
      size_bytes: 277_517,
      content_type: "image/gif",
    });
    expect(gif.length).toBe(277_517);
  });

  it("reads only the first bytes: a body that never ends is answered at once", async () => {
    const startedAt = performance.now();
    const response = await check(`${base}/endless.gif`, "reverse");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, format: "gif", size_bytes: 150 * 1024 ** 2 });
    expect(endlessBytesSent).toBe(8192);
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it("refuses a text file named .gif or .jpg by its content, as the task would", async () => {
    const response = await check(`${base}/notes.gif`, "reverse");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "The file at this link is not a GIF file: its content does not match its name.",
      code: "unsupported-file-type",
    });
    const images = await check(`${base}/notes.jpg`, "gif-maker");
    expect(images.json().error).toBe(
      "The file at this link is not a JPEG file: its content does not match its name.",
    );
    // The start call takes the link, and its task fails with the same reason.
    const started = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([{ name: "url", value: `${base}/notes.gif` }]),
    });
    expect(started.statusCode).toBe(202);
    const status = await waitForTask(server.app, started.json().task_id);
    expect(status.error).toBe(
      `The file at ${base}/notes.gif is not a GIF file: its content does not match its name.`,
    );
  });

  it("refuses an unreachable server, an HTTP error and a private address with the fetcher's reasons", async () => {
    const refused = await check("http://127.0.0.1:1/x.gif");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: "Could not download the file: the server refused the connection.",
      code: "url-fetch-failed",
    });
    const missing = await check(`${base}/gone.gif`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: "Could not download the file: the server answered 404.",
      code: "url-fetch-failed",
    });
    for (const url of [
      "http://10.0.0.1/x.gif",
      "http://169.254.169.254/latest/x.gif",
      "http://localhost/x.gif",
    ]) {
      const privateAddress = await check(url);
      expect(privateAddress.statusCode).toBe(400);
      expect(privateAddress.json()).toEqual({
        error: "This URL is not allowed. Use a public http or https link.",
        code: "url-not-allowed",
      });
    }
    const notUrl = await check("not a link");
    expect(notUrl.json()).toEqual({ error: "This is not a valid URL.", code: "url-not-allowed" });
  });

  it("refuses a declared size over the upload limit with 413", async () => {
    const response = await check(`${base}/huge.gif`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: "File too large. The maximum file size is 200MB.",
      code: "file-too-large",
    });
  });

  it("refuses a wrong extension without connecting, as the start call does", async () => {
    const hitsBefore = hits.length;
    const response = await check(`${base}/clip.mp4`, "reverse");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Unsupported file type for this tool. Allowed: gif, webp, apng, mng, avif, webm",
      code: "unsupported-file-type",
    });
    expect(hits.length).toBe(hitsBefore);
  });

  it("takes a video link for Video to GIF, and YouTube links by YouTube's rules", async () => {
    const video = await check(`${base}/clip.mp4`, "video-to-gif");
    expect(video.statusCode).toBe(200);
    expect(video.json()).toMatchObject({ ok: true, format: "mp4", content_type: "video/mp4" });
    const youtube = await check("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "video-to-gif");
    expect(youtube.json()).toEqual({ ok: true, format: "youtube" });
    const playlist = await check("https://www.youtube.com/playlist?list=PL123", "video-to-gif");
    expect(playlist.statusCode).toBe(400);
    expect(playlist.json()).toEqual({
      error:
        "Playlists and channel pages are not supported. Paste a link to a single YouTube video.",
      code: "youtube-playlist",
    });
    // A GIF tool does not take YouTube pages.
    const onGifTool = await check("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "reverse");
    expect(onGifTool.json().code).toBe("unsupported-file-type");
  });

  it("names the field when the tool or the link is missing or unknown", async () => {
    const unknownTool = await check(`${base}/iss634.gif`, "prompt-gif");
    expect(unknownTool.statusCode).toBe(400);
    expect(unknownTool.json().code).toBe("invalid-options");
    expect(unknownTool.json().error).toMatch(/^tool must be one of: .*reverse/);
    const noUrl = await check("", "reverse");
    expect(noUrl.json()).toEqual({ error: "Enter a link to a file.", code: "missing-input" });
    const notJson = await server.app.inject({
      method: "POST",
      url: "/api/check-url",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      error: "Send the link as JSON: {url, tool}.",
      code: "bad-request",
    });
  });

  it("is in the OpenAPI document", async () => {
    const document = (await server.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const operation = document.paths["/api/check-url"].post;
    expect(operation.requestBody.content["application/json"].schema.required).toEqual([
      "url",
      "tool",
    ]);
    expect(Object.keys(operation.responses)).toEqual(["200", "400", "413", "429"]);
  });
});

describe("POST /api/check-url rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_START_PER_MINUTE: "2" } });
  });
  afterAll(() => server?.close());

  it("allows four checks per task start a minute, then 429 with Retry-After", async () => {
    const check = () =>
      server.app.inject({
        method: "POST",
        url: "/api/check-url",
        payload: { url: "https://example.com/movie.mp4", tool: "reverse" },
      });
    for (let count = 0; count < 8; count++) expect((await check()).statusCode).toBe(400);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().error).toMatch(
      /^Too many links checked from your address \(8 a minute\)\. Please wait \d+ seconds and try again\.$/,
    );
  });
});
