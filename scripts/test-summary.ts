// What `npm test`'s closing summary says of the Vitest JSON reports (scripts/failed-tests.ts prints
// it): every failed test, and every test that passed only on its retry ("flaky").

/** One test in Vitest's JSON report (the fields read here). */
export interface AssertionResult {
  fullName: string;
  status: string;
  /**
   * The errors of every attempt. Vitest (5.1) keeps a failed attempt's error when the retry
   * passes, so a "passed" test with messages here passed only on a retry: the report's one trace
   * of a retry (it has no retry count).
   */
  failureMessages?: string[] | null;
}

/** One test file in the report. */
export interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults: AssertionResult[];
}

export interface JsonReport {
  testResults: FileResult[];
}

/**
 * The summary's lines: each failed test (or file that failed without a failed test) with the
 * first lines of its error, then each flaky test with the error of its failed attempt, each
 * section closed by a count line ("failed: none", "flaky: 2").
 */
export function summarizeReports(reports: readonly JsonReport[], cwd: string): string[] {
  const failed: string[] = [];
  const flaky: string[] = [];
  for (const report of reports) {
    for (const file of report.testResults) {
      const fileName = file.name.startsWith(`${cwd}/`)
        ? file.name.slice(cwd.length + 1)
        : file.name;
      const failedTests = file.assertionResults.filter((test) => test.status === "failed");
      // A file can fail without a failed test (an error in set-up or an import).
      if (failedTests.length === 0 && file.status === "failed") {
        failed.push(`FAILED ${fileName}: ${firstLines(file.message || "the file failed to run")}`);
      }
      for (const test of failedTests) {
        failed.push(`FAILED ${fileName} > ${test.fullName}`);
        failed.push(`       ${firstLines(test.failureMessages?.[0] ?? "")}`);
      }
      for (const test of file.assertionResults) {
        const attemptErrors = test.failureMessages ?? [];
        if (test.status !== "passed" || attemptErrors.length === 0) continue;
        flaky.push(
          `FLAKY ${fileName} > ${test.fullName} (passed on retry ${attemptErrors.length})`,
        );
        flaky.push(`       ${firstLines(attemptErrors[0] ?? "")}`);
      }
    }
  }
  const failedCount = failed.filter((line) => line.startsWith("FAILED")).length;
  const flakyCount = flaky.filter((line) => line.startsWith("FLAKY")).length;
  return [
    ...failed,
    `failed: ${failedCount === 0 ? "none" : failedCount}`,
    ...flaky,
    `flaky: ${flakyCount === 0 ? "none" : flakyCount}`,
  ];
}

function firstLines(message: string): string {
  return message.split("\n").slice(0, 4).join("\n       ").slice(0, 800);
}
