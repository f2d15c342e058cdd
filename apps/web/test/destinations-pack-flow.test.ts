import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GifReader } from "omggif";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { downloadedBytes, openEditorWith, seriousAxeViolations } from "./helpers/site.ts";

/**
 * One GIF for several places at once (issue 37 on the site), at 375 px with the keyboard: reverse
 * a GIF, open "For several places at once" under the result, change the ticked places with Space,
 * make the pack; each place's line says what its file meets, the Discord emoji's download is a
 * GIF within 256 KB and 128 × 128 px, and the ZIP downloads. One POST /api/destinations-pack on
 * the kept result's key: no upload again. Screenshots go to /tmp/pack-shots/.
 */
describe("a destination pack from a GIF result", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "pack-shots");
  beforeAll(() => mkdir(screenshotDir, { recursive: true }));

  it("375 px, keyboard: three places made, each line and file meets its limits", async () => {
    const page = await site.page(375);
    const packCalls: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/destinations-pack"))
        packCalls.push(request.postData() ?? "");
    });
    await openEditorWith(page, `${site.baseUrl}/reverse`, fixture("gif/cogs.gif"));
    await page.getByRole("button", { name: "Reverse GIF", exact: true }).click();
    await page.getByRole("heading", { name: "Your reversed GIF is ready!" }).waitFor();

    const pack = page.locator("[data-destinations-pack]");
    const open = pack.getByRole("button", { name: "Choose places" });
    await open.focus();
    await page.keyboard.press("Enter");
    // Discord, Slack emoji and WhatsApp sticker are ticked at first: untick WhatsApp, tick the
    // Discord emoji.
    const whatsapp = pack.locator("[data-pack-place='whatsapp-animated-sticker']");
    await whatsapp.waitFor();
    expect(await whatsapp.isChecked()).toBe(true);
    await whatsapp.focus();
    await page.keyboard.press("Space");
    await pack.locator("[data-pack-place='discord-emoji']").focus();
    await page.keyboard.press("Space");
    const make = pack.getByRole("button", { name: "Make for 3 places" });
    await make.focus();
    await page.keyboard.press("Enter");

    await pack.locator("[data-pack-result]").waitFor({ timeout: 120_000 });
    expect(packCalls).toHaveLength(1);
    const body = JSON.parse(packCalls[0] as string);
    expect(body.input.source_key).toMatch(/^[0-9a-f]{32}$/);
    expect(body.destinations).toEqual(["discord", "discord-emoji", "slack-emoji"]);
    await expect.poll(() => pack.getByRole("status").textContent()).toBe("3 of 3 places made.");
    const rows = pack.locator("[data-pack-row]");
    expect(await rows.evaluateAll((items) => items.map((item) => item.dataset.packRow))).toEqual([
      "discord",
      "discord-emoji",
      "slack-emoji",
    ]);
    const emojiLine = await pack.locator("[data-pack-row='discord-emoji']").textContent();
    expect(emojiLine).toContain(
      "discord-emoji.gif for Discord emoji (discord-emoji): meets at most 250 KiB, at most 128 × 128 px, GIF. 2,542 bytes (the input: 2,542), 85 × 77 px. Changed: nothing.",
    );

    const [emojiDownload] = await Promise.all([
      page.waitForEvent("download"),
      pack.getByRole("link", { name: "Download discord-emoji.gif" }).click(),
    ]);
    const emoji = await downloadedBytes(emojiDownload);
    expect(emoji.length).toBeLessThanOrEqual(256_000);
    const reader = new GifReader(emoji);
    expect(Math.max(reader.width, reader.height)).toBeLessThanOrEqual(128);
    expect(reader.numFrames()).toBe(5);

    const [zipDownload] = await Promise.all([
      page.waitForEvent("download"),
      pack.locator("[data-pack-zip]").click(),
    ]);
    const zip = await downloadedBytes(zipDownload);
    expect(zip.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
    expect(zip.toString("latin1")).toContain("README.txt");

    await pack.scrollIntoViewIfNeeded();
    await pack.screenshot({ path: join(screenshotDir, "375-pack.png") });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
