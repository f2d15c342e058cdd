/**
 * Lighthouse benchmark (not a test): the built site served by the real server, mobile profile
 * (Lighthouse's default: emulated phone, simulated slow 4G and CPU slowdown), Debian's chromium.
 * Home, every tool page, the blog index, two articles, /faq and /api (issue 29), three runs each;
 * prints each run's four category scores and, per page, the median of the runs (the machine may
 * be shared: single runs vary).
 *   npm run lighthouse -w apps/web              (needs `npm run build` first)
 *   node apps/web/scripts/lighthouse.ts /faq /blog   (other paths)
 *   LIGHTHOUSE_RUNS=1 npm run lighthouse -w apps/web
 *   LIGHTHOUSE_WEB_ROOT=/tmp/old-build/client node apps/web/scripts/lighthouse.ts /
 *                                               (another build, e.g. to compare before/after)
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startTestServer } from "../../server/test/helpers/test-server.ts";
import { startSiteServer } from "../test/helpers/site.ts";
import { importSiteModule } from "./import-site-module.ts";

const { siteTools } = await importSiteModule<typeof import("../src/site/tools.server.ts")>(
  "../src/site/tools.server.ts",
);
const defaultPaths = [
  "/",
  ...siteTools.map((tool) => tool.path),
  "/blog",
  "/blog/how-to-make-gifs-from-videos",
  "/blog/gif-accessibility-guide",
  "/faq",
  "/api",
];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : defaultPaths;
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
// The design's targets (DESIGN §7 and issue 3).
const targets: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const otherBuild = process.env.LIGHTHOUSE_WEB_ROOT;
const server = otherBuild
  ? await startTestServer({ serveWebSite: true, listen: true, env: { WEB_ROOT: otherBuild } })
  : await startSiteServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-sync",
  ],
});
try {
  console.log(`page              ${categories.map((category) => category.padStart(15)).join("")}`);
  const medians: string[] = [];
  for (const path of paths) {
    const runScores: number[][] = [];
    const runLcps: number[] = [];
    for (let run = 1; run <= runsPerPage; run++) {
      const runner = await lighthouse(`${server.baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      const report = runner?.lhr;
      if (!report) throw new Error(`Lighthouse returned no report for ${path}`);
      const scores = categories.map((category) =>
        Math.round((report.categories[category]?.score ?? 0) * 100),
      );
      runScores.push(scores);
      console.log(
        `${`${path} #${run}`.padEnd(18)}${scores.map((score, index) => `${score}${score < targets[categories[index]!] ? "!" : " "}`.padStart(15)).join("")}`,
      );
      for (const category of categories) {
        const failing = report.categories[category]?.auditRefs
          .map((ref) => report.audits[ref.id])
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== "informative" &&
              audit.scoreDisplayMode !== "manual",
          );
        if (failing?.length && category !== "performance") {
          console.log(`  ${category}: ${failing.map((audit) => audit?.id).join(", ")}`);
        }
      }
      for (const id of ["errors-in-console", "inspector-issues", "layout-shifts"]) {
        const items =
          (report.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)
            ?.items ?? [];
        for (const item of items.slice(0, 5))
          console.log(`  ${id}: ${JSON.stringify(item).slice(0, 300)}`);
      }
      // What sets LCP (issue 41: tool pages painted at 2.0-2.25 s, static pages at 1.0-1.1 s):
      // the element, and the files that block the first paint or download beside it early.
      if (process.env.LIGHTHOUSE_LCP_DETAIL) {
        for (const id of Object.keys(report.audits).filter((id) =>
          /lcp|largest-contentful-paint-element|render-blocking/.test(id),
        )) {
          console.log(
            `  ${id}: ${JSON.stringify(report.audits[id]?.details ?? {}).slice(0, 1500)}`,
          );
        }
      }
      const metric = (id: string) => report.audits[id]?.displayValue ?? "?";
      runLcps.push(report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      console.log(
        `  FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`,
      );
    }
    const median = categories.map((_, index) => {
      const sorted = runScores.map((scores) => scores[index]!).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    });
    // A run whose trace had no LCP (a busy machine) is left out of the median.
    const lcps = runLcps.filter((lcp) => Number.isFinite(lcp)).sort((a, b) => a - b);
    const medianLcp = lcps[Math.floor(lcps.length / 2)] ?? Number.NaN;
    medians.push(
      `${path.padEnd(40)}${median.map((score, index) => `${score}${score < targets[categories[index]!] ? "!" : " "}`.padStart(15)).join("")}${`${Math.round(medianLcp)} ms`.padStart(12)}  (LCP ${runLcps.map((lcp) => (Number.isFinite(lcp) ? Math.round(lcp) : "?")).join(", ")})`,
    );
  }
  console.log(`\nmedian of ${runsPerPage} run(s)`);
  console.log(
    `${"page".padEnd(40)}${categories.map((category) => category.padStart(15)).join("")}${"LCP".padStart(12)}`,
  );
  for (const line of medians) console.log(line);
  console.log(
    `targets: ${categories.map((category) => `${category} ≥ ${targets[category]}`).join(", ")} ("!" marks a miss)`,
  );
} finally {
  chrome.kill();
  await server?.close();
}
