import { readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../test/helpers/test-server.ts";
import { finishedTask, postFile } from "./helpers/corpus.ts";
import { rawRequest } from "./helpers/observe.ts";

/**
 * The download route cannot escape its directory or serve active content (reliability R4.3):
 * keys are opaque, validated, looked up; answers are attachments with their own CSP.
 */
describe("download keys", () => {
  let server: TestServer;
  let resultKey = "";
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
    const start = await postFile(
      server,
      "/api/reverse",
      await readFile(fixture("gif/cogs.gif")),
      "cogs.gif",
    );
    resultKey = (await finishedTask(server, start.json().task_id)).result?.gif ?? "";
  });
  afterAll(() => server?.close());

  const port = () => Number(new URL(server.baseUrl).port);
  const traversals = [
    "..%2f..%2fetc%2fpasswd",
    "%2e%2e/%2e%2e/etc/passwd",
    "..%5c..%5cwindows%5cwin.ini",
    "%252e%252e%252fetc%252fpasswd",
    "%2fetc%2fpasswd",
    "x%00.gif",
    "%",
    "../../../../etc/passwd",
    "....//....//etc/passwd",
  ];
  for (const key of traversals) {
    it(`GET /api/download/${key} (raw, not normalised by a client): 400/404, no file content`, async () => {
      const { status, body } = await rawRequest(
        port(),
        `GET /api/download/${key} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect([400, 404]).toContain(status);
      expect(body).not.toContain("root:");
      expect(body).not.toContain("[fonts]");
      expect(JSON.parse(body).code).toMatch(/^(not-found|task-not-found|bad-request)$/);
    });
  }

  it("an uploaded input is never downloadable, even by its own key", async () => {
    const input = await server.runtime.services.store.putFile(fixture("gif/cogs.gif"), {
      contentType: "image/gif",
      downloadName: "cogs.gif",
      role: "input",
      taskId: null,
    });
    const response = await server.app.inject({ url: `/api/download/${input.key}` });
    expect(response.statusCode).toBe(404);
    await server.runtime.services.store.delete(input.key);
  });

  it("a symbolic link planted under a valid key (pointing at /etc/passwd) is not served", async () => {
    const key = "0123456789abcdef0123456789abcdef";
    const blobs = join(server.dataDir, "blobs");
    await symlink("/etc/passwd", join(blobs, key));
    await writeFile(
      join(blobs, `${key}.json`),
      JSON.stringify({
        contentType: "text/plain",
        downloadName: "passwd",
        role: "result",
        taskId: null,
        createdAtMs: Date.now(),
        sizeBytes: 100,
      }),
    );
    const response = await server.app.inject({ url: `/api/download/${key}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("root:");
    await server.runtime.services.store.delete(key);
  });

  it("a result downloads as an attachment with nosniff and a sandboxing CSP of its own", async () => {
    const response = await server.app.inject({ url: `/api/download/${resultKey}?proxy=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/gif");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="reversed.gif"');
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none';.*sandbox$/);
    expect(response.rawPayload.subarray(0, 6).toString()).toBe("GIF89a");
  });
});
