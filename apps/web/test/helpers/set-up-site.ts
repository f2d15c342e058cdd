import type { Browser, Page } from "playwright-core";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import type { TestServer } from "../../../server/test/helpers/test-server.ts";
import { consentStorageKey } from "../../src/consent/consent.ts";
import { launchChromium, startSiteServer } from "./site.ts";

export interface SitePageOptions {
  colorScheme?: "light" | "dark";
  reducedMotion?: "reduce" | "no-preference";
  /**
   * "declined" (default): the cookie choice is stored before the first page, so the banner
   * never covers anything; "unanswered": a first visit, the banner shows.
   */
  consent?: "declined" | "unanswered";
  /** Window height in px (default 900). */
  height?: number;
}

/** What a browser test file works with; valid inside its tests and hooks. */
export interface Site {
  /** The site's origin, e.g. http://127.0.0.1:40123. */
  readonly baseUrl: string;
  readonly browser: Browser;
  /** The file's own server, for tests that reach inside it: only with `setUpSite({ env })`. */
  readonly server: TestServer;
  /** A page `width` px wide in a browser context of its own that accepts downloads. */
  page(width: number, options?: SitePageOptions): Promise<Page>;
}

/**
 * The set-up every browser test file needs, in one call at the top of the file (or a describe):
 * the built site on a real server, Chromium, and pages at a width and theme with the cookie
 * choice made. By default both server and Chromium are the ones the browser project shares
 * (shared-site.ts), which saves each file starting and stopping its own. `env` gives the file a
 * server configured its own way; `chromiumArgs` a Chromium of its own (fake capture devices).
 */
export function setUpSite(options: { env?: Record<string, string>; chromiumArgs?: string[] } = {}) {
  let browser: Browser | undefined;
  let server: TestServer | undefined;
  let baseUrl = "";

  beforeAll(async () => {
    const ownServer = options.env ? startSiteServer(options.env) : undefined;
    const ownBrowser = options.chromiumArgs ? launchChromium(options.chromiumArgs) : undefined;
    [server, browser] = await Promise.all([
      ownServer,
      ownBrowser ?? chromium.connect(inject("sharedChromiumEndpoint")),
    ]);
    baseUrl = server?.baseUrl ?? inject("sharedSiteUrl");
  });
  afterAll(async () => {
    // For the shared Chromium this disconnects, which closes every context this file opened.
    await browser?.close();
    await server?.close();
  });

  const site: Site = {
    get baseUrl() {
      if (!baseUrl) throw new Error("setUpSite(): the site is ready in tests and hooks only");
      return baseUrl;
    },
    get browser() {
      if (!browser) throw new Error("setUpSite(): the browser is ready in tests and hooks only");
      return browser;
    },
    get server() {
      if (!server) throw new Error("setUpSite(): the shared site has no server object: pass env");
      return server;
    },
    async page(width, pageOptions = {}) {
      const context = await site.browser.newContext({
        viewport: { width, height: pageOptions.height ?? 900 },
        acceptDownloads: true,
        ...(pageOptions.colorScheme ? { colorScheme: pageOptions.colorScheme } : {}),
        ...(pageOptions.reducedMotion ? { reducedMotion: pageOptions.reducedMotion } : {}),
      });
      if ((pageOptions.consent ?? "declined") === "declined")
        await context.addInitScript(
          (key) => localStorage.setItem(key, "declined"),
          consentStorageKey,
        );
      return context.newPage();
    },
  };
  return site;
}
