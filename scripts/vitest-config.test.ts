import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import config, { browserTestFiles } from "../vitest.config.ts";

/** Issue 23: retries only for the browser tests; every other test fails on its first failure. */
describe("the main suite's retries", () => {
  const projects = (config.test?.projects ?? []) as {
    test: { name: string; retry: number; include: string[]; exclude?: string[] };
  }[];
  const project = (name: string) => projects.find((each) => each.test.name === name)?.test;

  it("gives one retry to the tests that launch Chromium, and none to the others", () => {
    expect(config.test?.retry).toBeUndefined();
    expect(project("browser")).toMatchObject({ retry: 1, include: browserTestFiles });
    expect(project("main")?.retry).toBe(0);
    expect(project("main")?.exclude).toEqual(expect.arrayContaining(browserTestFiles));
  });

  it("finds the browser tests by what they run", () => {
    expect(browserTestFiles).toContain("apps/web/test/speed-flow.test.ts");
    expect(browserTestFiles).toContain("apps/server/test/tools/add-text-preview.test.ts");
    // No Chromium: HTML read from the build, and a unit test of the page's code.
    expect(browserTestFiles).not.toContain("apps/web/test/site-html.test.ts");
    expect(browserTestFiles).not.toContain("apps/web/src/task/polling.test.ts");
    // The shared Chromium (setUpSite) or one of the file's own.
    expect(browserTestFiles).toContain("apps/web/test/rotate-flow.test.ts");
    for (const path of browserTestFiles) {
      expect(readFileSync(new URL(`../${path}`, import.meta.url), "utf8")).toMatch(
        /chromium|\bsetUpSite\(/i,
      );
    }
  });
});
