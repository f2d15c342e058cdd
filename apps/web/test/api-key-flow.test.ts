import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpStandIn } from "../../server/test/helpers/smtp-stand-in.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { seriousAxeViolations } from "./helpers/site.ts";

/**
 * A developer's journey (issue 37): ask for a key on /api with the keyboard, open the mailed
 * link, see the key once and its usage page, come back by the page's address, revoke the key.
 * The mail goes through a real SMTP stand-in.
 */
const smtp = await startSmtpStandIn();
const site = setUpSite({
  env: {
    SMTP_URL: smtp.url,
    CONTACT_TO: "support@gifkit.test",
    PUBLIC_ORIGIN: "https://gifkit.test",
  },
});
afterAll(() => smtp.close());
const screenshotDir = join(tmpdir(), "gifkit-api-key-shots");

/** The token of the last key mail (quoted-printable undone). */
function lastToken(): string {
  const raw = smtp.received.at(-1)?.raw ?? "";
  const text = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  const token = /\/api-key#confirm=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("no key link in the mail");
  return token;
}

describe("a key without an account, in the browser", () => {
  it("375 px: Get a key by keyboard, the link shows the key once and its page, then revoke", async () => {
    await mkdir(screenshotDir, { recursive: true });
    const page = await site.page(375, { colorScheme: "dark" });
    await page.goto(`${site.baseUrl}/api`);
    const email = page.getByLabel("Your email");
    await email.focus();
    await page.keyboard.type("dev@example.com");
    await page.keyboard.press("Enter");
    await page.getByText("Check your inbox: the link to your key is on its way.").waitFor();
    expect(smtp.received.at(-1)?.to).toEqual(["dev@example.com"]);
    expect(await seriousAxeViolations(page, { include: "#keys" })).toEqual([]);

    const token = lastToken();
    await page.goto(`${site.baseUrl}/api-key#confirm=${token}`);
    await page.getByRole("heading", { name: "Your new key: copy it now" }).waitFor();
    const key = (await page.locator("[data-key-reveal-key]").textContent()) ?? "";
    expect(key).toMatch(/^gk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    await page.getByRole("heading", { name: "Usage" }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#key=${key}`);
    await expect.poll(() => page.getByText("0 of 5,000: 5,000 left").count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, "api-key-375-dark.png"), fullPage: true });

    // The page's address brings the usage back (the key never was in a request line).
    await page.reload();
    await page.getByRole("heading", { name: "Usage" }).waitFor();
    expect(await page.locator("[data-key-reveal]").isHidden()).toBe(true);

    // The link worked once.
    await page.goto(`${site.baseUrl}/api-key#confirm=${token}`);
    await page.getByText("This link was already used or has expired").waitFor();

    // The same usage in Japanese and German: the script's words are the page's (its data-words),
    // the numbers written the language's way.
    await page.goto(`${site.baseUrl}/ja/api-key#key=${key}`);
    await page.getByRole("heading", { name: "利用状況", exact: true }).waitFor();
    const usage = page.locator("[data-key-usage-body]");
    await expect.poll(() => usage.textContent()).toContain("5,000 件中 0 件（残り 5,000 件）");
    const japanese = (await usage.textContent()) ?? "";
    for (const words of [
      "同時に待機・実行できる数",
      "Webhook 署名シークレット",
      "まだタスクはありません。",
      "まだ Webhook はありません。",
    ])
      expect(japanese).toContain(words);
    expect(japanese).not.toMatch(/Waiting|No tasks|bytes|\{\w+\}/);
    expect(await page.getByRole("button", { name: "このキーを無効にする" }).count()).toBe(1);
    await page.screenshot({ path: join(screenshotDir, "api-key-ja-375-dark.png"), fullPage: true });
    await page.goto(`${site.baseUrl}/de/api-key#key=${key}`);
    await page.getByRole("heading", { name: "Nutzung", exact: true }).waitFor();
    await expect.poll(() => usage.textContent()).toContain("0 von 5.000: noch 5.000");
    expect(await page.getByRole("button", { name: "Diesen Schlüssel widerrufen" }).count()).toBe(1);
    await page.screenshot({ path: join(screenshotDir, "api-key-de-375-dark.png"), fullPage: true });

    // Revoke with the keyboard: the form, then the button; the key is refused from then on.
    await page.goto(`${site.baseUrl}/api-key`);
    await page.getByLabel("API key").focus();
    await page.keyboard.type(key);
    await page.keyboard.press("Enter");
    page.once("dialog", (dialog) => void dialog.accept());
    const revoke = page.getByRole("button", { name: "Revoke this key" });
    await revoke.focus();
    await page.keyboard.press("Enter");
    await page.getByText("The key is revoked.").waitFor();
    const after = await fetch(`${site.baseUrl}/api/keys/me`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe("api-key-revoked");
    // A Japanese page says the API's refusal by its code, in Japanese.
    await page.goto(`${site.baseUrl}/ja/api-key#key=${key}`);
    await page.getByText("この API キーは無効にされています。").waitFor();
  });
});
