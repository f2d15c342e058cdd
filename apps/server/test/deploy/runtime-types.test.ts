import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A tool's browser code and its server code are type-checked apart (packages/tools/tsconfig.web.json
 * without Node's types, tsconfig.server.json without the DOM's; `npm run check` runs both). Each
 * case writes a probe that uses the other runtime's API at a real place in the tree, runs the
 * project's tsc on that configuration, and expects an error on the probe and on nothing else (the
 * tree itself stays clean, so a configuration that refuses everything fails too).
 */
const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const tsc = join(repositoryRoot, "node_modules", ".bin", "tsc");
const probeName = `runtime-probe-${process.pid}.ts`;
const toolDirectory = "packages/tools/src/reverse";

const probes = {
  web: 'import { readFileSync } from "node:fs";\nexport const probe = readFileSync("x").length + Buffer.byteLength("x");\n',
  shared: "export const probe = document.title + String(process.pid);\n",
  server: "export const probe = document.title + window.location.href;\n",
} as const;

function runTsc(
  configuration: string,
  ...flags: string[]
): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      tsc,
      ["-p", configuration, ...flags],
      { cwd: repositoryRoot },
      (error, stdout, stderr) => {
        resolve({ exitCode: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** tsc's line for an error on the probe in a folder of the tool, at a line (any column). */
function errorOn(folder: keyof typeof probes, line: number, error: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^${literal(`${toolDirectory}/${folder}/${probeName}(${line},`)}\\d+\\): error ${literal(error)}`,
    "m",
  );
}

/**
 * The files named by tsc's error lines (`path(line,column): error TS…`), leaving out the probes
 * that import-boundaries.test.ts may have in the tree at the same moment (files nothing imports,
 * written and removed around one lint run).
 */
function filesWithErrors(output: string): Set<string> {
  return new Set(
    [...output.matchAll(/^(\S+)\(\d+,\d+\): error TS/gm)]
      .map((match) => match[1] ?? "")
      .filter((path) => !/\/boundary-probe-\d+\.ts$/.test(path)),
  );
}

describe("browser and server code are type-checked apart", () => {
  beforeAll(async () => {
    for (const [folder, source] of Object.entries(probes)) {
      await writeFile(join(repositoryRoot, toolDirectory, folder, probeName), source);
    }
  });
  afterAll(async () => {
    for (const folder of Object.keys(probes)) {
      await rm(join(repositoryRoot, toolDirectory, folder, probeName), { force: true });
    }
  });

  it("web/ and shared/ have no Node: a node: import, Buffer and process are errors there only", async () => {
    const { exitCode, output } = await runTsc("packages/tools/tsconfig.web.json");
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(errorOn("web", 1, "TS2591: Cannot find name 'node:fs'"));
    expect(output).toMatch(errorOn("web", 2, "TS2591: Cannot find name 'Buffer'"));
    expect(output).toMatch(errorOn("shared", 1, "TS2591: Cannot find name 'process'"));
    expect([...filesWithErrors(output)].sort()).toEqual([
      `${toolDirectory}/shared/${probeName}`,
      `${toolDirectory}/web/${probeName}`,
    ]);
  });

  it("server/ and shared/ have no DOM: document and window are errors there only", async () => {
    const { exitCode, output } = await runTsc("packages/tools/tsconfig.server.json");
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(errorOn("server", 1, "TS2584: Cannot find name 'document'"));
    expect(output).toMatch(errorOn("server", 1, "TS2304: Cannot find name 'window'"));
    expect(output).toMatch(errorOn("shared", 1, "TS2584: Cannot find name 'document'"));
    expect([...filesWithErrors(output)].sort()).toEqual([
      `${toolDirectory}/server/${probeName}`,
      `${toolDirectory}/shared/${probeName}`,
    ]);
  });
});

/** The files a configuration's program holds (tsc --listFilesOnly), relative to the repository. */
async function programFiles(configuration: string): Promise<string[]> {
  const { exitCode, output } = await runTsc(configuration, "--listFilesOnly");
  expect(exitCode, output).toBe(0);
  return output
    .split("\n")
    .filter(Boolean)
    .map((path) => (path.startsWith(repositoryRoot) ? path.slice(repositoryRoot.length) : path));
}

describe("each app is type-checked without the other's code", () => {
  it("the site's check holds the tools' web maps and no server code, nor the API's types", async () => {
    const files = await programFiles("apps/web/tsconfig.json");
    expect(files).toContain("packages/tools/src/reverse/web/index.ts");
    const serverFiles = files.filter((path) =>
      /^packages\/tools\/src\/([^/]+\/server\/|server-(tools|host|tool)\.ts)|^apps\/server\/|\/node_modules\/(fastify|sharp)\//.test(
        path,
      ),
    );
    expect(serverFiles).toEqual([]);
  });

  it("the server's check holds the tools' server maps and no browser code, nor the DOM's types", async () => {
    const files = await programFiles("apps/server/tsconfig.json");
    expect(files).toContain("packages/tools/src/reverse/server/index.ts");
    const browserFiles = files.filter((path) =>
      /^packages\/tools\/src\/([^/]+\/web\/|shared\/(ui|web)\/|web-tools?\.ts)|\.tsx$|^apps\/web\/|\/node_modules\/(@types\/react|react|react-dom)\/|\/lib\.dom\.d\.ts$/.test(
        path,
      ),
    );
    expect(browserFiles).toEqual([]);
  });
});
