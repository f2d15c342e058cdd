import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { fixturesDir } from "../helpers/fixtures.ts";

/**
 * A person who clones GifKit has only the repository: no test, script or benchmark may read a
 * file outside it (the fixtures once came from a folder beside the checkout, and a fresh clone
 * failed 74 tests).
 */
const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const run = promisify(execFile);
/** The shared folder's fixtures beside the checkout, or enough ../ to climb out of it. */
const sharedFixtures = new RegExp(["shared", "fixtures"].join("/"));
/**
 * Runs of five or more ../ (fewer are lint globs and traversal strings in the hostile tests) that
 * climb above the checkout from the file's folder: the tools' server folders sit five below the
 * root, so their tests reach test/fixtures with five.
 */
const climbs = /(?:\.\.\/){5,}/g;

/** Whether a file names the shared fixtures, or climbs with ../ to above the checkout. */
function namesOutside(file: string, text: string): boolean {
  if (sharedFixtures.test(text)) return true;
  const folder = join(repositoryRoot, file, "..");
  return [...text.matchAll(climbs)].some(([climb]) =>
    relative(repositoryRoot, resolve(folder, climb)).startsWith(".."),
  );
}

describe("the repository stands alone", () => {
  it("keeps its fixtures inside the checkout, with their sources", async () => {
    const fromRoot = relative(repositoryRoot, resolve(fixturesDir));
    expect(fromRoot).toBe(join("test", "fixtures"));
    const sources = await readFile(join(fixturesDir, "SOURCES.md"), "utf8");
    for (const file of ["gif/classroom.gif", "video/friday.mp4", "image/elephant-660-480.jpg"]) {
      expect(sources).toContain(file);
      await expect(readFile(join(fixturesDir, file))).resolves.toBeInstanceOf(Buffer);
    }
  });

  it("names no path outside the checkout in any source, test, script or benchmark", async () => {
    const { stdout } = await run(
      "git",
      ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.js", "*.sh", "*.json"],
      { cwd: repositoryRoot, maxBuffer: 16 * 1024 * 1024 },
    );
    const offenders: string[] = [];
    for (const file of stdout.split("\n").filter(Boolean)) {
      if (
        file.endsWith("package-lock.json") ||
        file === "apps/server/test/deploy/self-contained.test.ts"
      )
        continue;
      const text = await readFile(join(repositoryRoot, file), "utf8");
      if (namesOutside(file, text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
