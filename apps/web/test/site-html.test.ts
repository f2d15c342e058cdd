import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultLimits, formatMegabytes, limitsTable } from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import manifest from "../src/content/examples.json" with { type: "json" };
import { localizedPath, prefixedLanguages } from "../src/i18n/languages.ts";
import { lastWordChange, legalLogArguments, legalSources } from "../src/site/legal-sources.ts";
import {
  aliasRedirects,
  privacyAliasPath,
  siteOrigin,
  staticPagePaths,
} from "../src/site/route-table.ts";
import { translatedPagePaths } from "../src/site/sitemap.ts";
import { toolGroups } from "../src/site/tool-groups.ts";
import { buildListsGenerationTools, siteTools } from "../src/site/tools.server.ts";
import { decodeEntities, headOf, startSiteServer, textOf } from "./helpers/site.ts";

/** The 13 articles of the spec (site §2), in order. */
const specBlogSlugs = [
  "ultimate-guide-to-viral-gifs",
  "comprehensive-gif-making-guide",
  "gif-optimization-techniques",
  "social-media-gif-strategy",
  "gif-for-business-marketing",
  "creative-gif-design-tutorial",
  "gif-accessibility-guide",
  "how-to-make-gifs-from-videos",
  "top-5-gif-optimization-tips",
  "add-text-to-gifs-guide",
  "master-the-art-of-adding-text-to-gifs",
  "professional-gif-cropping-and-composition-guide",
  "complete-guide-to-resize-gif",
];

/** Short articles added since, each asked for by an issue (issue 17 §2: 400 to 600 words). */
const shortBlogSlugs = ["gif-size-limits-by-platform"];

const blogDirectory = fileURLToPath(new URL("../content/blog/", import.meta.url));
const blogSlugs = readdirSync(blogDirectory)
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -3));

/** Every route of the spec's table with the schema.org types its JSON-LD must hold. */
const routes: { path: string; canonicalPath: string; types: string[] }[] = [
  { path: "/", canonicalPath: "/", types: ["WebSite", "Organization"] },
  ...siteTools.map((tool) => ({
    path: tool.path,
    canonicalPath: tool.path,
    types: ["WebApplication", "BreadcrumbList"],
  })),
  { path: "/blog", canonicalPath: "/blog", types: ["CollectionPage", "BreadcrumbList"] },
  ...blogSlugs.map((slug) => ({
    path: `/blog/${slug}`,
    canonicalPath: `/blog/${slug}`,
    types: [
      "Article",
      "BreadcrumbList",
      ...(slug === "how-to-make-gifs-from-videos" ? ["HowTo", "FAQPage"] : []),
      ...(slug === "ultimate-guide-to-viral-gifs" ? ["FAQPage"] : []),
    ],
  })),
  ...staticPagePaths.map((path) => ({
    path,
    canonicalPath: path,
    types: [
      path === "/about"
        ? "AboutPage"
        : path === "/contact"
          ? "ContactPage"
          : path === "/tools"
            ? "CollectionPage"
            : "WebPage",
      "BreadcrumbList",
      ...(path === "/faq" ? ["FAQPage"] : []),
    ],
  })),
  {
    path: privacyAliasPath,
    canonicalPath: "/privacy-policy",
    types: ["WebPage", "BreadcrumbList"],
  },
];

let server: TestServer;
const pages = new Map<string, { status: number; html: string; contentType: string }>();

beforeAll(async () => {
  server = await startSiteServer();
  for (const route of routes) {
    const response = await fetch(`${server.baseUrl}${route.path}`, { redirect: "manual" });
    pages.set(route.path, {
      status: response.status,
      html: await response.text(),
      contentType: response.headers.get("content-type") ?? "",
    });
  }
});
afterAll(async () => {
  await server?.close();
});

