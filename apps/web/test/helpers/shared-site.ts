/**
 * Global set-up of the browser test project (vitest.config.ts): one site server and one Chromium
 * for every browser test file, instead of a server (with its worker processes) and a Chromium
 * started and stopped by each of ~40 files. Files reach them through `setUpSite()` (set-up-site.ts);
 * a file that needs a server configured its own way (an ads id, one worker, a generation
 * backend) still starts its own with `setUpSite({ env })` and shares only Chromium.
 *
 * Each file keeps its own browser contexts (cookies, storage, downloads), closed when it
 * disconnects, so the files stay independent of each other.
 */
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumLaunchOptions, startSiteServer } from "./site.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared site's origin, e.g. http://127.0.0.1:40123. */
    sharedSiteUrl: string;
    /** The shared Chromium's Playwright endpoint (`chromium.connect`). */
    sharedChromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const [server, browserServer] = await Promise.all([
    startSiteServer({
      // Two test files run at once against this one server; each had two task processes of
      // its own before, so the pair keeps the four it could use.
      WORKER_CONCURRENCY: "4",
      // Every page of every file comes from 127.0.0.1: the per-address connection cap (50) is
      // for people, not for two files' browser contexts at once.
      MAX_CONNECTIONS_PER_ADDRESS: "1000",
    }),
    chromium.launchServer(chromiumLaunchOptions()),
  ]);
  project.provide("sharedSiteUrl", server.baseUrl);
  project.provide("sharedChromiumEndpoint", browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.close();
  };
}
