// Prints every failed test of the given Vitest JSON reports (file, name, first lines of the error),
// so the end of `npm test`'s output says what failed even when only its tail is kept.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

interface AssertionResult {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults: AssertionResult[];
}

let failedCount = 0;
for (const reportPath of process.argv.slice(2)) {
  if (!existsSync(reportPath)) continue;
  const report = JSON.parse(readFileSync(reportPath, "utf8")) as { testResults: FileResult[] };
  for (const file of report.testResults) {
    const fileName = relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    // A file can fail without a failed test (an error in set-up or an import).
    if (failedTests.length === 0 && file.status === "failed") {
      failedCount += 1;
      console.log(`FAILED ${fileName}: ${firstLines(file.message ?? "the file failed to run")}`);
    }
    for (const test of failedTests) {
      failedCount += 1;
      console.log(`FAILED ${fileName} > ${test.fullName}`);
      console.log(`       ${firstLines(test.failureMessages?.[0] ?? "")}`);
    }
  }
}
console.log(failedCount === 0 ? "none" : `${failedCount} failed`);

function firstLines(message: string): string {
  return message.split("\n").slice(0, 4).join("\n       ").slice(0, 800);
}
