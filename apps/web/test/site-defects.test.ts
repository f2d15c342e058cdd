import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { acceptedExtensions } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adsTxt } from "../../server/src/http/static-site.ts";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import { allPosts } from "../src/content/blog.server.ts";
import { maxDescriptionCharacters } from "../src/seo/meta.ts";
import { blogSlugsOnDisk, prerenderPaths } from "../src/site/prerender-paths.ts";
import { notFoundPrerenderPath } from "../src/site/route-table.ts";
import { decodeEntities, headOf, startSiteServer, textOf } from "./helpers/site.ts";

/**
 * Issue 41's site defects, through the real server and the built site (no browser): Prompt to
 * GIF where no generation server is set up, "/api/", the alias redirects' query strings,
 * /ads.txt, meta description lengths, the home page's newest articles and the heroes' sizes.
 */
let server: TestServer;
let generating: TestServer;

beforeAll(async () => {
  [server, generating] = await Promise.all([
    startSiteServer({ WORKER_CONCURRENCY: "1" }),
    // A generation backend configured (nothing answers at this address: only the setting counts).
    startSiteServer({
      WORKER_CONCURRENCY: "1",
      GENERATION_BACKEND: "comfyui",
      COMFYUI_URL: "http://127.0.0.1:9",
      COMFYUI_CHECKPOINT: "v1-5-pruned-emaonly.safetensors",
      COMFYUI_MOTION_MODULE: "mm_sd_v15_v2.ckpt",
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), generating?.close()]);
});

const get = (target: TestServer, path: string) =>
  fetch(`${target.baseUrl}${path}`, { redirect: "manual" });

describe("Prompt to GIF where the server has no generation backend", () => {
  test("its page says so in visitors' words from the first paint, with no form and no developer text", async () => {
    const response = await get(server, "/prompt-gif");
    expect(response.status).toBe(200);
    const html = await response.text();
    // app.css shows the notice and hides the form under this mark, before any script runs.
    expect(html).toMatch(/<html data-generation="off" /);
    expect(html).toContain("data-generation-off-notice");
    expect(html).toContain("data-generation-form");
    const text = textOf(html);
    expect(text).toContain("AI GIF generation is not available on this site");
    expect(text).toContain("this site does not have one, so it cannot make GIFs from words");
    expect(text).not.toMatch(/docs\/prompt-to-gif|Running GifKit yourself|ComfyUI|Replicate/);
  });

  test("menus, cards, counts and the sitemap leave it out", async () => {
    for (const path of ["/", "/tools", "/about", "/faq", "/resize", "/blog"]) {
      const html = await (await get(server, path)).text();
      expect(html, path).not.toContain('href="/prompt-gif"');
      expect(textOf(html), path).not.toContain("AI GIF Generator");
    }
    const sitemap = await (await get(server, "/sitemap.xml")).text();
    expect(sitemap).toContain("/video-to-gif</loc>");
    expect(sitemap).not.toContain("/prompt-gif");
  });

  test("a server with a backend shows the form: no mark on the page", async () => {
    const html = await (await get(generating, "/prompt-gif")).text();
    expect(html).not.toContain('data-generation="off"');
    expect(html).toContain("Generate GIF");
  });
});

describe("server answers", () => {
  test('"/api/" answers with the API page, as "/blog/" does with the blog', async () => {
    for (const path of ["/api/", "/blog/"]) {
      const response = await get(server, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain("text/html");
    }
    const api = await (await get(server, "/api/")).text();
    expect(headOf(api).canonical).toMatch(/\/api$/);
    // Below it, an unknown call is still the API's JSON 404.
    const unknown = await get(server, "/api/no-such-call");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("application/json");
  });

  test("/ads.txt: the AdSense publisher where ads run, else the spec's no-seller placeholder", async () => {
    const response = await get(server, "/ads.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toContain(
      "placeholder.example.com, placeholder, DIRECT, placeholder",
    );
    expect(adsTxt("ca-pub-1234567890123456")).toContain(
      "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0",
    );
  });
});

describe("pages", () => {
  test(`every page's meta description is at most ${maxDescriptionCharacters} characters`, async () => {
    const tooLong: string[] = [];
    const paths = prerenderPaths().filter((path) => path !== notFoundPrerenderPath);
    for (const path of [...paths, "/api/"]) {
      // As a reader sees it: "&#x27;" is one character.
      const description = decodeEntities(
        headOf(await (await get(server, path)).text()).description,
      );
      expect(description.length, path).toBeGreaterThan(50);
      if (description.length > maxDescriptionCharacters)
        tooLong.push(`${path}: ${description.length}`);
    }
    expect(tooLong).toEqual([]);
  });

  test("the home page's Latest Blog Posts are the three newest articles, newest first", async () => {
    const html = await (await get(server, "/")).text();
    const section = html.slice(html.indexOf('id="blog-heading"'));
    const shown = [...section.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)]
      .map((match) => match[1])
      .filter((slug, index, all) => all.indexOf(slug) === index);
    const newest = [...allPosts()]
      .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
      .slice(0, 3)
      .map((post) => post.slug);
    expect(newest[0]).toBe("gif-size-limits-by-platform"); // 2026-11-23, the newest today
    expect(shown).toEqual(newest);
  });

  test('a GIF tool\'s "Supported formats" line names every format its refusal allows', async () => {
    const text = textOf(await (await get(server, "/resize")).text());
    const line = /Supported formats: [^.]*?\(converted to GIF\)/.exec(text)?.[0] ?? "";
    for (const format of acceptedExtensions.gif)
      expect(line.toLowerCase(), format).toContain(format);
  });

  test("no article's WebP hero is larger than its JPEG fallback", () => {
    const images = fileURLToPath(new URL("../public/images/blog/", import.meta.url));
    const larger = blogSlugsOnDisk().filter(
      (slug) => statSync(`${images}${slug}.webp`).size > statSync(`${images}${slug}.jpg`).size,
    );
    expect(larger).toEqual([]);
  });
});
