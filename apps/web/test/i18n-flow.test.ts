import { expect, test } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { languageStorageKey } from "../src/i18n/languages.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openEditorWith, openToolPage, seriousAxeViolations } from "./helpers/site.ts";

/**
 * The site in Spanish and Japanese in Chromium (issue 38): a tool used end to end on a Spanish
 * page, the switcher taking the result's task address to the same page in Japanese and
 * remembering the choice, the one-line suggestion for a browser that prefers Japanese (never a
 * redirect), and axe on both languages' pages at 375 and 1280 px.
 */
const site = setUpSite();

test("Spanish page: a tool end to end, then the switcher keeps the page and ?task=", async () => {
  const page = await site.page(1280);
  await openEditorWith(page, `${site.baseUrl}/es/reverse`, fixture("gif/animated-loop-3.gif"));
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
  // The editor speaks Spanish too (its action: the shared frame-order words).
  await page.getByRole("button", { name: "Invertir GIF", exact: true }).click();
  // The result screen speaks Spanish: the tool's own title, the facts, the download.
  await page.getByRole("heading", { name: "¡Tu GIF invertido está listo!" }).waitFor();
  // The frame count joins the facts once the result's structure is read (after the sizes).
  await expect
    .poll(() => page.locator("[data-result-facts]").innerText(), { timeout: 30_000 })
    .toContain("Fotogramas");
  const facts = await page.locator("[data-result-facts]").innerText();
  expect(facts).toContain("Tamaño del resultado");
  await page.getByRole("button", { name: "Invertir otro GIF" }).waitFor();
  const taskId = new URL(page.url()).searchParams.get("task");
  expect(taskId).toMatch(/\S+/);
  expect(new URL(page.url()).pathname).toBe("/es/reverse");
  // The header's switcher (its button names the language in Spanish: "Idioma").
  await page.locator('[aria-controls="language-menu-header"]').click();
  await page.locator('#language-menu-header a[data-language-switch="ja"]').click();
  await page.waitForURL((url) => url.pathname === "/ja/reverse");
  expect(new URL(page.url()).searchParams.get("task")).toBe(taskId);
  expect(await page.locator("html").getAttribute("lang")).toBe("ja");
  expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe("ja");
  // The menus are in Japanese; the task's result is shown again from its address.
  await expect.poll(() => page.locator("header").innerText()).toContain("ツール");
  await page.getByRole("heading", { name: "逆再生の GIF ができました！" }).waitFor();
  // The frame count joins the facts once the result's structure is read (after the sizes).
  await expect
    .poll(() => page.locator("[data-result-facts]").innerText(), { timeout: 30_000 })
    .toContain("フレーム数");
  await page.context().close();
});

test("Resize's editor speaks Spanish: its labels, switch, buttons and result line", async () => {
  const page = await site.page(375);
  await openEditorWith(page, `${site.baseUrl}/es/resize`, fixture("gif/animated-loop-3.gif"));
  await page.getByLabel("Ancho").waitFor();
  await page.getByLabel("Porcentaje").waitFor();
  const keepShape = page.getByRole("switch", { name: "Mantener la proporción" });
  expect(await keepShape.innerText()).toBe("Sí");
  await page.getByRole("button", { name: "Redimensionar GIF", exact: true }).waitFor();
  await page.getByRole("button", { name: "Subir otro GIF" }).waitFor();
  // The editor's result line (the page's real example says "Resultado" too, below the tool).
  await expect
    .poll(() => page.locator("[data-tool-workspace]").getByText("Resultado:").count())
    .toBe(1);
  await page.context().close();
});

