import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import { consentStorageKey } from "../src/consent/consent.ts";
import { buildListsGenerationTools } from "../src/site/tools.server.ts";
import { launchChromium, startSiteServer } from "./helpers/site.ts";

const adsClientId = "ca-pub-0000000000000000";
const adNetworkHost = "pagead2.googlesyndication.com";

let browser: Browser;
/** The site with an ads publisher id given at run time (the server adds it to every page). */
let withAds: TestServer;
/**
 * The site with no publisher id: no ad script, no ad boxes. It allows one task start a minute
 * per address (nothing else here starts tasks), so a second start is refused for a while.
 */
let withoutAds: TestServer;

beforeAll(async () => {
  [withAds, withoutAds, browser] = await Promise.all([
    startSiteServer({ ADS_CLIENT_ID: adsClientId }),
    startSiteServer({ RATE_LIMIT_START_PER_MINUTE: "1" }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([withAds?.close(), withoutAds?.close()]);
});

interface Session {
  context: BrowserContext;
  page: Page;
  adRequests: Request[];
  errors: string[];
}

/**
 * A fresh browser profile. Every request that leaves our server is intercepted: the ad network
 * gets a stand-in script (and is recorded), anything else external is refused.
 */
async function openSession(
  server: TestServer,
  viewport = { width: 1280, height: 900 },
): Promise<Session> {
  const context = await browser.newContext({ viewport });
  const adRequests: Request[] = [];
  const errors: string[] = [];
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === server.baseUrl) return route.continue();
    if (url.hostname === adNetworkHost) {
      adRequests.push(route.request());
      return route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: "window.__adStandIn = true;",
      });
    }
    return route.abort();
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("status of 404"))
      errors.push(message.text());
  });
  return { context, page, adRequests, errors };
}

const storedConsent = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), consentStorageKey);

