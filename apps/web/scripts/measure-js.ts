/**
 * Initial JavaScript per page, gzip-compressed: every script a prerendered page loads before it is
 * interactive (module preloads, module scripts and the imports inside them), measured on the
 * built files. Budget (DESIGN §7): 120 KB per page. Prints a table; exits 1 over budget.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const initialJsBudgetBytes = 120 * 1024;

const clientDirectory = fileURLToPath(new URL("../build/client/", import.meta.url));

/** Script paths referenced by an HTML page. */
export function scriptPathsOf(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    paths.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    paths.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^"'()]*from\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g))
    paths.add(match[1]!);
  return [...paths].filter((path) => path.endsWith(".js"));
}

const gzipCache = new Map<string, number>();
async function gzipBytes(path: string): Promise<number> {
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(await readFile(`${clientDirectory}${path.replace(/^\//, "")}`), {
      level: 9,
    }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** Gzip bytes of a page's initial JavaScript (also the inline scripts of the HTML itself). */
export async function initialJsBytes(htmlFile: string): Promise<{ total: number; files: number }> {
  const html = await readFile(`${clientDirectory}${htmlFile}`, "utf8");
  const paths = scriptPathsOf(html);
  let total = 0;
  for (const path of paths) total += await gzipBytes(path);
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[0]))
    .map((match) => match[1] ?? "")
    .join("");
  total += gzipSync(inline, { level: 9 }).length;
  return { total, files: paths.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = [
    ["home", "index.html"],
    ["tool (/gif-maker)", "gif-maker/index.html"],
    ["tool (/video-to-gif)", "video-to-gif/index.html"],
    ["blog index", "blog/index.html"],
    ["article", "blog/how-to-make-gifs-from-videos/index.html"],
    ["faq", "faq/index.html"],
    ["contact", "contact/index.html"],
    ["404", "404.html"],
  ] as const;
  let over = false;
  console.log("page                      initial JS (gzip)   files");
  for (const [name, file] of pages) {
    const { total, files } = await initialJsBytes(file);
    over ||= total > initialJsBudgetBytes;
    console.log(
      `${name.padEnd(26)}${`${(total / 1024).toFixed(1)} KB`.padStart(10)}${String(files).padStart(14)}`,
    );
  }
  console.log(`budget: ${initialJsBudgetBytes / 1024} KB`);
  if (over) process.exit(1);
}
