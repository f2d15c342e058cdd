import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * No server code reaches the browser. A tool's processor, estimator and command builders live in
 * its server/ folder, named only by its server/index.ts and the server map (server-tools.ts); the
 * site reads the registry (data) and the web map, and lint and packages/tools/tsconfig.web.json
 * keep browser code from importing server code. This reads what the site build actually ships (apps/web/build/client/assets;
 * `npm test` builds the site before this suite) and fails on any trace of server code: an ffmpeg or
 * gifsicle argument or command, a `node:` module, a processor's or estimator's name, or a chunk
 * named after a server module.
 */
const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));
const assetsDirectory = join(repositoryRoot, "apps/web/build/client/assets");
const toolsDirectory = join(repositoryRoot, "packages/tools/src");

/** Arguments only our ffmpeg and gifsicle command builders write (none is page copy). */
const commandFragments = [
  "--unoptimize",
  "-Okeep-empty",
  "--disposal",
  "--lossy",
  "-filter_complex",
  "-lavfi",
  "palettegen",
  "paletteuse",
  "-protocol_whitelist",
  "-nostdin",
];

/** A `node:` module named as a string (an import left in place; Vite's externalized stub drops it). */
const nodeModuleSpecifier = /["'`]node:[a-z_]+/;

/** A command builder's result: `{binary: "gifsicle", args: [...]}` (MediaCommand). */
const mediaCommand = /binary:\s*["'`](ffmpeg|ffprobe|gifsicle|convert|magick)["'`]/;

/** The processor and estimator names: every `process…`/`estimate…` export of a tool's server/. */
function serverEntryNames(): string[] {
  const names: string[] = [];
  for (const tool of readdirSync(toolsDirectory)) {
    for (const file of ["process.ts", "estimate.ts"]) {
      const path = join(toolsDirectory, tool, "server", file);
      if (!existsSync(path)) continue;
      for (const match of readFileSync(path, "utf8").matchAll(
        /^export (?:async )?(?:function|const) ((?:process|estimate)[A-Z]\w*)/gm,
      )) {
        names.push(match[1] ?? "");
      }
    }
  }
  return names;
}

/**
 * The newest committed source of the client build (tools, site, Vite configuration), by
 * modification time; null without git. Tests are left out, and untracked files (the lint and type
 * probes other tests write for a moment) are not listed.
 */
function newestClientSource(): { path: string; modifiedMs: number } | null {
  let listed: string;
  try {
    listed = execFileSync(
      "git",
      [
        "ls-files",
        "-z",
        "packages/tools/src",
        "apps/web/app",
        "apps/web/src",
        "apps/web/vite.config.ts",
      ],
      { cwd: repositoryRoot, encoding: "utf8" },
    );
  } catch {
    return null;
  }
  let newest: { path: string; modifiedMs: number } | null = null;
  for (const path of listed.split("\0")) {
    if (!path || /\.test\.tsx?$/.test(path) || !existsSync(join(repositoryRoot, path))) continue;
    const modifiedMs = statSync(join(repositoryRoot, path)).mtimeMs;
    if (!newest || modifiedMs > newest.modifiedMs) newest = { path, modifiedMs };
  }
  return newest;
}

/**
 * The shipped files as text (the .br/.gz copies say the same compressed). The build is not made
 * here (`npm test` makes it before this suite); a missing or stale one is an error, not a pass.
 */
function shippedFiles(): { name: string; text: string }[] {
  if (!existsSync(assetsDirectory)) {
    throw new Error("The web site is not built: run `npm run build` before this test.");
  }
  const names = readdirSync(assetsDirectory).filter((name) => !/\.(br|gz)$/.test(name));
  const builtMs = Math.min(...names.map((name) => statSync(join(assetsDirectory, name)).mtimeMs));
  const newest = newestClientSource();
  if (newest && newest.modifiedMs > builtMs) {
    throw new Error(
      `The web site build is older than ${newest.path}: run \`npm run build\` before this test.`,
    );
  }
  return names.map((name) => ({ name, text: readFileSync(join(assetsDirectory, name), "latin1") }));
}

/** Where `name` appears in `text` as a whole word. */
function occurrences(text: string, name: string): number[] {
  return [...text.matchAll(new RegExp(`\\b${name}\\b`, "g"))].map((match) => match.index);
}

describe("the site's client chunks hold no server code", () => {
  const files = shippedFiles();
  const names = serverEntryNames();

  it("finds the build and every tool's processor and estimator", () => {
    expect(files.filter((file) => file.name.endsWith(".js")).length).toBeGreaterThan(20);
    // Twelve tools, three with a size estimate: the name list is not silently empty.
    expect(names.filter((name) => name.startsWith("process")).length).toBeGreaterThanOrEqual(12);
    expect(names).toEqual(
      expect.arrayContaining(["processReverse", "estimateOptimize", "estimateGifMaker"]),
    );
  });

  it("needs no stub: nothing the site imports names a tool's server/ folder", () => {
    const stubs = files.filter((file) => /no-processor/.test(file.name));
    expect(stubs.map((file) => file.name)).toEqual([]);
  });

  it("has no chunk named after a server module", () => {
    const serverNamed = files
      .map((file) => file.name)
      .filter((name) => /^(process|estimate|commands|encode|render)-[\w-]{8}\.js$/.test(name));
    expect(serverNamed).toEqual([]);
  });

  it("has no ffmpeg or gifsicle command, no node: module and no processor's name", () => {
    const findings: string[] = [];
    for (const file of files) {
      for (const fragment of commandFragments) {
        if (file.text.includes(fragment))
          findings.push(`${file.name}: command argument ${fragment}`);
      }
      const command = mediaCommand.exec(file.text);
      if (command) findings.push(`${file.name}: media command ${command[0]}`);
      const nodeModule = nodeModuleSpecifier.exec(file.text);
      if (nodeModule) findings.push(`${file.name}: node module ${nodeModule[0].slice(1)}`);
      for (const name of names) {
        if (occurrences(file.text, name).length > 0) {
          findings.push(`${file.name}: server export ${name}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});
