/**
 * Initial JavaScript per page, gzip-compressed: every script file a prerendered page loads before
 * it is interactive (module preloads, module scripts and the imports inside them) plus the page's
 * inline script code, measured on the built files. The page's data (the router's serialized loader
 * data: article text, FAQ answers) and its JSON-LD are reported apart: they are content, not code.
 * Budget (DESIGN §7): 120 KB of JavaScript per page. Prints a table; exits 1 over budget.
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

/** Gzip bytes of a page's initial JavaScript, and of the loader data inlined into it. */
export async function initialJsBytes(
  htmlFile: string,
): Promise<{ total: number; files: number; dataBytes: number }> {
  const html = await readFile(`${clientDirectory}${htmlFile}`, "utf8");
  const paths = scriptPathsOf(html);
  let total = 0;
  for (const path of paths) total += await gzipBytes(path);
  const inlineScripts = [
    ...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g),
  ].filter((match) => !/type="application\/ld\+json"/.test(match[0]));
  const isData = (body: string) => body.includes("streamController.enqueue(");
  const code = inlineScripts
    .filter((match) => !isData(match[1] ?? ""))
    .map((match) => match[1] ?? "");
  const data = inlineScripts
    .filter((match) => isData(match[1] ?? ""))
    .map((match) => match[1] ?? "");
  total += gzipSync(code.join(""), { level: 9 }).length;
  return { total, files: paths.length, dataBytes: gzipSync(data.join(""), { level: 9 }).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = [
    ["home", "index.html"],
    ["tool (/gif-maker)", "gif-maker/index.html"],
    ["tool (/video-to-gif)", "video-to-gif/index.html"],
    ["blog index", "blog/index.html"],
    ["article", "blog/how-to-make-gifs-from-videos/index.html"],
    ["faq", "faq/index.html"],
    ["about", "about/index.html"],
    ["help", "help/index.html"],
    ["contact", "contact/index.html"],
    ["404", "404.html"],
  ] as const;
  let over = false;
  console.log("page                      initial JS (gzip)   files   page data (gzip)");
  for (const [name, file] of pages) {
    const { total, files, dataBytes } = await initialJsBytes(file);
    over ||= total > initialJsBudgetBytes;
    const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `${name.padEnd(26)}${kilobytes(total).padStart(10)}${String(files).padStart(14)}${kilobytes(dataBytes).padStart(19)}`,
    );
  }
  console.log(`budget: ${initialJsBudgetBytes / 1024} KB`);
  if (over) process.exit(1);
}
