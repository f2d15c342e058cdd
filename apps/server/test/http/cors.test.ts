import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { multipart, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * CORS on /api/*: a page on another site calls the API, and its script can read only the response
 * headers the answer exposes (beyond the CORS-safelisted ones), so every header the API documents
 * for clients must be listed.
 */
describe("CORS on the API", () => {
  let server: TestServer;
  let gif: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    gif = await readFile(fixture("gif/cogs.gif"));
  });
  afterAll(() => server?.close());

  const startReverse = (idempotencyKey: string) => {
    const form = multipart([
      { name: "file", value: gif, fileName: "cogs.gif", contentType: "image/gif" },
    ]);
    return server.app.inject({
      method: "POST",
      url: "/api/reverse",
      remoteAddress: "198.51.100.90",
      payload: form.payload,
      headers: {
        ...form.headers,
        origin: "https://elsewhere.example",
        "idempotency-key": idempotencyKey,
      },
    });
  };

  it("a start call from another site exposes Retry-After, Content-Disposition, RateLimit, RateLimit-Policy and Idempotent-Replayed", async () => {
    const key = '"5b0c7c4e-2f55-4c43-9a0e-6f1d2f0d7c11"';
    const first = await startReverse(key);
    const replay = await startReverse(key);
    expect(replay.statusCode).toBe(202);
    expect(replay.headers["access-control-allow-origin"]).toBe("*");
    expect(replay.headers["access-control-expose-headers"]).toBe(
      "retry-after, content-disposition, ratelimit, ratelimit-policy, idempotent-replayed",
    );
    // The headers the list names are really on the answer a script reads them from.
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers.ratelimit).toMatch(/^"starts-per-minute";r=\d+;t=\d+$/);
    expect(first.headers["ratelimit-policy"]).toMatch(/^"starts-per-minute";q=\d+;w=60$/);
  });

  it("every response header the OpenAPI document names is exposed", async () => {
    const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { headers?: object }> }>>;
    };
    const documented = new Set<string>();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const response of Object.values(operation.responses ?? {})) {
          for (const name of Object.keys(response.headers ?? {})) {
            documented.add(name.toLowerCase());
          }
        }
      }
    }
    expect([...documented].sort()).toEqual(["ratelimit", "ratelimit-policy", "retry-after"]);
    const answer = await server.app.inject({
      url: "/api/health",
      headers: { origin: "https://elsewhere.example" },
    });
    const exposed = String(answer.headers["access-control-expose-headers"]).split(", ");
    expect(exposed).toEqual(expect.arrayContaining([...documented]));
  });

  it("lets another site's script cancel: the preflight allows DELETE with X-Cancel-Token", async () => {
    const preflight = await server.app.inject({
      method: "OPTIONS",
      url: "/api/task/0123456789abcdef0123456789abcdef",
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "DELETE",
        "access-control-request-headers": "x-cancel-token",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, POST, DELETE");
    expect(preflight.headers["access-control-allow-headers"]).toBe("x-cancel-token");
  });
});
