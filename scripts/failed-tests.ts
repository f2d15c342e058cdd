// Prints every failed test of the given Vitest JSON reports (file, name, first lines of the error)
// and every test that passed only on its retry, so the end of `npm test`'s output says what failed
// and what is flaky even when only its tail is kept.
import { existsSync, readFileSync } from "node:fs";
import { type JsonReport, summarizeReports } from "./test-summary.ts";

const reports = process.argv
  .slice(2)
  .filter((path) => existsSync(path))
  .map((path) => JSON.parse(readFileSync(path, "utf8")) as JsonReport);
for (const line of summarizeReports(reports, process.cwd())) console.log(line);
