import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JsonReport, summarizeReports } from "./test-summary.ts";

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL("..", import.meta.url));
const failedTestsScript = fileURLToPath(new URL("./failed-tests.ts", import.meta.url));
const vitestCli = join(repositoryRoot, "node_modules/vitest/vitest.mjs");

/** A report as Vitest 5 writes it, cut to the fields the summary reads plus a few it ignores. */
const craftedReport: JsonReport = {
  testResults: [
    {
      name: `${repositoryRoot}apps/web/test/speed-flow.test.ts`,
      status: "failed",
      message: "",
      assertionResults: [
        {
          fullName: "speed flow halves the delays",
          status: "passed",
          failureMessages: ["TimeoutError: page.click: Timeout 5000ms exceeded.\n    at x.ts:1:1"],
        },
        { fullName: "speed flow keeps the loop", status: "passed", failureMessages: [] },
        {
          fullName: "speed flow shows the error",
          status: "failed",
          failureMessages: [
            "AssertionError: expected 'a' to be 'b'\n    at y.ts:2:2",
            "AssertionError: expected 'a' to be 'b'\n    at y.ts:2:2",
          ],
        },
      ],
    },
    {
      name: `${repositoryRoot}apps/server/test/broken.test.ts`,
      status: "failed",
      message: "Cannot find module './gone.ts'",
      assertionResults: [],
    },
    {
      name: `${repositoryRoot}packages/tools/src/shared/fit-size.test.ts`,
      status: "passed",
      assertionResults: [{ fullName: "fit size picks lossy first", status: "passed" }],
    },
  ],
};

describe("npm test's summary of the JSON reports", () => {
  it("names each failed test and file, then each test that passed only on its retry", () => {
    expect(summarizeReports([craftedReport], repositoryRoot.slice(0, -1))).toEqual([
      "FAILED apps/web/test/speed-flow.test.ts > speed flow shows the error",
      "       AssertionError: expected 'a' to be 'b'\n           at y.ts:2:2",
      "FAILED apps/server/test/broken.test.ts: Cannot find module './gone.ts'",
      "failed: 2",
      "FLAKY apps/web/test/speed-flow.test.ts > speed flow halves the delays (passed on retry 1)",
      "       TimeoutError: page.click: Timeout 5000ms exceeded.\n           at x.ts:1:1",
      "flaky: 1",
    ]);
  });

  it("says none when nothing failed or was retried", () => {
    const clean: JsonReport = {
      testResults: [craftedReport.testResults[2] as JsonReport["testResults"][0]],
    };
    expect(summarizeReports([clean], "/")).toEqual(["failed: none", "flaky: none"]);
    expect(summarizeReports([], "/")).toEqual(["failed: none", "flaky: none"]);
  });

  describe("on a report written by this repository's Vitest", () => {
    let directory: string;
    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), "gifkit-test-summary-"));
    });
    afterAll(async () => {
      await rm(directory, { recursive: true, force: true });
    });

    it("finds the test that passed on its retry, and the failed one (script output)", async () => {
      // The retry trace (a passed test that kept its failed attempt's error) is Vitest's
      // behaviour, not a documented field: this checks it still holds for the installed version.
      await writeFile(
        join(directory, "sample.test.ts"),
        [
          'import { expect, it } from "vitest";',
          "let attempts = 0;",
          'it("passes on its second try", () => { attempts += 1; expect(attempts).toBe(2); });',
          'it("always passes", () => { expect(1).toBe(1); });',
          'it("always fails", () => { expect(1).toBe(2); });',
        ].join("\n"),
      );
      const reportPath = join(directory, "report.json");
      await run(
        process.execPath,
        [
          vitestCli,
          "run",
          "--root",
          directory,
          "--retry=1",
          "--reporter=json",
          `--outputFile.json=${reportPath}`,
        ],
        { cwd: repositoryRoot },
      ).catch(() => {}); // exits 1: one test fails on purpose
      expect(JSON.parse(await readFile(reportPath, "utf8")).numTotalTests).toBe(3);

      const { stdout } = await run(process.execPath, [failedTestsScript, reportPath], {
        cwd: directory,
      });
      const lines = stdout.trimEnd().split("\n");
      expect(lines.filter((line) => /^(FAILED|FLAKY|failed:|flaky:)/.test(line))).toEqual([
        "FAILED sample.test.ts > always fails",
        "failed: 1",
        "FLAKY sample.test.ts > passes on its second try (passed on retry 1)",
        "flaky: 1",
      ]);
    });
  });
});
