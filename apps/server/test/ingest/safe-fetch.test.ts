import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, safeFetchToFile, UrlFetchError } from "../../src/ingest/safe-fetch.ts";

describe("safe URL fetcher", () => {
  let server: Server;
  let port: number;
  let hits = 0;
  let directory: string;
  let redirectTarget = "";

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-fetch-"));
    server = createServer((request, response) => {
      hits++;
      if (request.url === "/redirect") {
        response.writeHead(302, { location: redirectTarget });
        response.end();
      } else if (request.url === "/loop") {
        response.writeHead(302, { location: "/loop" });
        response.end();
      } else if (request.url === "/big") {
        response.writeHead(200, { "content-type": "image/gif" });
        response.end(Buffer.alloc(2048, 1));
      } else {
        response.writeHead(200, { "content-type": "image/gif" });
        response.end("GIF89a-hello");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const fetchTo = (url: string, options: Partial<Parameters<typeof safeFetchToFile>[2]> = {}) =>
    safeFetchToFile(url, join(directory, "out"), {
      maxBytes: 1024,
      signal: AbortSignal.timeout(10_000),
      ...options,
    });

  const blocked = [
    "http://127.0.0.1:PORT/",
    "http://127.1:PORT/",
    "http://2130706433:PORT/",
    "http://0x7f000001:PORT/",
    "http://0177.0.0.1:PORT/",
    "http://0:PORT/",
    "http://localhost:PORT/",
    "http://localhost.:PORT/",
    "http://LOCALHOST:PORT/",
    "http://app.localhost:PORT/",
    "http://[::1]:PORT/",
    "http://[::ffff:127.0.0.1]:PORT/",
    "http://[::ffff:7f00:1]:PORT/",
    "http://[::127.0.0.1]:PORT/",
    "http://[64:ff9b::7f00:1]:PORT/",
    "http://[2002:7f00:1::]:PORT/",
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://100.64.0.1/",
    "http://[fc00::1]/",
    "http://[fe80::1]/",
    "http://evil.test@127.0.0.1:PORT/",
    "file:///etc/passwd",
    "ftp://127.0.0.1/x.gif",
    "gopher://127.0.0.1:PORT/",
    "data:image/gif;base64,R0lGODlh",
  ];
  for (const template of blocked) {
    it(`refuses ${template} without connecting`, async () => {
      const before = hits;
      const url = template.replace("PORT", String(port));
      const error = await fetchTo(url).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UrlFetchError);
      expect((error as UrlFetchError).code).toBe("url-not-allowed");
      expect((error as UrlFetchError).message).toBe(
        "This URL is not allowed. Use a public http or https link.",
      );
      expect(hits).toBe(before);
    });
  }

  // The first hop is a loopback test server, reachable only through the test-only switch, which
  // opens IPv4 loopback and nothing else: every redirect target below must still be refused.
  for (const target of [
    "http://10.0.0.1/x.gif",
    "http://169.254.169.254/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://100.64.0.1/",
    "http://192.168.0.1:8080/",
    "file:///etc/passwd",
  ]) {
    it(`refuses a redirect into ${target}`, async () => {
      redirectTarget = target;
      const before = hits;
      const error = await fetchTo(`http://127.0.0.1:${port}/redirect`, {
        allowLoopback: true,
      }).catch((caught: unknown) => caught);
      expect(hits).toBe(before + 1); // the first hop was fetched
      expect((error as UrlFetchError).code).toBe("url-not-allowed");
    });
  }

  it("checks every address of a host name and resolves it only once (no DNS rebinding)", async () => {
    const privateAnswer = async () => [{ address: "192.168.1.10", family: 4 }];
    const mixedAnswer = async () => [
      { address: "127.0.0.1", family: 4 },
      { address: "10.0.0.1", family: 4 },
    ];
    for (const resolve of [privateAnswer, mixedAnswer]) {
      const before = hits;
      const error = await fetchTo(`http://images.example:${port}/`, {
        resolve,
        allowLoopback: true,
      }).catch((e: unknown) => e);
      expect((error as UrlFetchError).code).toBe("url-not-allowed");
      expect(hits).toBe(before);
    }
    // A rebinding resolver answers an allowed address first and a private one after: the
    // connection must use the one validated answer, never a second lookup.
    let lookups = 0;
    const rebinding = async () => {
      lookups++;
      return lookups === 1
        ? [{ address: "127.0.0.1", family: 4 }]
        : [{ address: "10.0.0.1", family: 4 }];
    };
    const fetched = await fetchTo(`http://rebind.example:${port}/ok.gif`, {
      resolve: rebinding,
      allowLoopback: true,
    });
    expect(await readFile(fetched.path, "utf8")).toBe("GIF89a-hello");
    expect(lookups).toBe(1);
  });

  it("fetches from a loopback server only with the test-only switch, follows redirects, caps size", async () => {
    const fetched = await fetchTo(`http://127.0.0.1:${port}/ok.gif`, { allowLoopback: true });
    expect(await readFile(fetched.path, "utf8")).toBe("GIF89a-hello");
    redirectTarget = `http://127.0.0.1:${port}/ok.gif`;
    const redirected = await fetchTo(`http://127.0.0.1:${port}/redirect`, { allowLoopback: true });
    expect(redirected.finalUrl).toBe(`http://127.0.0.1:${port}/ok.gif`);
    const loop = await fetchTo(`http://127.0.0.1:${port}/loop`, { allowLoopback: true }).catch(
      (e: unknown) => e,
    );
    expect((loop as UrlFetchError).message).toBe("Too many redirects.");
    const big = await fetchTo(`http://127.0.0.1:${port}/big`, { allowLoopback: true }).catch(
      (e: unknown) => e,
    );
    expect((big as UrlFetchError).code).toBe("file-too-large");
  });

  it("classifies addresses", () => {
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("2606:4700:4700::1111")).toBe(true);
    expect(isPublicAddress("::ffff:93.184.216.34")).toBe(true);
    for (const address of [
      "127.0.0.1",
      "0.0.0.0",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fc00::1",
      "ff02::1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "2002:a00:1::",
      "2001::1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
