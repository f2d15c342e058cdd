import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProcessorContext, ProgressUpdate } from "../../define-tool.ts";
import type { AnimationInfo, MediaCommand, MediaToolkit } from "../../media-toolkit.ts";
import { processRotate } from "./process.ts";

/**
 * The processor with a fake media toolkit: which command it runs and what it refuses, without
 * binaries (the real runs are in packages/tools/src/rotate/test/rotate.test.ts).
 */
describe("processRotate with a fake toolkit", () => {
  let workDir: string;
  let inputPath: string;
  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-rotate-unit-"));
    inputPath = join(workDir, "input.gif");
    // Only the first bytes are read here (the format check); the fake answers the rest.
    await writeFile(inputPath, Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"));
  });
  afterEach(() => rm(workDir, { recursive: true, force: true }));

  function fakeContext(info: Partial<AnimationInfo>) {
    const commands: MediaCommand[] = [];
    const progress: ProgressUpdate[] = [];
    const media = {
      gifInfo: async () => ({
        width: 480,
        height: 270,
        frameCount: 45,
        delaysMs: [],
        durationMs: 0,
        loopCount: 0,
        ...info,
      }),
      run: async (command: MediaCommand) => {
        commands.push(command);
        return { stdout: "", stderrTail: "" };
      },
    } as Partial<MediaToolkit> as MediaToolkit;
    const context: ProcessorContext = {
      inputPaths: [inputPath],
      workDir,
      media,
      signal: new AbortController().signal,
      reportProgress: (update) => progress.push(update),
    };
    return { context, commands, progress };
  }

  it("runs one gifsicle command, rotation first, and returns rotated.gif", async () => {
    const { context, commands, progress } = fakeContext({});
    const result = await processRotate({ angle: 90, flip: "horizontal" }, context);
    expect(commands).toEqual([
      {
        binary: "gifsicle",
        args: [
          "--rotate-90",
          "--flip-vertical",
          inputPath,
          "--output",
          join(workDir, "rotated.gif"),
        ],
      },
    ]);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: join(workDir, "rotated.gif") }] });
    expect(progress.map((update) => update.status)).toEqual([
      "Rotating and flipping frames...",
      "Saving...",
    ]);
  });

  it("names a flip alone as flipping", async () => {
    const { context, progress } = fakeContext({});
    await processRotate({ angle: 0, flip: "vertical" }, context);
    expect(progress[0]?.status).toBe("Flipping frames...");
  });

  it("checks the output limits on the turned size", async () => {
    const { context, commands } = fakeContext({ width: 100, height: 3000, frameCount: 2 });
    await expect(processRotate({ angle: 270, flip: "none" }, context)).rejects.toThrow(
      "The result would be 3,000×100 px; edited GIFs can be at most 2,000×2,000 px.",
    );
    expect(commands).toEqual([]);
  });
});
