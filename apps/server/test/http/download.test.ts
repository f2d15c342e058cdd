import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
