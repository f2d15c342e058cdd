import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { ToolError, type ToolId, tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import type { BinaryPaths } from "../../src/media/run-command.ts";
import { createMediaToolkit } from "../../src/media/toolkit.ts";
import { fixturesDir } from "../helpers/fixtures.ts";

/**
 * The edits whose GIF path is exact today (issue 36: "a Speed or a Cut on a GIF must stay
 * byte-exact"), each run on every GIF fixture through the tool's server side (runToolTask: the
 * options parsed by the tool's schema, then its processor) with the real toolkit. Their SHA-256
 * were recorded on main before the edits became views over the chain executor
 * (lossless-bytes.json, written by `node apps/server/test/tools/record-lossless-bytes.ts`); the
 * test asserts the executor gives the same bytes. Where a fixture's structure sends an edit to
 * the engine's composited path (it re-encodes), nothing is recorded: that is not a lossless path,
 * and re-encoding costs seconds of CPU on the larger fixtures.
 */
export const losslessCases: readonly {
  tool: ToolId;
  label: string;
  fields: Record<string, string>;
}[] = [
  { tool: "speed", label: "x2", fields: { speed: "2" } },
  { tool: "speed", label: "x0.5", fields: { speed: "0.5" } },
  { tool: "speed", label: "x10", fields: { speed: "10" } },
  { tool: "cut", label: "from 0.3 s", fields: { start_time: "0.3" } },
  { tool: "cut", label: "0.1-0.5 s", fields: { start_time: "0.1", end_time: "0.5" } },
  { tool: "cut", label: "frames 1-3", fields: { start_frame: "1", end_frame: "3" } },
  { tool: "cut", label: "frames 2-", fields: { start_frame: "2" } },
  { tool: "reverse", label: "reverse", fields: {} },
  { tool: "boomerang", label: "boomerang", fields: {} },
  {
    tool: "frames",
    label: "reorder, retime, duplicate",
    fields: { frames: JSON.stringify([{ index: 2 }, { index: 0, delay_cs: 5 }, { index: 2 }]) },
  },
  {
    tool: "frames",
    label: "first two, retimed",
    fields: { frames: JSON.stringify([{ index: 0 }, { index: 1, delay_cs: 20 }]) },
  },
  { tool: "frames", label: "loop 3", fields: { loop_count: "3" } },
  {
    tool: "effects",
    label: "grayscale",
    fields: { filters: JSON.stringify([{ name: "grayscale" }]) },
  },
  {
    tool: "effects",
    label: "sepia, contrast",
    fields: { filters: JSON.stringify([{ name: "sepia" }, { name: "contrast", value: 1.3 }]) },
  },
  {
    tool: "effects",
    label: "negate, loop 2",
    fields: { filters: JSON.stringify([{ name: "negate" }]), loop_count: "2" },
  },
  { tool: "rotate", label: "90", fields: { angle: "90" } },
  { tool: "rotate", label: "180 + horizontal", fields: { angle: "180", flip: "horizontal" } },
  { tool: "rotate", label: "270 + vertical", fields: { angle: "270", flip: "vertical" } },
  { tool: "rotate", label: "flip horizontal", fields: { angle: "0", flip: "horizontal" } },
];

export const losslessBytesPath = new URL("./lossless-bytes.json", import.meta.url);

export async function gifFixtureNames(): Promise<string[]> {
  return (await readdir(join(fixturesDir, "gif"))).filter((name) => name.endsWith(".gif")).sort();
}

export const caseKey = (tool: string, label: string, fixtureName: string) =>
  `${tool} ${label} ${fixtureName}`;

const realMedia = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);

/** The engine's re-encoding calls: a case that makes one took a composited (lossy) path. */
const reencodingMethods = new Set(["editGif", "encodeGifFrames", "encodeRawGif", "encodeGif"]);

/**
 * Runs one case on one fixture: its output's SHA-256 (hex), or `error:<code>` when the tool
 * refuses it (a range past a short GIF's end: the refusal must stay the same too), and whether
 * the GIF was re-encoded on the way (the engine's composited path, not a lossless one).
 */
export async function losslessCaseHash(
  testCase: (typeof losslessCases)[number],
  fixtureName: string,
  workRoot: string,
): Promise<{ hash: string; reencoded: boolean }> {
  let reencoded = false;
  const media = new Proxy(realMedia, {
    get(target, name: keyof typeof realMedia) {
      if (reencodingMethods.has(name)) reencoded = true;
      return target[name];
    },
  });
  const workDir = join(
    workRoot,
    `${testCase.tool}-${testCase.label}-${fixtureName}`.replace(/[^\w.-]+/g, "_"),
  );
  await mkdir(workDir, { recursive: true });
  try {
    const options = tools[testCase.tool].optionsSchema.parse(testCase.fields);
    const result = await runToolTask({ tool: testCase.tool, options } as never, {
      inputPaths: [join(fixturesDir, "gif", fixtureName)],
      inputFacts: [{ detectedType: "gif" }],
      workDir,
      media,
      signal: new AbortController().signal,
      reportProgress: () => {},
    }).catch((error: unknown) => {
      if (error instanceof ToolError) return error;
      throw error;
    });
    if (result instanceof ToolError) return { hash: `error:${result.code}`, reencoded };
    const [gif] = result.outputs;
    if (gif?.kind !== "gif") throw new Error(`no GIF from ${testCase.tool} ${testCase.label}`);
    const hash = createHash("sha256")
      .update(await readFile(gif.path))
      .digest("hex");
    return { hash, reencoded };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
