/**
 * Tool pages paint as fast as static pages (issue 41: LCP 2.0-2.25 s on a simulated phone against
 * 1.0-1.1 s): React Router writes a high-priority `<link rel="modulepreload">` in the head for
 * every module of the page, and those eleven scripts shared the first round trips with the one
 * render-blocking stylesheet. Each is kept (the scripts are found as early, and hydration imports
 * the same modules) but marked fetchpriority="low", except the client entry, which starts
 * hydration: the browser fetches the stylesheet and the page's pictures first.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const preload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The page's HTML with every module preload but the entry's at low priority. */
export function lowerModulePreloads(html: string): string {
  return html.replace(preload, (tag, href: string) =>
    /\/entry\.client-[\w-]+\.js$/.test(href)
      ? tag
      : `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`,
  );
}

/** Rewrites every HTML file under `root`; returns how many pages changed. */
export async function lowerModulePreloadsIn(root: string): Promise<number> {
  let pages = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const path = join(entry.parentPath, entry.name);
    const html = await readFile(path, "utf8");
    const lowered = lowerModulePreloads(html);
    if (lowered === html) continue;
    await writeFile(path, lowered);
    pages += 1;
  }
  return pages;
}

// Run on its own: node apps/web/scripts/lower-module-preloads.ts <build/client directory>
if (import.meta.main && process.argv[2]) {
  console.log(`lowered module preloads in ${await lowerModulePreloadsIn(process.argv[2])} pages`);
}
