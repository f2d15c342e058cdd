import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BinaryPaths } from "../../src/media/run-command.ts";
import { createMediaToolkit } from "../../src/media/toolkit.ts";
import { fixture } from "../helpers/fixtures.ts";
import { decodeFlatFrames } from "../helpers/frame-compare.ts";

/**
 * A chain's GIF output with Optimize's optimize_level (issue 39): the engine's optimiser pass runs
 * gifsicle at that level, where it always ran -O3. Level 1 writes the engine's encoding with no
 * pass (no lossy, no whole frames here), so levels 2 and 3 must be exactly gifsicle -O2 / -O3 of
 * that file, and all three show the same pixels (the pass is lossless).
 */
const run = promisify(execFile);
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);
// iss634.gif cropped to its top-left 200×200: 245×245 photographic frames, 256 colours each.
const crop = { op: "crop", x: 0, y: 0, width: 200, height: 200 };

describe("a chain's GIF output keeps the optimize level asked", () => {
  let workRoot: string;
  const outputs = new Map<number, Buffer>();
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-chain-optimize-level-"));
    for (const level of [1, 2, 3]) {
      const workDir = join(workRoot, `level-${level}`);
      await mkdir(workDir, { recursive: true });
      const result = await runToolTask(
        {
          tool: "edit",
          options: tools.edit.optionsSchema.parse({
            operations: JSON.stringify([crop]),
            output: JSON.stringify({ format: "gif", optimize_level: level }),
          }),
        } as never,
        {
          inputPaths: [fixture("gif/iss634.gif")],
          inputFacts: [{ detectedType: "gif" }],
          workDir,
          media,
          signal: new AbortController().signal,
          reportProgress: () => {},
        },
      );
      const [output] = result.outputs;
      if (!output) throw new Error("no output");
      outputs.set(level, await readFile(output.path));
    }
  }, 240_000);
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("levels 2 and 3 are gifsicle -O2 and -O3 of level 1's encoding, byte for byte", async () => {
    const levelOne = join(workRoot, "level-1.gif");
    await writeFile(levelOne, outputs.get(1) as Buffer);
    for (const level of [2, 3]) {
      const expected = join(workRoot, `expected-${level}.gif`);
      await run("gifsicle", [`-O${level}`, "-Okeep-empty", levelOne, "--output", expected]);
      expect(
        Buffer.compare(outputs.get(level) as Buffer, await readFile(expected)),
        `level ${level}`,
      ).toBe(0);
    }
    const [one, two, three] = [1, 2, 3].map((level) => (outputs.get(level) as Buffer).length);
    // -O3 is the smallest (it tries -O2's way too); -O2 is a different file from level 1's (on
    // these frames a larger one: 183,518 against 176,045 bytes when written).
    expect(three).toBeLessThan(two as number);
    expect(three).toBeLessThan(one as number);
    expect(two).not.toBe(one);
  });

  it("shows the same pixels at every level", async () => {
    const frames = new Map<number, Buffer[]>();
    for (const level of [1, 2, 3]) {
      const path = join(workRoot, `shown-${level}.gif`);
      await writeFile(path, outputs.get(level) as Buffer);
      frames.set(level, await decodeFlatFrames(path, 200, 200));
    }
    const reference = frames.get(1) as Buffer[];
    expect(reference.length).toBeGreaterThan(1);
    for (const level of [2, 3]) {
      const shown = frames.get(level) as Buffer[];
      expect(shown.length).toBe(reference.length);
      shown.forEach((frame, index) => {
        expect(
          Buffer.compare(frame, reference[index] as Buffer),
          `level ${level} frame ${index + 1}`,
        ).toBe(0);
      });
    }
  });
});
