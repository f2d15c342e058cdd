// How long each test file took, from Vitest JSON reports. The main suite starts its longest files
// first (vitest.config.ts reads scripts/test-durations.json): on a clean checkout Vitest has no
// timings of its own and would start the largest files first, so a long small file (the examples
// check) could start last and run alone while the other worker idles.
//
//   node scripts/test-durations.ts report.json...           the 15 slowest files
//   node scripts/test-durations.ts --write report.json...   also rewrite scripts/test-durations.json
import { readFileSync, writeFileSync } from "node:fs";

/** One test file in Vitest's JSON report (the fields read here). */
interface TimedFile {
  name: string;
  startTime?: number;
  endTime?: number;
}

export const durationsPath = new URL("./test-durations.json", import.meta.url);

/** Seconds per test file (paths relative to `cwd`), rounded to whole seconds, at least 1. */
export function fileSeconds(
  reports: readonly { testResults: TimedFile[] }[],
  cwd: string,
): Record<string, number> {
  const seconds: Record<string, number> = {};
  for (const report of reports)
    for (const file of report.testResults) {
      const name = file.name.startsWith(`${cwd}/`) ? file.name.slice(cwd.length + 1) : file.name;
      const milliseconds = (file.endTime ?? 0) - (file.startTime ?? 0);
      seconds[name] = Math.max(1, Math.round(milliseconds / 1000));
    }
  return seconds;
}

/** The `count` slowest files as aligned "seconds  path" lines. */
export function slowestLines(seconds: Record<string, number>, count = 15): string[] {
  return Object.entries(seconds)
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, value]) => `${String(value).padStart(5)} s  ${name}`);
}

if (import.meta.main) {
  const write = process.argv.includes("--write");
  const reports = process.argv
    .slice(2)
    .filter((argument) => argument !== "--write")
    .map((path) => JSON.parse(readFileSync(path, "utf8")) as { testResults: TimedFile[] });
  const seconds = fileSeconds(reports, process.cwd());
  for (const line of slowestLines(seconds)) console.log(line);
  if (write) {
    const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(durationsPath, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`${Object.keys(sorted).length} files written to scripts/test-durations.json`);
  }
}
