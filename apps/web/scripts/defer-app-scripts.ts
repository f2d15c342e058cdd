/**
 * Tool pages paint as fast as static pages (issue 41: LCP 2.0-2.25 s on Lighthouse's simulated
 * phone against 1.0-1.1 s). React Router writes a `<link rel="modulepreload">` in the head for
 * every module of the page and one inline module script at the end of the body; all of them were
 * fetched with the page, beside its one render-blocking stylesheet. Marking the preloads
 * fetchpriority="low" (the first attempt) changed nothing: the page's largest text paints in the
 * first frame, and everything downloaded before that frame counts towards it, whatever its
 * priority. So the app's code starts once the page has painted: the preloads leave the head, the
 * router's module script becomes inert data, and a small classic script after it adds both back
 * after the first contentful paint (two frames later), at once when the page is hidden (a
 * background tab, a prerender: nothing to paint first) or on the first pointer, touch or key. The
 * CSP's nonce comes from that script (post-build marks every script for it; see
 * apps/server/src/http/security-headers.ts) and is given to the elements it adds; their imports
 * are trusted through 'strict-dynamic'. Events heard before the app runs are kept for
 * early-intent.ts (src/tool-page/early-events.ts), so a click on a prerendered form is not lost.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { earlyEventsGlobal, earlyIntentEvents } from "../src/tool-page/early-events.ts";

const preload = /<link rel="modulepreload" href="([^"]+)"(?: fetchpriority="low")?\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The classic script that starts the app after the first paint (`hrefs`: the module preloads). */
export function appStarter(hrefs: readonly string[]): string {
  return `(function(w,d){var s=d.currentScript,n=s.nonce,c=s.previousElementSibling.textContent,p=${JSON.stringify(hrefs)},k=${JSON.stringify(earlyEventsGlobal)},q=w[k]=[],t=${JSON.stringify(earlyIntentEvents)},f=0,P=w.PerformanceObserver;function g(){if(f)return;f=1;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=c;d.body.appendChild(m)}function r(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g)})})}t.forEach(function(e){w.addEventListener(e,function(v){w[k]&&q.push(v);g()},{capture:true,passive:true})});w.addEventListener("keydown",g,{capture:true,passive:true});if(d.visibilityState==="hidden")g();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",function(){d.visibilityState==="hidden"&&g()})}else r()})(window,document)`;
}

/**
 * The page's HTML with the app's code started after the first paint: the module preloads taken
 * out of the head, the router's module script made inert and followed by appStarter. A page
 * without the router's module script (a static page) comes back as it was.
 */
export function deferAppScripts(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const hrefs = [...html.matchAll(preload)].map((match) => match[1]!);
  const deferred = `<script type="text/x-gifkit-deferred-module">${script[1]}</script><script>${appStarter(hrefs)}</script>`;
  return html.replace(preload, "").replace(moduleScript, () => deferred);
}

/** Rewrites every HTML file under `root`; returns how many pages changed. */
export async function deferAppScriptsIn(root: string): Promise<number> {
  let pages = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const path = join(entry.parentPath, entry.name);
    const html = await readFile(path, "utf8");
    const deferred = deferAppScripts(html);
    if (deferred === html) continue;
    await writeFile(path, deferred);
    pages += 1;
  }
  return pages;
}

// Run on its own: node apps/web/scripts/defer-app-scripts.ts <build/client directory>
if (import.meta.main && process.argv[2]) {
  console.log(`deferred the app's scripts in ${await deferAppScriptsIn(process.argv[2])} pages`);
}
