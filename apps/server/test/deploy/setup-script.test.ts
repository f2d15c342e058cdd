import { execFile } from "node:child_process";
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * scripts/setup.sh decides what to install from the package database, not from program names.
 * The machine's real dpkg-query reads a copy of the real status database with ImageMagick taken
 * out (as on a machine that never had it), while a `convert` that is some other program sits first
 * on PATH. apt-get is replaced by a recorder: a test cannot install or remove system packages.
 */
const run = promisify(execFile);
const repositoryScript = fileURLToPath(new URL("../../../../scripts/setup.sh", import.meta.url));

let directory: string;
/** A copy of the script in the test's own folder, which `nobody` can read wherever the checkout is. */
let setupScript: string;
let binDirectory: string;
let aptLog: string;

async function script(path: string, body: string) {
  await writeFile(path, `#!/usr/bin/env bash\n${body}\n`);
  await chmod(path, 0o755);
}

/** Runs set-up with the copied database; `asUser` runs it as `nobody` through setpriv. */
async function runSetup(asUser = false) {
  const env = {
    ...process.env,
    PATH: `${binDirectory}:${process.env.PATH}`,
    SETUP_DPKG_QUERY: join(binDirectory, "dpkg-query-copy"),
    SETUP_APT_GET: join(binDirectory, "apt-get"),
    SETUP_SKIP_NPM: "1",
  };
  const command = asUser
    ? [
        "setpriv",
        ["--reuid=65534", "--regid=65534", "--clear-groups", "bash", setupScript, "--test"],
      ]
    : ["bash", [setupScript, "--test"]];
  try {
    const { stdout, stderr } = await run(command[0] as string, command[1] as string[], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

async function withoutPackage(packageName: string) {
  const status = await readFile("/var/lib/dpkg/status", "utf8");
  const stanzas = status.split("\n\n").filter((s) => !s.startsWith(`Package: ${packageName}\n`));
  await writeFile(join(directory, "dpkg", "status"), stanzas.join("\n\n"));
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "gifkit-setup-"));
  binDirectory = join(directory, "bin");
  aptLog = join(directory, "apt-get.log");
  await mkdir(binDirectory);
  await mkdir(join(directory, "scripts"));
  setupScript = join(directory, "scripts", "setup.sh");
  await copyFile(repositoryScript, setupScript);
  await mkdir(join(directory, "dpkg", "updates"), { recursive: true });
  await writeFile(join(directory, "dpkg", "available"), "");
  // setpriv's `nobody` must reach the wrappers and write the log.
  await chmod(directory, 0o755);
  await chmod(binDirectory, 0o755);
  await writeFile(aptLog, "");
  await chmod(aptLog, 0o666);
  await script(
    join(binDirectory, "convert"),
    'echo "convert 2.1 (a picture viewer, not ImageMagick)"',
  );
  await script(
    join(binDirectory, "dpkg-query-copy"),
    `exec dpkg-query --admindir=${join(directory, "dpkg")} "$@"`,
  );
  await script(join(binDirectory, "apt-get"), `echo "$*" >> ${aptLog}`);
});

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("scripts/setup.sh", () => {
  it("installs ImageMagick when `convert` is some other program and dpkg has no imagemagick", async () => {
    await withoutPackage("imagemagick");
    await writeFile(aptLog, "");
    const result = await runSetup();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Installing Debian packages: imagemagick");
    const aptCalls = (await readFile(aptLog, "utf8")).trim().split("\n");
    expect(aptCalls).toEqual(["update -qq", "install -y -qq imagemagick"]);
  });

  it("installs nothing when every package is installed, whatever `convert` on PATH is", async () => {
    await withoutPackage("no-such-package");
    await writeFile(aptLog, "");
    const result = await runSetup();
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain("Installing Debian packages");
    expect(await readFile(aptLog, "utf8")).toBe("");
  });

  it("names the missing package and exits non-zero when not run as root", async () => {
    await withoutPackage("imagemagick");
    await writeFile(aptLog, "");
    const result = await runSetup(true);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("GifKit needs these Debian packages: imagemagick");
    expect(result.stderr).toContain("sudo apt-get install -y imagemagick");
    expect(await readFile(aptLog, "utf8")).toBe("");
  });
});
