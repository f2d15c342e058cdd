import { destinations } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import { decodeEntities, startSiteServer, textOf } from "./helpers/site.ts";

/**
 * The destinations list (packages/contracts/src/destinations.ts, GET /api/destinations) printed on
 * the site (issue 17 §2): the FAQ's table and the article on GIF size limits list every
 * destination with its largest file and a link to its source. The sizes shown are read back to
 * bytes here and compared with the list, so a number typed by hand or rounded wrongly fails.
 * Needs `npm run build` first.
 */
const unitBytes: Record<string, number> = {
  KB: 1000,
  KiB: 1024,
  MB: 1000 ** 2,
  MiB: 1024 ** 2,
  GB: 1000 ** 3,
};
/** "10 MiB" → 10485760; "1,000 MB" → 1e9. */
function bytesOf(shown: string): number {
  const match = /^([\d,.]+)\s*(KB|KiB|MB|MiB|GB)$/.exec(shown.trim());
  if (!match) throw new Error(`not a size: "${shown}"`);
  return Number(match[1]!.replace(/,/g, "")) * unitBytes[match[2]!]!;
}

const cellsOf = (rowHtml: string) =>
  [...rowHtml.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? "");

let server: TestServer;
const html = new Map<string, string>();
beforeAll(async () => {
  server = await startSiteServer();
  for (const path of ["/faq", "/blog/gif-size-limits-by-platform"]) {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status, path).toBe(200);
    html.set(path, await response.text());
  }
});
afterAll(() => server?.close());

describe("destination limits on the site", () => {
  test("the list has Reddit, which turns GIFs into video", () => {
    expect(destinations.map((destination) => destination.id)).toContain("reddit");
    expect(destinations.find((destination) => destination.id === "reddit")).toMatchObject({
      max_bytes: 100_000_000,
      converts_to_video: true,
    });
  });

  test("the FAQ's table lists every destination with its size, dimensions, note and source", () => {
    const page = html.get("/faq")!;
    const table = /<table[^>]*data-testid="destination-limits"[^>]*>([\s\S]*?)<\/table>/.exec(
      page,
    )?.[1];
    expect(table).toBeDefined();
    const rows = [...table!.matchAll(/<tr data-destination="([a-z0-9-]+)"[^>]*>([\s\S]*?)<\/tr>/g)];
    expect(rows.map((row) => row[1])).toEqual(destinations.map((destination) => destination.id));
    for (const destination of destinations) {
      const row = rows.find((candidate) => candidate[1] === destination.id)![2]!;
      // Below 640 px each cell carries its label ("Largest file: "), hidden on wider screens.
      const [where = "", size = "", dimensions = "", source = ""] = cellsOf(row).map((cell) =>
        cell.replace(/<span class="[^"]*sm:hidden[^"]*">[^<]*<\/span>/, ""),
      );
      expect(decodeEntities(textOf(where))).toContain(destination.name);
      expect(decodeEntities(textOf(where))).toContain(destination.note);
      expect(bytesOf(textOf(size)), destination.id).toBe(destination.max_bytes);
      const sides = `${destination.max_width?.toLocaleString("en-US")} × ${destination.max_height?.toLocaleString("en-US")} px`;
      expect(textOf(dimensions)).toBe(
        !destination.max_width
          ? "not stated"
          : destination.sides === "exact"
            ? `exactly ${sides}`
            : destination.sides === "one-side-exact"
              ? // The number after "at most" was missing (issue 41): "the other at most" alone.
                `one side exactly ${destination.max_width.toLocaleString("en-US")} px, the other at most ${Math.min(destination.max_width, destination.max_height ?? destination.max_width).toLocaleString("en-US")} px`
              : sides,
      );
      expect(source).toContain(`href="${destination.source.replace(/&/g, "&amp;")}"`);
      expect(textOf(source)).toContain(destination.read_on);
    }
    // The FAQ points to the article.
    expect(page).toContain('href="/blog/gif-size-limits-by-platform"');
  });

  test("the article's table lists every upload destination with its size and source, and its text uses the same numbers", () => {
    const page = html.get("/blog/gif-size-limits-by-platform")!;
    const table = /<table>([\s\S]*?)<\/table>/.exec(page)?.[1];
    expect(table).toBeDefined();
    const bodyRows = [...table!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map((row) => row[1]!);
    // Stickers and emoji are in the FAQ's table; the article is about uploads.
    const uploads = destinations.filter((destination) => !destination.kind);
    expect(uploads.length).toBeGreaterThanOrEqual(7);
    expect(bodyRows).toHaveLength(uploads.length);
    for (const [index, destination] of uploads.entries()) {
      const [where = "", size = "", , shownAs = "", source = ""] = cellsOf(bodyRows[index]!);
      expect(decodeEntities(textOf(where))).toBe(destination.name);
      expect(bytesOf(textOf(size)), destination.id).toBe(destination.max_bytes);
      expect(textOf(shownAs)).toBe(destination.converts_to_video ? "video (MP4)" : "GIF");
      expect(source).toContain(`href="${destination.source.replace(/&/g, "&amp;")}"`);
    }
    // The article body: from the prose block to the call to action after it.
    const prose =
      /<div class="prose-page">([\s\S]*?)<\/div><aside aria-labelledby="cta-heading"/.exec(
        page,
      )?.[1] ?? "";
    const words = textOf(prose.replace(/<table>[\s\S]*?<\/table>/, "")).split(" ").length;
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(700);
    // Every destination's number also appears in the article's own words, from the same list.
    const text = decodeEntities(textOf(prose));
    for (const [index, destination] of uploads.entries()) {
      const shown = textOf(cellsOf(bodyRows[index]!)[1] ?? "");
      expect(text.split(shown).length - 1, destination.id).toBeGreaterThanOrEqual(2);
    }
    expect(text).toContain("Fit under");
    expect(page).toContain('href="/convert"');
  });
});