test("an upload refused on the page says why in Spanish and in Japanese", async () => {
  const page = await site.page(375);
  // A video on a GIF tool: the Spanish refusal, and the tool that takes it, at its Spanish address.
  await openEditorWith(page, `${site.baseUrl}/es/resize`, fixture("video/flower.mp4"));
  const alert = page.getByRole("alert");
  await expect
    .poll(() => alert.innerText())
    .toBe("Tipo de archivo no admitido: flower.mp4. Se admiten: GIF, WEBP, APNG, MNG, AVIF, WEBM");
  // Two ways on: a GIF made from it, or the same edit keeping it a video (Resize Video).
  const rightTools = page.locator("[data-right-tool]");
  await expect
    .poll(() => rightTools.allInnerTexts())
    .toEqual([
      "¿Es un vídeo? Abre Vídeo a GIF para convertirlo en GIF.",
      "Para que siga siendo un vídeo: Abre Redimensionar vídeo.",
    ]);
  expect(await rightTools.nth(0).locator("a").getAttribute("href")).toBe("/es/video-to-gif");
  expect(await rightTools.nth(1).locator("a").getAttribute("href")).toBe("/es/resize-video");
  // The upload box itself is Spanish.
  await page.getByRole("button", { name: "Elegir un archivo", exact: true }).waitFor();
  expect(await page.locator("[data-tool-workspace]").innerText()).toContain("Tamaño máximo: ");
  await page.context().close();

  // A text file named .gif on the Japanese page: its content is checked and refused in Japanese.
  const japanese = await site.page(375);
  await openToolPage(japanese, `${site.baseUrl}/ja/resize`);
  await japanese.locator('input[type="file"]').setInputFiles({
    name: "notes.gif",
    mimeType: "image/gif",
    buffer: Buffer.from("not a GIF at all, just words\n".repeat(20)),
  });
  await expect
    .poll(() => japanese.getByRole("alert").innerText())
    .toBe("notes.gif は名前どおりの形式ではありません（中身がファイル名と一致しません）。");
  expect(await japanese.locator("[data-step]").getAttribute("data-step")).toBe("upload");
  await japanese.context().close();
});

test("a browser preferring Japanese gets a one-line suggestion on an English page, no redirect", async () => {
  const context = await site.browser.newContext({ locale: "ja-JP" });
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/resize`);
  expect(new URL(page.url()).pathname).toBe("/resize");
  const bar = page.locator("[data-language-suggestion]");
  await bar.waitFor({ state: "visible" });
  expect(await bar.getAttribute("lang")).toBe("ja");
  expect(await bar.innerText()).toContain("このページは日本語でもご覧いただけます。");
  expect(await bar.locator("a").getAttribute("href")).toBe("/ja/resize");
  // Dismissed, it stays away: the page's language is remembered as the choice.
  await bar.getByRole("button").click();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await bar.isVisible()).toBe(false);
  expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe("en");
  await context.close();
});

test("a translated legal page: a browser preferring English gets the suggestion in English, under the line saying English binds", async () => {
  // The suggestion speaks the language it suggests: the visitor it is for may not read the page's.
  const context = await site.browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/ja/terms`);
  expect(new URL(page.url()).pathname).toBe("/ja/terms");
  const bar = page.locator("[data-language-suggestion]");
  await bar.waitFor({ state: "visible" });
  expect(await bar.getAttribute("lang")).toBe("en");
  expect(await bar.innerText()).toContain("This page is also in English.");
  expect(await bar.locator("a").innerText()).toBe("Read it in English");
  expect(await bar.locator("a").getAttribute("href")).toBe("/terms");
  expect(await bar.getByRole("button").getAttribute("aria-label")).toBe("Dismiss");
  // The page's own line, in Japanese, links to the English terms too.
  const binds = page.locator("[data-english-binds]");
  expect(await binds.innerText()).toBe(
    "このページは便宜のための翻訳です。効力を持つのは英語版です。",
  );
  await binds.getByRole("link", { name: "英語版" }).click();
  await page.waitForURL((url) => url.pathname === "/terms");
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  await context.close();
});

