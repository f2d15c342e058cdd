import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetchToFile, UrlFetchError } from "../src/ingest/safe-fetch.ts";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../test/helpers/test-server.ts";
import {
  expectNothingLeft,
  finishedTask,
  neighbourTaskSucceeds,
  postForm,
  storedBlobs,
} from "./helpers/corpus.ts";
import { hostileGif } from "./helpers/hostile-files.ts";
import { decoderSpawnLog, startCanary } from "./helpers/observe.ts";

const notAllowed = {
  error: "This URL is not allowed. Use a public http or https link.",
  code: "url-not-allowed",
};

/** Listens on port 80 of `host` when this machine lets us (root, port free); null otherwise. */
async function portEightyCanary(host: string): Promise<{ hits: number; server: Server } | null> {
  const canary = {
    hits: 0,
    server: createServer((_request, response) => {
      canary.hits++;
      response.end("GIF89a");
    }),
  };
  return new Promise((resolve) => {
    canary.server.once("error", () => resolve(null));
    canary.server.listen(80, host, () => resolve(canary));
  });
}

/**
 * User URLs (reliability R3.1): checked at connect time, every redirect hop again, with bytes
 * counted on the wire. Run against a production configuration (no loopback switch).
 */
describe("URL inputs: every blocked address form, end to end", () => {
  let server: TestServer;
  const canaries: { hits: number; server: Server }[] = [];
  beforeAll(async () => {
    server = await startTestServer({ env: { UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS: "false" } });
    for (const host of ["127.0.0.1", "::1"]) {
      const canary = await portEightyCanary(host);
      if (canary) canaries.push(canary);
    }
  });
  afterAll(async () => {
    await server?.close();
    for (const canary of canaries) canary.server.close();
  });

  const refusedAtConnect = [
    "http://127.0.0.1/x.gif",
    "http://127.1/x.gif",
    "http://2130706433/x.gif",
    "http://0x7f000001/x.gif",
    "http://0177.0.0.1/x.gif",
    "http://0/x.gif",
    "http://0.0.0.0/x.gif",
    "http://[::1]/x.gif",
    "http://[::ffff:127.0.0.1]/x.gif",
    "http://[::ffff:7f00:1]/x.gif",
    "http://[::127.0.0.1]/x.gif",
    "http://[64:ff9b::7f00:1]/x.gif",
    "http://[2002:7f00:1::]/x.gif",
    "http://169.254.169.254/latest/meta-data/x.gif",
    "http://[::ffff:a9fe:a9fe]/x.gif",
    "http://100.64.0.1/x.gif",
    "http://10.0.0.1/x.gif",
    "http://172.16.0.1/x.gif",
    "http://192.168.1.1/x.gif",
    "http://224.0.0.1/x.gif",
    "http://[fc00::1]/x.gif",
    "http://[fe80::1]/x.gif",
  ];
  for (const url of refusedAtConnect) {
    it(`${url}: the task fails as not allowed, nothing is contacted`, async () => {
      const hitsBefore = canaries.reduce((sum, canary) => sum + canary.hits, 0);
      const blobsBefore = storedBlobs(server);
      const start = await postForm(server, "/api/reverse", [{ name: "url", value: url }]);
      expect(start.statusCode).toBe(202);
      const status = await finishedTask(server, start.json().task_id);
      expect(status.state).toBe("FAILURE");
      expect(status.error).toBe(notAllowed.error);
      expect(canaries.reduce((sum, canary) => sum + canary.hits, 0)).toBe(hitsBefore);
      await expectNothingLeft(server, blobsBefore);
    });
  }

  const refusedAtTheDoor = [
    "http://evil.test@127.0.0.1/x.gif",
    "http://localhost/x.gif",
    "http://localhost./x.gif",
    "http://app.localhost/x.gif",
    "http://127.0.0.1:6379/x.gif",
    "file:///etc/passwd.gif",
    "ftp://127.0.0.1/x.gif",
    "gopher://127.0.0.1/x.gif",
    "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
  ];
  for (const url of refusedAtTheDoor) {
    it(`${url}: 400 before anything is fetched`, async () => {
      const response = await postForm(server, "/api/reverse", [{ name: "url", value: url }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(notAllowed);
    });
  }
});

describe("URL inputs: redirects, bodies and resolvers", () => {
  let server: TestServer;
  let origin: Awaited<ReturnType<typeof startCanary>>;
  let redirectTarget = "";
  let directory: string;
  const spawns = decoderSpawnLog();

  beforeAll(async () => {
    // The loopback switch (test only) opens 127/8 for the first hops and nothing else.
    server = await startTestServer({ env: spawns.env });
    directory = await mkdtemp(join(tmpdir(), "gifkit-hostile-urls-"));
    const bomb = hostileGif({ screenWidth: 65535, screenHeight: 65535, frames: 1 });
    const cogs = await readFile(fixture("gif/cogs.gif"));
    origin = await startCanary((request, response) => {
      const path = request.url ?? "";
      if (path === "/hop1.gif") {
        response.writeHead(302, { location: "/hop2.gif" });
        response.end();
      } else if (path === "/hop2.gif") {
        response.writeHead(307, { location: redirectTarget });
        response.end();
      } else if (path === "/loop.gif") {
        response.writeHead(302, { location: "/loop.gif" });
        response.end();
      } else if (path === "/bomb.gif") {
        response.writeHead(200, { "content-type": "image/gif" });
        response.end(bomb);
      } else if (path === "/gzip.gif") {
        // Sent compressed although we asked for identity: it must not be inflated past the cap.
        response.writeHead(200, { "content-type": "image/gif", "content-encoding": "gzip" });
        response.end(gzipSync(cogs));
      } else if (path === "/declared-huge.gif") {
        response.writeHead(200, {
          "content-type": "image/gif",
          "content-length": String(300 * 1024 * 1024),
        });
        response.write("GIF89a");
      } else if (path === "/endless.gif") {
        // No Content-Length: 201 MB streamed until the client stops reading.
        response.writeHead(200, { "content-type": "image/gif" });
        const chunk = Buffer.alloc(1024 * 1024, 0x41);
        let sent = 0;
        const pump = () => {
          while (sent < 201) {
            sent++;
            if (!response.write(chunk)) {
              response.once("drain", pump);
              return;
            }
          }
          response.end();
        };
        response.on("error", () => {});
        pump();
      } else {
        response.writeHead(200, { "content-type": "image/gif" });
        response.end(cogs);
      }
    });
  });
  afterAll(async () => {
    await server?.close();
    await origin.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function urlTask(url: string) {
    const start = await postForm(server, "/api/reverse", [{ name: "url", value: url }]);
    expect(start.statusCode).toBe(202);
    return finishedTask(server, start.json().task_id);
  }

  for (const target of [
    "http://[::1]:PORT/x.gif",
    "http://169.254.169.254/latest/meta-data/x.gif",
    "http://10.0.0.1/x.gif",
    "http://[::ffff:127.0.0.1]:PORT/x.gif",
  ]) {
    it(`a redirect chain (302, 307) into ${target} is refused at the last hop`, async () => {
      redirectTarget = target.replace("PORT", String(origin.port));
      const before = origin.paths.length;
      const blobsBefore = storedBlobs(server);
      const status = await urlTask(`http://127.0.0.1:${origin.port}/hop1.gif`);
      expect(status.state).toBe("FAILURE");
      expect(status.error).toBe(notAllowed.error);
      expect(origin.paths.slice(before)).toEqual(["/hop1.gif", "/hop2.gif"]);
      await expectNothingLeft(server, blobsBefore);
    });
  }

  it("a redirect loop stops after 5 hops", async () => {
    const before = origin.paths.length;
    const status = await urlTask(`http://127.0.0.1:${origin.port}/loop.gif`);
    expect(status.error).toBe("Too many redirects.");
    expect(origin.paths.length - before).toBe(6);
  });

  it("a URL to the 62-byte 65535² GIF: the task fails with the upload's message, no decoder started", async () => {
    const spawnsBefore = spawns.started().length;
    const blobsBefore = storedBlobs(server);
    const startedAt = performance.now();
    const status = await urlTask(`http://127.0.0.1:${origin.port}/bomb.gif`);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "The GIF is 65,535 × 65,535 pixels; the largest side allowed is 12,000 px.",
    );
    expect(performance.now() - startedAt).toBeLessThan(2_000);
    expect(spawns.started().slice(spawnsBefore)).toEqual([]);
    await expectNothingLeft(server, blobsBefore);
  });

  it("a gzip-encoded answer is stored as sent (never inflated) and refused by its content", async () => {
    const status = await urlTask(`http://127.0.0.1:${origin.port}/gzip.gif`);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      `The file at http://127.0.0.1:${origin.port}/gzip.gif is not a GIF file: its content does not match its name.`,
    );
  });

  it("a declared 300 MB body is refused before reading it", async () => {
    const blobsBefore = storedBlobs(server);
    const status = await urlTask(`http://127.0.0.1:${origin.port}/declared-huge.gif`);
    expect(status.error).toBe("File too large. The maximum file size is 200MB.");
    await expectNothingLeft(server, blobsBefore);
  });

  it("a 201 MB body without Content-Length is cut at 200 MB counted on the wire, nothing kept", async () => {
    const blobsBefore = storedBlobs(server);
    const status = await urlTask(`http://127.0.0.1:${origin.port}/endless.gif`);
    expect(status.error).toBe("File too large. The maximum file size is 200MB.");
    await expectNothingLeft(server, blobsBefore);
  });

  it("a DNS-rebinding resolver (public first, loopback after) is asked once; the validated address is the one dialled", async () => {
    const canary = await startCanary();
    let lookups = 0;
    const rebinding = async () => {
      lookups++;
      return lookups === 1
        ? [{ address: "93.184.216.34", family: 4 }] // a public address: allowed, dialled, no answer here
        : [{ address: "127.0.0.1", family: 4 }];
    };
    const error = await safeFetchToFile(
      `http://rebind.test:${canary.port}/x.gif`,
      join(directory, "rebind"),
      {
        maxBytes: 1024,
        signal: AbortSignal.timeout(10_000),
        resolve: rebinding,
        connectTimeoutMs: 500,
        // Opens IPv4 loopback: a second lookup would reach the canary, so none may happen.
        allowLoopback: true,
      },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UrlFetchError);
    expect((error as UrlFetchError).code).toBe("url-fetch-failed");
    expect(lookups).toBe(1);
    expect(canary.hits()).toBe(0);
    await canary?.close();
  });

  it("a resolver that adds an IPv4-mapped private address to an allowed one is refused without connecting", async () => {
    const canary = await startCanary();
    const error = await safeFetchToFile(
      `http://mixed.test:${canary.port}/x.gif`,
      join(directory, "mixed"),
      {
        maxBytes: 1024,
        signal: AbortSignal.timeout(10_000),
        // The first answer is the canary (allowed by the test switch); the second is private.
        allowLoopback: true,
        resolve: async () => [
          { address: "127.0.0.1", family: 4 },
          { address: "::ffff:10.0.0.1", family: 6 },
        ],
      },
    ).catch((caught: unknown) => caught);
    expect((error as UrlFetchError).code).toBe("url-not-allowed");
    expect(canary.hits()).toBe(0);
    await canary?.close();
    await neighbourTaskSucceeds(server);
  });
});
