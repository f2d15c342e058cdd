import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The folders `include` below reads tests from (`packages/*` and `apps/*`, then src or test). */
const testFolders = ["packages", "apps"].flatMap((parent) =>
  readdirSync(join(root, parent)).flatMap((name) =>
    ["src", "test"].map((child) => `${parent}/${name}/${child}`),
  ),
);

/**
 * The browser tests: every test file that uses Chromium (the shared one through the site
 * helper's `setUpSite`, its own through `launchChromium` or playwright's `chromium.launch`), found
 * by reading the files, so a new browser test gets its retry without a list to keep up.
 */
export const browserTestFiles = testFolders
  .flatMap((folder) => {
    try {
      return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }).map(
        (path) => `${folder}/${path}`,
      );
    } catch {
      return []; // a package without that folder
    }
  })
  .filter((path) => path.endsWith(".test.ts") && !/\/(node_modules|build)\//.test(path))
  .filter((path) =>
    /\bsetUpSite\(|\blaunchChromium\(|\bchromium\.launch\(/.test(
      readFileSync(join(root, path), "utf8"),
    ),
  )
  .sort();

/** Seconds each test file took in a full run (scripts/test-durations.ts writes it). */
const knownSeconds = JSON.parse(
  readFileSync(join(root, "scripts/test-durations.json"), "utf8"),
) as Record<string, number>;

/**
 * Longest files first, across both projects: on 2 workers the suite ends when its last file does,
 * so a long file started late runs alone while the other worker idles. Vitest's own order puts
 * each project's files together and, on a clean checkout (no timings cached), the largest files
 * first. Files not in scripts/test-durations.json (new ones) follow in Vitest's order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const seconds = (spec: TestSpecification) =>
      knownSeconds[relative(root, spec.moduleId).split("\\").join("/")] ?? 0;
    return vitestOrder
      .map((spec, index) => ({ spec, index, seconds: seconds(spec) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    // Media and browser tests run real ffmpeg and Chromium on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    reporters: ["default"],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: browserTestFiles,
          // One retry, for browser tests only: on a loaded 2-core machine Chromium can miss a time
          // limit once; a real defect fails twice. A test that passed only on its retry is listed
          // under "flaky" at the end of `npm test` (scripts/failed-tests.ts).
          retry: 1,
          // expect.poll waits for the page (a render, a status poll): 1 s, Vitest's default, is
          // less than a busy 2-core machine can take to paint a change.
          expect: { poll: { timeout: 10_000 } },
          // Three files at a time: a browser test spends much of its time waiting (page loads,
          // the page's 1.5 s status polls, animations), and a third file fills those gaps on 2
          // cores. Vitest runs projects of different worker counts one after the other
          // (`groupOrder`): the browser files first, then the main ones, two at a time.
          // `npm test` (scripts/test.sh) runs the two projects as two runs, the main one beside
          // the hostile and scale-out suites.
          maxWorkers: Number(process.env.BROWSER_TEST_WORKERS ?? 3),
          sequence: { groupOrder: 0 },
          // One site server and one Chromium for all of them (`setUpSite()`), not one per file.
          globalSetup: ["apps/web/test/helpers/shared-site.ts"],
          // site-quality checks two pages at a time (test.concurrent), no more.
          maxConcurrency: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "main",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/test/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "**/build/**", ...browserTestFiles],
          // Unit, media and HTTP tests: a failure is a failure, never retried.
          retry: 0,
          // Files share their worker process (not a new one each, with its imports again): about
          // 70 s less of the suite's time on 2 cores (issue 23). Every file starts and stops its
          // own servers, so none leans on another's state.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
