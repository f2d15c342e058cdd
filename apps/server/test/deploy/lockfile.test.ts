import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A fresh clone stays clean: scripts/setup.sh (run by `npm start` and `npm test`) installs with
 * `npm ci`, which never rewrites package-lock.json, and that works only while the lock file is in
 * step with every package.json and names every platform's optional packages (npm 11's `ci`
 * refuses a lock file without, say, biome's macOS and Windows CLIs: "Missing: … from lock file";
 * `npm install` would add them and leave the clone changed). The check is npm's own: `npm ci
 * --dry-run` on a copy of the manifests and the lock file, offline with an empty cache, so it
 * reads nothing but the lock file and installs nothing.
 */
const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "gifkit-lockfile-"));
  const rootManifest = JSON.parse(await readFile(join(repositoryRoot, "package.json"), "utf8")) as {
    workspaces: string[];
  };
  for (const file of [
    "package.json",
    "package-lock.json",
    ...rootManifest.workspaces.map((workspace) => `${workspace}/package.json`),
  ]) {
    await mkdir(dirname(join(directory, "project", file)), { recursive: true });
    await cp(join(repositoryRoot, file), join(directory, "project", file));
  }
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("a fresh clone installs without changing package-lock.json", () => {
  it("set-up installs with `npm ci`, never `npm install`", async () => {
    const setup = await readFile(join(repositoryRoot, "scripts/setup.sh"), "utf8");
    const npmCommands = setup
      .split("\n")
      .filter((line) => /^\s*npm\s/.test(line))
      .map((line) => line.trim());
    expect(npmCommands).toEqual(["npm ci --no-audit --no-fund"]);
  });

  it("npm ci accepts the lock file as it is (every platform's optional packages listed)", async () => {
    const result = await run(
      "npm",
      [
        "ci",
        "--dry-run",
        "--ignore-scripts",
        "--offline",
        "--no-audit",
        "--no-fund",
        "--cache",
        join(directory, "empty-cache"),
      ],
      { cwd: join(directory, "project") },
    ).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: `${error.stdout}${error.stderr}`,
      }),
    );
    expect(result.output).not.toContain("Missing:");
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/added \d+ packages/);
  });
});
