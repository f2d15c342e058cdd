import AxeBuilder from "@axe-core/playwright";
import { launchChromium, startSiteServer } from "/work/wt-testtime/apps/web/test/helpers/site.ts";
const server = await startSiteServer();
const browser = await launchChromium();
const tags = ["wcag2a","wcag2aa","wcag21a","wcag21aa","wcag22aa","best-practice"];
const times: Record<string, number[]> = { full: [], violations: [] };
for (let i = 0; i < 4; i++) for (const path of ["/", "/resize", "/blog/gif-accessibility-guide"]) for (const mode of (i % 2 ? ["full","violations"] : ["violations","full"])) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } }); const page = await ctx.newPage();
  await page.goto(server.baseUrl + path); await page.locator("h1").first().waitFor();
  let b = new AxeBuilder({ page }).withTags(tags);
  if (mode === "violations") b = b.options({ resultTypes: ["violations"] });
  const t = performance.now(); const r = await b.analyze(); times[mode].push(performance.now() - t);
  console.log(mode, path, Math.round(performance.now() - t), "ms", r.violations.length, "violations", r.passes.length, "passes");
  await ctx.close();
}
for (const [k, v] of Object.entries(times)) console.log(k, Math.round(v.reduce((a, b) => a + b) / v.length));
await browser.close(); await server.close(); process.exit(0);