describe("mobile menu at 375 px", () => {
  test("opens, shows every tool and link, and closes when a link is clicked", async () => {
    const { context, page, errors } = await openSession(withoutAds, { width: 375, height: 800 });
    try {
      await page.goto(`${withoutAds.baseUrl}/`);
      await page.getByRole("button", { name: "Decline non-essential" }).click();
      // Desktop navigation is hidden; the toggle is there.
      await expect
        .poll(() => page.getByRole("navigation", { name: "Main" }).isVisible())
        .toBe(false);
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(
        await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
      ).toBe("true");
      for (const name of [
        "GIF Maker",
        "Video to GIF",
        "Resize GIF",
        "Crop GIF",
        "Optimize GIF",
        "Reverse GIF",
        "Add Text to GIF",
        // Listed only by a site built with a generation server (issue 41).
        ...(buildListsGenerationTools ? ["AI GIF Generator"] : []),
        "Blog",
        "About",
        "Help",
        "Contact",
      ]) {
        expect(await menu.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
      }
      // Nothing sticks out sideways at 375 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );

      await menu.getByRole("link", { name: "Blog", exact: true }).click();
      await page.waitForURL(`${withoutAds.baseUrl}/blog`);
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(
        await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
      ).toBe("false");
      // The URL changes before the lazily loaded route renders: wait for the blog's heading.
      await expect.poll(() => page.locator("h1").textContent()).toBe("The GifKit Blog");

      // The link of the page the visitor is on closes the menu too.
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "Blog", exact: true }).click();
      await expect.poll(() => menu.isVisible()).toBe(false);

      // Escape closes it from inside the menu and gives focus back to the toggle.
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "All tools by task" }).focus();
      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
        "Open menu",
      );
      expect(
        await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
      ).toBe("false");

      // "All tools by task" leads to the /tools page.
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "All tools by task" }).click();
      await page.waitForURL(`${withoutAds.baseUrl}/tools`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("All GIF tools");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("layout at 375 px", () => {
  test("no page is wider than a 375 px phone screen", async () => {
    const { context, page } = await openSession(withoutAds, { width: 375, height: 800 });
    try {
      const paths = [
        "/",
        "/gif-maker",
        "/video-to-gif",
        "/blog",
        "/blog/how-to-make-gifs-from-videos",
        "/blog/gif-optimization-techniques",
        "/about",
        "/help",
        "/faq",
        "/contact",
        "/api",
        "/privacy-policy",
        "/cookie-policy",
        "/terms",
      ];
      const tooWide: string[] = [];
      for (const path of paths) {
        await page.goto(`${withoutAds.baseUrl}${path}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) tooWide.push(`${path}: ${width}px`);
      }
      expect(tooWide).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("consent and ads", () => {
  test("Consent Mode defaults are set before any choice, and no ad request is made without consent", async () => {
    const { context, page, adRequests } = await openSession(withAds);
    try {
      await page.goto(`${withAds.baseUrl}/`);
      const banner = page.getByRole("region", { name: "Cookie consent" });
      // The banner appears once the page is interactive: slow on a loaded machine.
      await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
      const defaults = await page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer?.[0])));
      expect(defaults).toEqual({
        0: "consent",
        1: "default",
        2: {
          ad_storage: "denied",
          analytics_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          functionality_storage: "granted",
          security_storage: "granted",
        },
      });
      // Longer than the idle timeout (2 s) of the ad loader.
      await page.waitForTimeout(3000);
      expect(adRequests).toHaveLength(0);
      expect(await page.locator("ins.adsbygoogle").count()).toBe(0);
      expect(await storedConsent(page)).toBeNull();
    } finally {
      await context.close();
    }
  });

  test("Decline: stored, no ad script even after reload, banner gone until Cookie Settings reopens it", async () => {
    const { context, page, adRequests } = await openSession(withAds);
    try {
      await page.goto(`${withAds.baseUrl}/`);
      await page.getByRole("button", { name: "Decline non-essential" }).click();
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect.poll(() => banner.count()).toBe(0);
      expect(await storedConsent(page)).toBe("declined");
      const update = await page.evaluate(() =>
        JSON.parse(JSON.stringify(window.dataLayer?.at(-1))),
      );
      expect(update).toMatchObject({
        0: "consent",
        1: "update",
        2: { ad_storage: "denied", analytics_storage: "denied" },
      });

      await page.reload();
      await page.waitForTimeout(3000);
      expect(await banner.count()).toBe(0);
      expect(adRequests).toHaveLength(0);
      expect(await page.locator("ins.adsbygoogle").count()).toBe(0);

      await page.getByRole("button", { name: "Cookie Settings" }).click();
      // The banner appears once the page is interactive: slow on a loaded machine.
      await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
      // Reopened by the visitor: focus moves into the banner.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe("Accept all");
    } finally {
      await context.close();
    }
  });

  test("Accept: stored, ad script loaded at once, ad slots drawn; on the next visit the script loads when idle", async () => {
    const { context, page, adRequests, errors } = await openSession(withAds);
    try {
      await page.goto(`${withAds.baseUrl}/gif-maker`);
      await page.waitForTimeout(500);
      expect(adRequests).toHaveLength(0);
      await page.getByRole("button", { name: "Accept all" }).click();
      await expect.poll(() => adRequests.length).toBe(1);
      const adScript = new URL(adRequests[0]!.url());
      expect(adScript.pathname).toBe("/pagead/js/adsbygoogle.js");
      expect(adScript.searchParams.get("client")).toBe(adsClientId);
      expect(await storedConsent(page)).toBe("accepted");
      const update = await page.evaluate(() =>
        JSON.parse(JSON.stringify(window.dataLayer?.at(-1))),
      );
      expect(update).toMatchObject({
        0: "consent",
        1: "update",
        2: {
          ad_storage: "granted",
          analytics_storage: "granted",
          ad_user_data: "granted",
          ad_personalization: "granted",
        },
      });
      // The tool page's three slots: header, middle, footer, each format auto with 250 px reserved.
      const slots = page.locator("ins.adsbygoogle");
      await expect.poll(() => slots.count()).toBe(3);
      const placements = await page
        .locator("[data-ad-placement]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-ad-placement")));
      expect(placements).toEqual(["tool-header", "tool-middle", "tool-footer"]);
      for (const slot of await slots.all()) {
        expect(await slot.getAttribute("data-ad-client")).toBe(adsClientId);
        expect(await slot.getAttribute("data-ad-format")).toBe("auto");
        expect(await slot.getAttribute("data-full-width-responsive")).toBe("true");
        expect(await slot.evaluate((node) => getComputedStyle(node).minHeight)).toBe("250px");
      }

      // A later visit: no banner, the script comes when the browser is idle (2 s at most).
      const before = adRequests.length;
      await page.goto(`${withAds.baseUrl}/`);
      await expect.poll(() => adRequests.length, { timeout: 4000 }).toBe(before + 1);
      expect(await page.getByRole("region", { name: "Cookie consent" }).count()).toBe(0);
      expect(await page.locator('[data-ad-placement="home"] ins.adsbygoogle').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("Without a publisher id: accepting loads no ad script and draws no ad box", async () => {
    const { context, page, adRequests } = await openSession(withoutAds);
    try {
      await page.goto(`${withoutAds.baseUrl}/gif-maker`);
      await page.getByRole("button", { name: "Accept all" }).click();
      expect(await storedConsent(page)).toBe("accepted");
      await page.reload();
      await page.waitForTimeout(3000);
      expect(adRequests).toHaveLength(0);
      expect(await page.locator("ins.adsbygoogle, [data-ad-placement]").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("contact form", () => {
  async function contactPage() {
    const session = await openSession(withoutAds);
    await session.page.goto(`${withoutAds.baseUrl}/contact`);
    await session.page.getByRole("button", { name: "Decline non-essential" }).click();
    return session;
  }
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const alertText = (page: Page) => page.getByRole("alert").textContent();

  test("validates on submit with the spec's messages, shows Sending…, then success and clears every field", async () => {
    const { context, page, errors } = await contactPage();
    try {
      const send = page.getByRole("button", { name: "Send message" });
      await send.click();
      expect(await alertText(page)).toBe("Please fill out all fields.");
      // Focus moves to the message (issue 18), not left on the button.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")))
        .toBe("alert");

      await field(page, "Name").fill("  Ada  ");
      await field(page, "Email").fill("ada@example");
      await field(page, "Message").fill("   ");
      await send.click();
      expect(await alertText(page)).toBe("Please fill out all fields.");

      await field(page, "Message").fill("Hello from the browser test. The crop box works well.");
      await send.click();
      expect(await alertText(page)).toBe("Please enter a valid email.");

      // Hold the request briefly to see the sending state.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.continue();
      });
      await field(page, "Email").fill("ada@example.com");
      // A person takes more than 3 s to fill the form in; faster messages are dropped as a bot's.
      await page.waitForTimeout(3000);
      await send.click();
      const sending = page.getByRole("button", { name: "Sending…" });
      await expect.poll(() => sending.isDisabled()).toBe(true);
      release();

      const status = page.getByRole("status");
      await expect.poll(() => status.textContent()).toBe("Thanks! Your message has been sent.");
      expect(await page.getByRole("alert").count()).toBe(0);
      for (const label of ["Name", "Email", "Message"])
        expect(await field(page, label).inputValue(), label).toBe("");

      // The message is in the store on the server.
      const stored = (await readFile(join(withoutAds.dataDir, "contact", "messages.jsonl"), "utf8"))
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, string>);
      expect(stored.at(-1)).toMatchObject({
        name: "Ada",
        email: "ada@example.com",
        message: "Hello from the browser test. The crop box works well.",
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("server errors: the body's error, else 'Failed to send message'; a network failure: a sentence for a person; other exceptions: 'Something went wrong.'", async () => {
    const { context, page } = await contactPage();
    try {
      const fillValid = async () => {
        await field(page, "Name").fill("Grace");
        await field(page, "Email").fill("grace@example.com");
        await field(page, "Message").fill("Testing the error paths.");
      };
      const send = () => page.getByRole("button", { name: "Send message" }).click();

      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 429,
          contentType: "application/json",
          body: JSON.stringify({ error: "Too many messages.", code: "rate-limited" }),
        }),
      );
      await fillValid();
      await send();
      await expect.poll(() => alertText(page)).toBe("Too many messages.");
      // Nothing typed is lost on an error.
      expect(await field(page, "Message").inputValue()).toBe("Testing the error paths.");

      await page.unroute("**/api/contact");
      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
      );
      await send();
      await expect.poll(() => alertText(page)).toBe("Failed to send message");

      await page.unroute("**/api/contact");
      await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
      await send();
      // A sentence for a person, not the browser's "Failed to fetch" (issue 18).
      await expect
        .poll(() => alertText(page))
        .toBe(
          "Your message could not be sent: the connection to GifKit failed. Check your internet connection and try again.",
        );

      await page.unroute("**/api/contact");
      await page.evaluate(() => {
        window.fetch = () => Promise.reject(new Error(""));
      });
      await send();
      await expect.poll(() => alertText(page)).toBe("Something went wrong.");
      // Errors are shown in red: a strong colour with a red hue (Tailwind's red is oklch).
      const color = await page.getByRole("alert").evaluate((node) => getComputedStyle(node).color);
      const [, chroma, hue] = /oklch\([\d.]+ ([\d.]+) ([\d.]+)\)/.exec(color)?.map(Number) ?? [];
      expect(chroma, color).toBeGreaterThan(0.1);
      expect(hue, color).toBeGreaterThan(15);
      expect(hue, color).toBeLessThan(35);
    } finally {
      await context.close();
    }
  });
});

describe("navigation and the not-found screen", () => {
  test("static pages are documents: their links load pages, with no framework script; between tool pages links move inside the app and the head follows", async () => {
    const { context, page, errors } = await openSession(withoutAds);
    const markStay = () =>
      page.evaluate(() => {
        (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
      });
    const stayed = () =>
      page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp === true);
    try {
      // The blog's index (home's Latest Blog Posts are the newest three: issue 41).
      await page.goto(`${withoutAds.baseUrl}/blog`);
      await page.getByRole("button", { name: "Decline non-essential" }).click();
      await markStay();
      await page
        .getByRole("link", { name: /How to Make GIFs from Videos/ })
        .first()
        .click();
      await page.waitForURL(`${withoutAds.baseUrl}/blog/how-to-make-gifs-from-videos`);
      // A document load: the page is complete once loaded (waitFor: a loaded machine is slow).
      await page
        .getByRole("heading", { level: 1, name: /^How to Make GIFs from Videos/ })
        .waitFor();
      // A new document (issue 29: static pages ship no framework code), with its own head.
      expect(await stayed()).toBe(false);
      const title = await page.title();
      expect(title).toMatch(/^How to Make GIFs from Videos/);
      expect(title.length).toBeLessThanOrEqual(60);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        "https://gifkit.app/blog/how-to-make-gifs-from-videos",
      );
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
      const scripts = await page
        .locator("script[src]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/static-page-[0-9a-f]{10}\.js$/)]);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);

      // An internal link inside the article body leads to the tool page (the app).
      await page.locator(".prose-page a[href='/video-to-gif']").first().click();
      await page.waitForURL(`${withoutAds.baseUrl}/video-to-gif`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await markStay();
      // From a tool page to another through the header's Tools menu: inside the app (data files
      // served), and the previous page's JSON-LD does not linger.
      await page.getByRole("button", { name: "Tools", exact: true }).click();
      await page
        .locator("#site-tools-menu")
        .getByRole("link", { name: /^Crop GIF/ })
        .click();
      await page.waitForURL(`${withoutAds.baseUrl}/crop`);
      await expect.poll(() => page.title()).toMatch(/^Crop/);
      expect(await page.locator("#site-tools-menu").isVisible()).toBe(false);
      expect(await stayed()).toBe(true);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
      // From a tool page to a static page: a document again.
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Blog", exact: true })
        .click();
      await page.waitForURL(`${withoutAds.baseUrl}/blog`);
      await page.getByRole("heading", { level: 1, name: "The GifKit Blog" }).waitFor();
      expect(await stayed()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("an unknown path shows the not-found screen (status 404) and the page still works", async () => {
    const { context, page, errors } = await openSession(withoutAds);
    try {
      const response = await page.goto(`${withoutAds.baseUrl}/no/such/page`);
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").textContent()).toBe("Page not found");
      expect(
        await page
          .getByText("The page you're looking for doesn't exist or has been moved.")
          .isVisible(),
      ).toBe(true);
      await page.getByRole("button", { name: "Decline non-essential" }).click();
      await page.getByRole("link", { name: "Back to the home page" }).click();
      await page.waitForURL(`${withoutAds.baseUrl}/`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Create GIFs Instantly");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a start refused for a while", () => {
  // Issue 41: at 1280 px the 429 was drawn behind the sticky header (the progress card's smooth
  // scroll carried it there), so the click seemed to do nothing, and "Please wait 6 seconds"
  // stayed for minutes.
  test("1280 px: the refusal is in view below the header and counts down its wait", async () => {
    const { context, page } = await openSession(withoutAds);
    try {
      await page.addInitScript((key) => localStorage.setItem(key, "declined"), consentStorageKey);
      await page.goto(`${withoutAds.baseUrl}/resize`);
      await page.locator("[data-tool-workspace][data-interactive]").waitFor();
      await page.locator('input[type="file"]').setInputFiles(fixture("gif/cogs.gif"));
      const resize = page.getByRole("button", { name: "Resize GIF", exact: true });
      // The minute's one start, then Back to the editor and the same button again.
      await resize.click();
      await page.getByRole("heading", { name: "Your resized GIF is ready!" }).waitFor();
      await page.goBack();
      await resize.click();
      const alert = page.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        "Too many tasks started from your address (1 a minute).",
      );
      const headerBottom = (await page.locator("header").boundingBox())?.height ?? 0;
      await expect
        .poll(async () => (await alert.boundingBox())?.y ?? -1, { timeout: 3000 })
        .toBeGreaterThanOrEqual(headerBottom);
      // Still there once every scroll has ended.
      await page.waitForTimeout(800);
      const box = await alert.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
      const countdown = page.locator("[data-retry-countdown]");
      const secondsLeft = async () =>
        Number(
          /Please wait (\d+) seconds? and try again\./.exec(
            (await countdown.textContent()) ?? "",
          )?.[1],
        );
      const first = await secondsLeft();
      expect(first).toBeGreaterThan(1);
      expect(first).toBeLessThanOrEqual(60);
      await expect.poll(secondsLeft, { timeout: 3000 }).toBeLessThan(first);
      await page.screenshot({ path: join(tmpdir(), "gifkit-refused-for-a-while-1280.png") });
    } finally {
      await context.close();
    }
  });
});
