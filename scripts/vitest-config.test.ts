import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { TestSpecification } from "vitest/node";
import config, { browserTestFiles, LongestFirstSequencer } from "../vitest.config.ts";
import durations from "./test-durations.json" with { type: "json" };

/** Issue 23: retries only for the browser tests; every other test fails on its first failure. */
describe("the main suite's retries", () => {
  const projects = (config.test?.projects ?? []) as {
    test: {
      name: string;
      retry: number;
      include: string[];
      exclude?: string[];
      maxWorkers?: number;
      sequence?: { groupOrder: number };
    };
  }[];
  const project = (name: string) => projects.find((each) => each.test.name === name)?.test;

  it("runs the browser files first, three at a time, then the others two at a time", () => {
    expect(project("browser")).toMatchObject({
      maxWorkers: Number(process.env.BROWSER_TEST_WORKERS ?? 3),
      sequence: { groupOrder: 0 },
    });
    expect(project("main")).toMatchObject({ sequence: { groupOrder: 1 } });
    expect(config.test?.maxWorkers).toBe(2);
  });

  it("gives one retry to the tests that launch Chromium, and none to the others", () => {
    expect(config.test?.retry).toBeUndefined();
    expect(project("browser")).toMatchObject({ retry: 1, include: browserTestFiles });
    expect(project("main")?.retry).toBe(0);
    expect(project("main")?.exclude).toEqual(expect.arrayContaining(browserTestFiles));
  });

  it("finds the browser tests by what they run", () => {
    expect(browserTestFiles).toContain("packages/tools/src/speed/test/speed-flow.test.ts");
    expect(browserTestFiles).toContain("packages/tools/src/add-text/test/add-text-preview.test.ts");
    // No Chromium: HTML read from the build, and a unit test of the page's code.
    expect(browserTestFiles).not.toContain("apps/web/test/site-html.test.ts");
    expect(browserTestFiles).not.toContain("apps/web/src/task/polling.test.ts");
    // The shared Chromium (setUpSite) or one of the file's own.
    expect(browserTestFiles).toContain("packages/tools/src/rotate/test/rotate-flow.test.ts");
    for (const path of browserTestFiles) {
      expect(readFileSync(new URL(`../${path}`, import.meta.url), "utf8")).toMatch(
        /chromium|\bsetUpSite\(/i,
      );
    }
  });
});

describe("the order files start in", () => {
  /** A file of a project as the sequencer sees it (what Vitest's own sort reads). */
  const spec = (path: string, project: string) =>
    ({
      moduleId: fileURLToPath(new URL(`../${path}`, import.meta.url)),
      project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
    }) as unknown as TestSpecification;
  // No timings cached, as on a clean checkout.
  const sequencer = new LongestFirstSequencer({
    cache: { getTestSpecificationResult: () => undefined },
  } as unknown as ConstructorParameters<typeof LongestFirstSequencer>[0]);

  it("starts the longest files of the last full run first, whatever their project", async () => {
    const files = [
      spec("scripts/vitest-config.test.ts", "main"),
      spec("apps/web/test/narrow-screens.test.ts", "browser"),
      spec("apps/server/test/tools/size-estimate.test.ts", "main"),
      spec("apps/web/test/discord-flow.test.ts", "browser"),
    ];
    const order = (await sequencer.sort(files)).map((file) =>
      relative(fileURLToPath(new URL("..", import.meta.url)), file.moduleId),
    );
    const seconds = durations as Record<string, number>;
    // Longest first: each known file took at least as long as the next one.
    for (const [index, path] of order.slice(0, -1).entries())
      expect(seconds[path] ?? 0).toBeGreaterThanOrEqual(seconds[order[index + 1]!] ?? 0);
    // Projects in one group (the same groupOrder) are mixed: a main file before browser files.
    expect(order.slice(0, 3)).toEqual([
      "apps/server/test/tools/size-estimate.test.ts",
      "apps/web/test/discord-flow.test.ts",
      "apps/web/test/narrow-screens.test.ts",
    ]);
  });

  it("knows every test file of the main suite (refresh: node scripts/test-durations.ts --write)", () => {
    // A file missing here starts after all the known ones; a few new files may wait for a refresh.
    const missing = [...browserTestFiles].filter((path) => !(path in durations));
    expect(missing.length).toBeLessThanOrEqual(10);
  });
});
