import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

describe("GET /api/download/:key", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  });
  afterAll(() => server?.close());

  const hostile = [
    "..",
    "..%2f..%2fetc%2fpasswd",
    "%2e%2e",
    "%2e%2e%2f%2e%2e%2fconfig.ts",
    "....//....//etc/passwd",
    "0123456789abcdef0123456789abcdef.json",
    "0123456789abcdef0123456789abcdef",
    "0123456789ABCDEF0123456789ABCDEF",
    "%00",
  ];
  for (const key of hostile) {
    it(`answers 404 for ${key}`, async () => {
      const response = await fetch(`${server.baseUrl}/api/download/${key}`);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain("root:");
      expect(JSON.parse(body).code).toMatch(/not-found/);
    });
  }

  it("answers 404 for a path with a slash or dots through the raw socket", async () => {
    for (const path of [
      "/api/download/../../package.json",
      "/api/download/a/b",
      "/api/download/%2e%2e/%2e%2e/package.json",
    ]) {
      const response = await server.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain("@gifkit");
    }
  });

  /** An upload stored with the type its sender declared, as multipart stores it. */
  const storeUpload = async (bytes: Uint8Array, declaredType: string) =>
    (
      await server.runtime.services.store.put(Readable.from([bytes]), {
        contentType: declaredType,
        downloadName: "video.mp4",
        role: "input",
        taskId: null,
      })
    ).key;

  it("GET /api/upload/:key serves a video by its content's type, whatever type its sender declared", async () => {
    const key = await storeUpload(await readFile(fixture("video/friday.mp4")), "text/html");
    const response = await server.app.inject({ method: "GET", url: `/api/upload/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["content-disposition"]).toBeUndefined();
  });

  it("serves a result with its output kind's content type, and any other record as opaque bytes", async () => {
    const storeResult = async (contentType: string) =>
      (
        await server.runtime.services.store.put(Readable.from([new Uint8Array([1, 2, 3])]), {
          contentType,
          downloadName: "frames.zip",
          role: "result",
          taskId: null,
        })
      ).key;
    for (const [stored, served] of [
      ["application/zip", "application/zip"],
      ["video/webm", "video/webm"],
      ["text/html", "application/octet-stream"],
    ]) {
      const key = await storeResult(stored as string);
      const response = await server.app.inject({
        method: "GET",
        url: `/api/download/${key}?proxy=1`,
      });
      expect(response.statusCode, stored).toBe(200);
      expect(response.headers["content-type"], stored).toBe(served);
      expect(response.headers["content-disposition"]).toBe('attachment; filename="frames.zip"');
    }
  });

  it("GET /api/upload/:key serves bytes that are no video as an opaque attachment", async () => {
    const page = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    for (const declared of ["text/html", "image/svg+xml", "video/mp4\u0001"]) {
      const key = await storeUpload(page, declared);
      const response = await server.app.inject({ method: "GET", url: `/api/upload/${key}` });
      expect(response.statusCode, declared).toBe(200);
      expect(response.headers["content-type"], declared).toBe("application/octet-stream");
      expect(response.headers["content-disposition"], declared).toMatch(/^attachment/);
    }
  });
});