test("axe finds nothing serious in Spanish and Japanese at 375 and 1280 px", async () => {
  const problems: string[] = [];
  // Every page at 375 px (where longer words overflow first), one per template at 1280 px.
  const checks = [
    ...["/es", "/ja", "/es/video-to-gif", "/ja/resize", "/ja/no-such-page"].map((path) => ({
      path,
      width: 375,
    })),
    ...["/es", "/ja/resize"].map((path) => ({ path, width: 1280 })),
  ];
  for (const { path, width } of checks) {
    const page = await site.page(width);
    await page.goto(`${site.baseUrl}${path}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Nothing wider than the window (the longer words of a language must wrap).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) problems.push(`${path} at ${width}: ${overflow} px too wide`);
    for (const violation of await seriousAxeViolations(page))
      problems.push(`${path} at ${width}: ${violation}`);
    await page.context().close();
  }
  expect(problems).toEqual([]);
});

test("Spanish Optimize: Fit under a size and the byte X-ray after a result speak Spanish", async () => {
  const page = await site.page(375);
  await openEditorWith(page, `${site.baseUrl}/es/optimize`, fixture("gif/repeated-frames.gif"));
  const control = page.locator("[data-fit-under]");
  await control.getByRole("checkbox", { name: "Ajustar a un tamaño máximo" }).check();
  await control.getByLabel("Adónde va el GIF").selectOption("email");
  const destination = await control.locator('[data-fit-destination="email"]').innerText();
  expect(destination).toContain("Cabe en 25 MB");
  expect(destination).toContain("De dónde sale este límite");
  await control.getByLabel("Adónde va el GIF").selectOption("custom");
  await control.getByLabel("Tamaño personalizado", { exact: true }).fill("0,001");
  await expect
    .poll(() => control.getByRole("alert").innerText())
    .toBe("Escribe un tamaño de 10 kB a 200 MB.");
  await control.getByRole("checkbox", { name: "Ajustar a un tamaño máximo" }).uncheck();
  // The editor's own button is helper i18n-editors' (English until its branch is merged).
  await page.getByRole("button", { name: /^(Optimize GIF|Optimizar GIF)$/ }).click();
  await page.getByRole("heading", { name: "¡Tu GIF optimizado está listo!" }).waitFor({
    timeout: 60_000,
  });
  const xray = page.locator("[data-byte-xray]");
  await xray.locator("[data-xray-total]").waitFor({ timeout: 30_000 });
  expect(await xray.getByRole("heading").innerText()).toBe("En qué se van los bytes");
  const text = await xray.innerText();
  expect(text).toMatch(/en \d+ fotogramas, \d+ × \d+\./);
  expect(text).toContain("Datos de imagen");
  expect(text).toContain("Bytes por fotograma");
  expect(text).toMatch(/Los datos de imagen son el \d+\s% del archivo\./);
  expect(text).not.toContain("Image data");
  await page.context().close();
});

test("Japanese page: the server's stage line and failure in Japanese, numbers through Intl (issue 38)", async () => {
  const page = await site.page(375);
  // The API's answers as the server gives them (English status and error, with their ids and
  // numbers): the page writes them in Japanese.
  let statusCalls = 0;
  await page.route("**/api/task-status/**", async (route) => {
    statusCalls += 1;
    const running = statusCalls <= 2;
    await route.fulfill({
      json: {
        task_id: "f".repeat(32),
        state: running ? "PROGRESS" : "FAILURE",
        status: running
          ? "Fitting under 9.5 MB (attempt 2)..."
          : "Processing took longer than the 360 s limit and was stopped.",
        ...(running
          ? {
              stage: "fitting-under-attempt",
              stage_values: { target_bytes: 9.5 * 1024 * 1024, attempt: 2 },
            }
          : {}),
        progress: 40,
        result: null,
        error: running ? null : "Processing took longer than the 360 s limit and was stopped.",
        error_code: running ? null : "task-timeout",
        ...(running ? {} : { error_values: { limit_seconds: 1200 } }),
      },
    });
  });
  await openEditorWith(page, `${site.baseUrl}/ja/reverse`, fixture("gif/animated-loop-3.gif"));
  await page.getByRole("button", { name: "GIF を逆再生", exact: true }).click();
  await expect
    .poll(() => page.locator("[data-tool-workspace]").innerText(), { timeout: 20_000 })
    .toContain("9.5 MB 以下に収めています（2 回目）...");
  const alert = page.getByRole("alert");
  await expect
    .poll(() => alert.innerText(), { timeout: 20_000 })
    .toBe(
      "処理が制限時間の 20 分を超えたため停止しました。区間を短くする、サイズを小さくする、またはフレームを減らしてお試しください。",
    );
  await page.screenshot({ path: "/work/coord/shots/errors-ja-375.png", fullPage: false });
  await page.context().close();
});
