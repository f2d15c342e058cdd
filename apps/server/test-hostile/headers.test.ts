import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/helpers/test-server.ts";

const page = `<!doctype html><html><head><meta charset="utf-8"><title>CSP</title>
<link rel="modulepreload" href="/assets/app.js">
<script>window.inlineRan = true;</script>
<script type="module" src="/assets/app.js"></script>
</head><body><div id="slot"></div>
<script>
window.violations = [];
document.addEventListener("securitypolicyviolation", (event) => window.violations.push(event.violatedDirective));
</script>
</body></html>`;

const app = `window.moduleRan = true;
// A script added by a trusted script is trusted too ('strict-dynamic'): the ad loader works so.
const loader = document.createElement("script");
loader.src = "/assets/loader.js";
document.head.append(loader);
// Markup that reaches the page by a bug cannot run script.
document.getElementById("slot").innerHTML = '<img src="data:," onerror="window.injectedRan = true">';
`;

const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((tag) => /nonce="([^"]+)"/.exec(tag[0])?.[1]);
const headerNonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

/** Headers (reliability R7.1, R7.2, R4.3) on the prerendered pages and the API. */
describe("security headers", () => {
  let server: TestServer;
  let behindProxy: TestServer;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), "gifkit-hostile-web-"));
    await mkdir(join(webRoot, "assets"));
    await writeFile(join(webRoot, "index.html"), page);
    await writeFile(join(webRoot, "404.html"), page.replace("<title>CSP", "<title>Not found"));
    await writeFile(join(webRoot, "assets", "app.js"), app);
    await writeFile(join(webRoot, "assets", "loader.js"), "window.loaderRan = true;");
    server = await startTestServer({
      listen: true,
      serveWebSite: true,
      env: { WEB_ROOT: webRoot },
    });
    behindProxy = await startTestServer({
      serveWebSite: true,
      env: {
        WEB_ROOT: webRoot,
        TRUST_PROXY: "127.0.0.1",
        ADS_CLIENT_ID: "ca-pub-0000000000000000",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await behindProxy?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("every HTML response has a fresh nonce, carried by each of its <script> tags and module preloads", async () => {
    const first = await server.app.inject({ url: "/" });
    const second = await server.app.inject({ url: "/" });
    const missing = await server.app.inject({ url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    const nonces = [first, second, missing].map((response) => {
      const nonce = headerNonce(String(response.headers["content-security-policy"]));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 random bits
      expect(scriptNonces(response.body)).toEqual([nonce, nonce, nonce]);
      expect(response.body).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(3);
  });

  it("the page CSP is the strict form the ad network supports, with frame-ancestors; 'unsafe-eval' only with ads", async () => {
    const plain = String(
      (await server.app.inject({ url: "/" })).headers["content-security-policy"],
    );
    expect(plain.replace(/'nonce-[^']+'/, "'nonce-N'")).toBe(
      "object-src 'none'; script-src 'nonce-N' 'unsafe-inline' 'strict-dynamic' https: http:; base-uri 'none'; frame-ancestors 'self'; form-action 'self'",
    );
    const withAds = String(
      (await behindProxy.app.inject({ url: "/" })).headers["content-security-policy"],
    );
    expect(withAds).toContain("'unsafe-inline' 'unsafe-eval' 'strict-dynamic'");
  });

  it("compressed pages (br, gzip) carry the nonce of their own response", async () => {
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await server.app.inject({
        url: "/",
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      const html = decode(response.rawPayload).toString();
      const nonce = headerNonce(String(response.headers["content-security-policy"]));
      expect(scriptNonces(html)).toEqual([nonce, nonce, nonce]);
    }
  });

  it("in Chromium, our scripts and the scripts they load run; injected markup cannot run script", async () => {
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.baseUrl}/`);
      await tab.waitForFunction(
        () => (globalThis as unknown as { loaderRan?: boolean }).loaderRan === true,
      );
      await tab.waitForFunction(
        () => (globalThis as unknown as { violations: string[] }).violations.length > 0,
      );
      const state = await tab.evaluate(() => {
        const flags = globalThis as unknown as Record<string, unknown>;
        return {
          inline: flags.inlineRan,
          module: flags.moduleRan,
          loader: flags.loaderRan,
          injected: flags.injectedRan ?? false,
          violations: flags.violations,
        };
      });
      expect(state).toEqual({
        inline: true,
        module: true,
        loader: true,
        injected: false,
        violations: ["script-src-attr"],
      });
    } finally {
      await browser.close();
    }
  });

  it("nosniff and a referrer policy that sends other sites only our origin, on pages, assets and the API", async () => {
    for (const url of ["/", "/assets/app.js", "/api/health", "/api/task-status/nope"]) {
      const response = await server.app.inject({ url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    }
    const page = await server.app.inject({ url: "/" });
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const api = await server.app.inject({ url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("HSTS only when the request came over TLS through a trusted proxy, never on a spoofed header", async () => {
    const direct = await server.app.inject({ url: "/" });
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
    const spoofed = await server.app.inject({
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    const proxied = await behindProxy.app.inject({
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(proxied.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("CORS is open for /api/* without credentials; the site's pages are not shared", async () => {
    const preflight = await server.app.inject({
      method: "OPTIONS",
      url: "/api/reverse",
      headers: {
        origin: "https://other.example",
        "access-control-request-method": "POST",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
    const api = await server.app.inject({
      url: "/api/health",
      headers: { origin: "https://other.example" },
    });
    expect(api.headers["access-control-allow-origin"]).toBe("*");
    const site = await server.app.inject({
      url: "/",
      headers: { origin: "https://other.example" },
    });
    expect(site.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
