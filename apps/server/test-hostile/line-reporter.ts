import type { UserConsoleLog } from "vitest";
import type { Reporter, SerializedError, TestCase, TestModule } from "vitest/node";

/**
 * The hostile corpus's reporter: one line per case (PASS or FAIL, its name, its time; a failure
 * adds its first error) and a closing line exactly `N passed, N failed`. A file that cannot load
 * and an unhandled error (a server crash in a test) count as failures.
 */
export default class LineReporter implements Reporter {
  private passed = 0;
  private failed = 0;

  /** Measurements a case prints (times, memory) go out as they are. */
  onUserConsoleLog(log: UserConsoleLog): void {
    process.stdout.write(log.content);
  }

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    const milliseconds = Math.round(testCase.diagnostic()?.duration ?? 0);
    const name = `${testCase.module.moduleId.split("/test-hostile/")[1] ?? ""} › ${testCase.fullName}`;
    if (result.state === "passed") {
      this.passed++;
      console.log(`PASS  ${name}  (${milliseconds} ms)`);
    } else if (result.state === "failed") {
      this.failed++;
      const first = result.errors[0]?.message?.split("\n")[0] ?? "failed";
      console.log(`FAIL  ${name}  (${milliseconds} ms)\n      ${first}`);
    }
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    for (const module of testModules) {
      const loadErrors = module.errors();
      if (loadErrors.length > 0) {
        this.failed++;
        console.log(`FAIL  ${module.moduleId}: ${loadErrors[0]?.message ?? "could not run"}`);
      }
    }
    for (const error of unhandledErrors) {
      this.failed++;
      console.log(`FAIL  unhandled error: ${error.message ?? String(error)}`);
    }
    console.log(`${this.passed} passed, ${this.failed} failed`);
  }
}
