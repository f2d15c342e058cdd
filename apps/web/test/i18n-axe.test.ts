import { expect, test } from "vitest";
import { languages, localizedPath } from "../src/i18n/languages.ts";
import { translatedStaticPagePaths } from "../src/i18n/page-copies.server.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { seriousAxeViolations } from "./helpers/site.ts";

/**
 * Every language at 375 and 1280 px (issue 38: axe clean in every language): its home page, one
 * tool page (a different one per language: the template is the same, the words differ) and each
 * static page written in it. One browser, pages in sequence; each page is loaded once and checked
 * at both widths (the window resized), so the test stays short.
 */
const site = setUpSite();
const toolSamples = ["/video-to-gif", "/resize", "/gif-maker", "/crop", "/optimize", "/add-text"];

// One test per language (its own time limit): on a loaded 2-core machine one axe run can take
// several seconds, and 8 languages × 5 pages × 2 widths in one test did not fit 10 minutes.
for (const [index, language] of languages.entries()) {
  test(`${language.code}: axe finds nothing serious at 375 and 1280 px, nothing wider than the window`, async () => {
    const problems: string[] = [];
    const page = await site.page(375);
    const paths = ["/", toolSamples[index % toolSamples.length]!, ...translatedStaticPagePaths];
    for (const path of paths) {
      const address = localizedPath(path, language);
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(`${site.baseUrl}${address}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await page.locator("html").getAttribute("lang"), address).toBe(language.hreflang);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) problems.push(`${address} at ${width}: ${overflow} px too wide`);
        for (const violation of await seriousAxeViolations(page))
          problems.push(`${address} at ${width}: ${violation}`);
      }
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 300_000);
}

test("the contact form speaks the page's language: labels, its checks, the button", async () => {
  const page = await site.page(375);
  await page.goto(`${site.baseUrl}/ja/contact`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel("お名前").fill("テスト");
  await form.getByRole("button", { name: "メッセージを送信" }).click();
  await expect
    .poll(() => form.getByRole("alert").textContent())
    .toBe("すべての項目を入力してください。");
  await form.getByLabel("メールアドレス").fill("not-an-address");
  await form.getByLabel("メッセージ").fill("こんにちは");
  await form.getByRole("button", { name: "メッセージを送信" }).click();
  await expect
    .poll(() => form.getByRole("alert").textContent())
    .toBe("有効なメールアドレスを入力してください。");
  await page.context().close();
});