describe("every route is real HTML with its own head before any script runs", () => {
  test.each(routes)("$path", ({ path, canonicalPath, types }) => {
    const page = pages.get(path)!;
    expect(page.status).toBe(200);
    expect(page.contentType).toContain("text/html");
    const head = headOf(page.html);
    expect(head.title.length).toBeGreaterThan(10);
    expect(head.canonical).toBe(`${siteOrigin}${canonicalPath}`);
    expect(head.description.length).toBeGreaterThan(50);
    expect(head.ogTitle).toBe(page.html.match(/<title>([^<]*)<\/title>/)?.[1]);
    expect(page.html).toContain('name="twitter:card" content="summary_large_image"');
    const nodeTypes = head.nodes.map((node) => node["@type"]);
    for (const type of types) expect(nodeTypes, `${path} JSON-LD`).toContain(type);
    // The page's own text is in the HTML: a single h1 with words in it.
    const headings = [...page.html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(headings).toHaveLength(1);
    expect(textOf(headings[0]![1]!).length).toBeGreaterThan(3);
  });

  test("titles are unique (the privacy alias shares the policy's page)", () => {
    const titles = routes
      .filter((route) => route.path !== privacyAliasPath)
      .map((route) => headOf(pages.get(route.path)!.html).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("tool pages: breadcrumb Home / Tools / name, How it works, a guide, and price 0 USD", () => {
    for (const tool of siteTools) {
      const html = pages.get(tool.path)!.html;
      const breadcrumb = /<nav aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
      expect(textOf(breadcrumb)).toBe(`Home Tools ${tool.name}`);
      expect(breadcrumb).toContain('href="/tools"');
      expect(html).toContain(">How it works</h2>");
      const steps = /<h2 id="how-it-works"[\s\S]*?<ol[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
      const stepCount = (steps.match(/<li/g) ?? []).length;
      expect(stepCount).toBeGreaterThanOrEqual(3);
      expect(stepCount).toBeLessThanOrEqual(4);
      const guide = /<section aria-label="Guide"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      expect((guide.match(/<h2 id=/g) ?? []).length).toBeGreaterThanOrEqual(4);
      expect(textOf(guide).split(" ").length).toBeGreaterThan(300);
      const app = headOf(html).nodes.find((node) => node["@type"] === "WebApplication")!;
      expect(app.offers).toEqual({ "@type": "Offer", price: "0", priceCurrency: "USD" });
      expect(html).toContain(`data-tool-workspace="${tool.id}"`);
    }
  });

  test("no page claims files are processed locally, and limits in copy match the contracts", () => {
    for (const [path, page] of pages) {
      const text = textOf(page.html).toLowerCase();
      expect(text, path).not.toMatch(
        /processed (locally|in your browser)|never (leave your device|uploaded)/,
      );
      // An old upload limit of GifKit's own. The destinations list's numbers (Reddit takes 100 MB
      // GIFs) are not GifKit's limits: they are checked against the list in
      // destination-limits.test.ts, so the FAQ's table and the limits article are left out here.
      const ownCopy = textOf(
        path === "/blog/gif-size-limits-by-platform"
          ? ""
          : page.html.replace(/<section id="destination-limits"[\s\S]*?<\/section>/, ""),
      ).toLowerCase();
      expect(ownCopy, path).not.toMatch(/\b100 ?mb\b/);
    }
    const faq = textOf(pages.get("/faq")!.html);
    for (const row of limitsTable(defaultLimits)) {
      expect(faq).toContain(`${row.label} ${row.value}`);
    }
  });

  test("legal pages are dated by the last commit that changed their words (git log of their sources)", () => {
    const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));
    for (const [path, sources] of [
      ["/privacy-policy", legalSources.privacy],
      ["/terms", legalSources.terms],
      ["/cookie-policy", legalSources.cookies],
    ] as const) {
      // The newest commit that changed words: one that only moved them does not count.
      const iso = lastWordChange(
        execFileSync("git", legalLogArguments(sources), { cwd: repositoryRoot, encoding: "utf8" }),
      );
      expect(iso, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const text = new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      expect(pages.get(path)!.html, path).toContain(`<time dateTime="${iso}">${text}</time>`);
    }
  });

  test("/api shows the API base and links to the OpenAPI document, which the server serves", async () => {
    const html = pages.get("/api")!.html;
    expect(html).toContain(`${siteOrigin}/api`);
    expect(html).toContain('href="/api/openapi.yaml"');
    for (const endpoint of [
      "/api/video-to-gif",
      "/api/optimize",
      "/api/resize",
      "/api/crop",
      "/api/add-text-layers",
      "/api/task-status/{id}",
    ]) {
      expect(html).toContain(endpoint);
    }
    const openapi = await fetch(`${server.baseUrl}/api/openapi.yaml`);
    expect(openapi.status).toBe(200);
    expect(await openapi.text()).toContain("openapi: 3.1.0");
  });
});

describe("blog", () => {
  test("all 13 articles of the spec are published, and the short ones issues asked for", () => {
    expect([...blogSlugs].sort()).toEqual([...specBlogSlugs, ...shortBlogSlugs].sort());
  });

  test("each article has substance: 800+ words, 5+ sections in 'On this page', a hero with a fallback", () => {
    for (const slug of blogSlugs) {
      const html = pages.get(`/blog/${slug}`)!.html;
      const body =
        /<div class="prose-page">([\s\S]*?)<\/div><aside aria-label="Advertisement"|<div class="prose-page">([\s\S]*?)<\/div>(?:<section|<aside|<\/div>)/.exec(
          html,
        );
      const words = textOf(body?.[1] ?? body?.[2] ?? "").split(" ").length;
      expect(words, slug).toBeGreaterThanOrEqual(shortBlogSlugs.includes(slug) ? 400 : 800);
      const toc = /<nav aria-label="On this page"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
      expect((toc.match(/href="#/g) ?? []).length, slug).toBeGreaterThanOrEqual(5);
      // Public files are referenced by content-hashed names (post-build.ts, issue 29).
      const hash = "\\.[0-9a-f]{10}";
      expect(html).toMatch(
        new RegExp(
          `srcSet="/images/blog/${slug}-640${hash}\\.webp 640w, /images/blog/${slug}${hash}\\.webp 1200w"`,
        ),
      );
      expect(html).toMatch(new RegExp(`src="/images/blog/${slug}${hash}\\.jpg"`));
      expect(html).toContain('href="/blog"');
      expect(html).toMatch(/The GifKit Team<\/span>/);
    }
  });

  test("hero images are served as 1200x675 WebP with a JPEG fallback (made by npm run examples)", async () => {
    for (const slug of blogSlugs) {
      for (const [file, format] of [
        [`${slug}.webp`, "webp"],
        [`${slug}.jpg`, "jpeg"],
      ] as const) {
        const response = await fetch(`${server.baseUrl}/images/blog/${file}`);
        expect(response.status, file).toBe(200);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([metadata.format, metadata.width, metadata.height], file).toEqual([
          format,
          1200,
          675,
        ]);
      }
    }
  });

  test("the index shows the featured post, the article count and the latest date", () => {
    const html = pages.get("/blog")!.html;
    expect(textOf(html)).toContain(`${blogSlugs.length} articles`);
    expect(html).toContain('href="/blog/ultimate-guide-to-viral-gifs"');
    expect(textOf(html)).toMatch(/Featured The Ultimate Guide/);
    for (const slug of blogSlugs) expect(html).toContain(`href="/blog/${slug}"`);
  });

  test("the viral guide has collapsible FAQ entries", () => {
    const html = pages.get("/blog/ultimate-guide-to-viral-gifs")!.html;
    expect((html.match(/<details class="group/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });
});

describe("server answers", () => {
  test("an unknown path gets 404 with the not-found screen", async () => {
    for (const path of ["/this-page-does-not-exist", "/blog/no-such-article", "/tools/nothing"]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("Page not found");
      expect(decodeEntities(html)).toContain(
        "The page you're looking for doesn't exist or has been moved.",
      );
      expect(html).toContain('name="robots" content="noindex"');
    }
  });

  test("each alias answers 301 with its canonical route", async () => {
    for (const [from, to] of Object.entries(aliasRedirects)) {
      const response = await fetch(`${server.baseUrl}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", server.baseUrl).pathname).toBe(to);
      // The query string goes along (issue 41: a shared link's settings were dropped).
      const withQuery = await fetch(`${server.baseUrl}${from}?width=200&utm_source=x`, {
        redirect: "manual",
      });
      expect(withQuery.headers.get("location"), from).toBe(`${to}?width=200&utm_source=x`);
    }
  });

  test("sitemap.xml lists every canonical page and article; robots.txt points at it", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = [
      ...routes
        .filter((route) => route.path !== privacyAliasPath)
        .map((route) => `${siteOrigin}${route.canonicalPath}`),
      // Each other language's pages written in it (issue 38; apps/web/test/i18n-site.test.ts).
      ...prefixedLanguages.flatMap((language) =>
        translatedPagePaths(language.code).map(
          (path) => `${siteOrigin}${localizedPath(path, language)}`,
        ),
      ),
    ];
    expect([...locations].sort()).toEqual([...expected].sort());
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
  });

  test("assets are served compressed and hashed ones are cached for good", async () => {
    // A tool page (the app; static pages load no module of it: issue 29): the first module its
    // deferred router script imports (scripts/defer-app-scripts.ts).
    const html = pages.get("/resize")!.html;
    const script =
      /<script[^>]*type="text\/x-gifkit-deferred-module">import "(\/assets\/[^"]+\.js)"/.exec(
        html,
      )?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${server.baseUrl}${script}`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("issue 18: the smaller things", () => {
  test("article titles fit in 60 characters, and the publisher the article names is on the page", () => {
    for (const slug of blogSlugs) {
      const head = headOf(pages.get(`/blog/${slug}`)!.html);
      expect(head.title.length, head.title).toBeLessThanOrEqual(60);
      const articleNode = head.nodes.find((node) => node["@type"] === "Article");
      const publisherId = (articleNode?.publisher as { "@id"?: string } | undefined)?.["@id"];
      const publisher = head.nodes.find((node) => node["@id"] === publisherId);
      expect(publisher, slug).toMatchObject({
        "@type": "Organization",
        name: "GifKit",
        url: `${siteOrigin}/`,
        logo: { url: `${siteOrigin}/images/generated/logo-512.png` },
      });
    }
  });

  test("/favicon.ico is a real icon, served as one", async () => {
    const response = await fetch(`${server.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), then the number of images.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThanOrEqual(2);
  });
});

/** Every page's own text (scripts dropped), by path, for the claims below. */
const textByPath = () =>
  new Map([...pages].map(([path, page]) => [path, textOf(page.html)] as const));
const numberWords =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)(?:-\w+)? (?:free )?(?:online )?(?:GIF )?tools\b/i;

describe("issue 29: every claim the site makes from code matches the code", () => {
  test("tool counts are the registry's, wherever a page states one", () => {
    // The registry itself (packages/tools/src/generated/registry.ts), not the site's own list:
    // every tool with a page (an API-only one, Edit, is counted by the /api page only).
    // Prompt to GIF is not counted by a site built without a generation server (issue 41).
    const toolCount = toolList.filter(
      (tool) => !tool.apiOnly && !(tool.needsGenerationServer && !buildListsGenerationTools),
    ).length;
    const apiToolCount = toolList.filter((tool) => !tool.browserOnly).length;
    expect(siteTools.length).toBe(toolCount);
    let claims = 0;
    for (const [path, text] of textByPath()) {
      expect(text, path).not.toMatch(numberWords);
      for (const match of text.matchAll(
        /\b(\d+) (?:free )?(?:online )?(?:GIF )?tools( that run on the server)?\b/gi,
      )) {
        // The API page also counts the tools with an HTTP call (all but the browser-only ones).
        expect(Number(match[1]), `${path}: "${match[0]}"`).toBe(
          match[2] ? apiToolCount : toolCount,
        );
        claims += 1;
      }
    }
    // Home, /tools, /about and /api state the count; the meta descriptions too.
    expect(claims).toBeGreaterThanOrEqual(4);
    for (const path of ["/", "/tools", "/about"]) {
      expect(headOf(pages.get(path)!.html).description, path).toContain(`${toolCount} `);
    }
    expect(headOf(pages.get("/api")!.html).description).toContain(
      `${apiToolCount} GIF tools that run on the server`,
    );
  });

  test("the FAQ's formats answer names every tool that takes a file", () => {
    const faq = textOf(pages.get("/faq")!.html);
    const start = faq.indexOf("Which formats can I use?");
    const answer = faq.slice(start, faq.indexOf("How long can a GIF from a video be?", start));
    expect(answer.length).toBeGreaterThan(100);
    for (const tool of toolList.filter((tool) => tool.input !== "none" && !tool.apiOnly)) {
      expect(answer, tool.id).toContain(tool.name);
    }
  });

  test("limits: the upload limit is the enforced one, written with a space, and no page says 200MB", () => {
    const maxUpload = formatMegabytes(defaultLimits.maxUploadBytes);
    expect(maxUpload).toBe(`${Math.round(defaultLimits.maxUploadBytes / 1024 / 1024)} MB`);
    for (const [path, text] of textByPath()) {
      expect(text, path).not.toMatch(/\b\d+MB\b/);
    }
    for (const path of ["/", "/faq", "/about", "/api", "/privacy-policy"]) {
      expect(textByPath().get(path), path).toContain(maxUpload);
    }
  });

  test("retention: privacy policy, FAQ, /api page and OpenAPI state the sweeper's times", async () => {
    const minutes = `${defaultLimits.resultTtlMinutes} minutes`;
    const statements = [
      // Uploads, results, estimate samples, link and preview uploads.
      "is deleted as soon as the task ends",
      `are deleted ${minutes} after they are made`,
      `is kept like a result, for ${minutes}`,
      `is kept for up to ${minutes} under its upload key`,
    ];
    for (const path of ["/privacy-policy", "/faq", "/api"]) {
      const text = textByPath().get(path)!;
      for (const statement of statements)
        expect(text, `${path}: ${statement}`).toContain(statement);
    }
    // Any "N minutes" a page gives for keeping or deleting files is the enforced time.
    for (const [path, text] of textByPath()) {
      for (const match of text.matchAll(/\b(?:kept|deleted|keep)\b[^.]{0,50}?\b(\d+) minutes\b/g)) {
        expect(Number(match[1]), `${path}: "${match[0]}"`).toBe(defaultLimits.resultTtlMinutes);
      }
    }
    const openapi = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      info: { description: string };
      paths: Record<string, { post?: { description?: string } }>;
    };
    for (const statement of statements) {
      expect(openapi.info.description).toContain(statement);
    }
    expect(openapi.paths["/api/upload"]?.post?.description).toContain(statements[3]);
    expect(openapi.paths["/api/video-preview"]?.post?.description).toContain(statements[3]);
    expect(openapi.paths["/api/estimate/optimize"]?.post?.description).toContain(statements[2]);
  });

  test("no testimonials, US English in copy", () => {
    for (const [path, text] of textByPath()) {
      expect(text, path).not.toMatch(/out of 5 stars|What people say/);
      // British spellings that slipped in before (colour, centre, grey).
      expect(text, path).not.toMatch(/\b(colours?|centred?|centres|grey)\b/i);
    }
  });
});

describe("issue 29: /tools, structured data and SEO", () => {
  test("/tools lists every tool once, under the group its about.ts names", () => {
    const html = pages.get("/tools")!.html;
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    for (const group of toolGroups) {
      const section =
        new RegExp(`<section aria-labelledby="group-${group.id}"[\\s\\S]*?</section>`).exec(
          main,
        )?.[0] ?? "";
      const expected = siteTools.filter((tool) => tool.group === group.id);
      const linked = [...section.matchAll(/<a[^>]*href="(\/[a-z-]+)"/g)].map((match) => match[1]);
      expect(linked, group.id).toEqual(expected.map((tool) => tool.path));
    }
    const allLinked = [...main.matchAll(/<section aria-labelledby="group-[\s\S]*?<\/section>/g)]
      .flatMap((section) => [...section[0].matchAll(/href="(\/[a-z-]+)"/g)])
      .map((match) => match[1]);
    expect([...allLinked].sort()).toEqual(siteTools.map((tool) => tool.path).sort());
    // The header and footer link to it on every page.
    for (const [path, page] of pages) {
      if (page.status === 200) expect(page.html, path).toContain('href="/tools"');
    }
  });

  test("titles fit in 60 characters on every page", () => {
    for (const [path, page] of pages) {
      const { title } = headOf(page.html);
      expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
    }
  });

  test("every @id a page's JSON-LD points at is a node on that page; tool breadcrumbs go to /tools", () => {
    for (const [path, page] of pages) {
      const { nodes } = headOf(page.html);
      const ids = new Set(nodes.map((node) => node["@id"]).filter(Boolean));
      const references = JSON.stringify(nodes).matchAll(/\{"@id":"([^"]+)"\}/g);
      for (const reference of references)
        expect(ids, `${path} → ${reference[1]}`).toContain(reference[1]);
    }
    for (const tool of siteTools) {
      const list = headOf(pages.get(tool.path)!.html).nodes.find(
        (node) => node["@type"] === "BreadcrumbList",
      ) as { itemListElement: { name: string; item: string }[] };
      expect(list.itemListElement[1]).toMatchObject({ name: "Tools", item: `${siteOrigin}/tools` });
    }
  });

  test("no page repeats an id, and no two regions of a page share a label", () => {
    for (const [path, page] of pages) {
      const ids = [...page.html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
      expect(repeated, path).toEqual([]);
      const labels = [...page.html.matchAll(/role="region"[^>]*aria-label="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(
        labels.filter((label, index) => labels.indexOf(label) !== index),
        path,
      ).toEqual([]);
    }
  });

  test("each tool with an example has its own share image, made from it and served", async () => {
    for (const tool of siteTools) {
      const html = pages.get(tool.path)!.html;
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
      const example = manifest.examples.find((each) => each.tool === tool.id);
      // A video tool's example result is an MP4 or WebM: no still, so no share image of its own.
      if (!example || /\.(mp4|webm)$/.test(example.output.path)) {
        expect(image, tool.id).toBe(`${siteOrigin}/images/generated/og-default.png`);
        continue;
      }
      expect(image, tool.id).toBe(`${siteOrigin}/images/generated/share/${tool.id}.png`);
      const response = await fetch(`${server.baseUrl}${new URL(image).pathname}`);
      expect(response.status, tool.id).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.width, metadata.height], tool.id).toEqual([1200, 630]);
    }
  });

  test("every article shows a result made by GifKit in its body, with alt text", async () => {
    for (const slug of blogSlugs) {
      const html = pages.get(`/blog/${slug}`)!.html;
      const figure = /<figure class="article-example">([\s\S]*?)<\/figure>/.exec(html)?.[1] ?? "";
      const img = /<img src="([^"]+)"[^>]*alt="([^"]+)"/.exec(figure);
      expect(img, slug).not.toBeNull();
      expect(decodeEntities(img![2]!).length, slug).toBeGreaterThan(40);
      expect(textOf(figure), slug).toMatch(/Made with .+\. Example: .+ → .+\(\d+(\.\d)? (KB|MB)\)/);
      const response = await fetch(`${server.baseUrl}${img![1]}`);
      expect(response.status, slug).toBe(200);
      const animation = /<a href="(\/examples\/[^"]+)"/.exec(figure)?.[1];
      expect((await fetch(`${server.baseUrl}${animation}`)).status, slug).toBe(200);
    }
  });

  test("every sitemap URL has a lastmod date", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
