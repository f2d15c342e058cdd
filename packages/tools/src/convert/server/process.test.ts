import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcessorContext } from "../../define-tool.ts";
import type { AnimationInfo, MediaCommand, MediaToolkit } from "../../media-toolkit.ts";
import { convertOptionsSchema } from "../shared/options.ts";
import { processConvert } from "./process.ts";

// A real GIF, so the input's type is read from its first bytes; its facts come from the fake.
const gifPath = fileURLToPath(
  new URL("../../../../../test/fixtures/gif/cogs.gif", import.meta.url),
);

/** A toolkit that records the commands and answers with `info` (no binary runs). */
function fakeToolkit(info: AnimationInfo) {
  const commands: MediaCommand[] = [];
  const unexpected = () => {
    throw new Error("not expected in Convert");
  };
  const media = new Proxy({} as MediaToolkit, {
    get(_target, name) {
      if (name === "run")
        return async (command: MediaCommand) => {
          commands.push(command);
          return { stdout: "", stderrTail: "" };
        };
      if (name === "gifInfo") return async () => info;
      if (name === "encodeWebpFrames")
        return async (request: { outputDir: string; frameCount: number }) =>
          Array.from({ length: request.frameCount }, (_, index) => ({
            path: join(request.outputDir, `${index}.webp`),
            x: index * 2,
            y: 0,
            width: 4,
            height: 4,
            blend: index > 0,
          }));
      return unexpected;
    },
  });
  return { media, commands };
}

describe("processConvert with a fake toolkit", () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "convert-process-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  const info: AnimationInfo = {
    width: 85,
    height: 77,
    frameCount: 3,
    delaysMs: [0, 50, 150],
    durationMs: 200,
    loopCount: 2,
  };

  async function convert(fields: Record<string, string>, facts = info) {
    const { media, commands } = fakeToolkit(facts);
    const context: ProcessorContext = {
      inputPaths: [gifPath],
      workDir,
      media,
      signal: new AbortController().signal,
      reportProgress: () => undefined,
    };
    const result = await processConvert(convertOptionsSchema.parse(fields), context);
    return { result, commands };
  }

  it("MP4: one ffmpeg run at 100 / GCD(10, 5, 15) = 20 fps on the chosen background", async () => {
    const { result, commands } = await convert({ format: "mp4", background: "#00FF00" });
    expect(result.outputs).toEqual([{ kind: "mp4", path: join(workDir, "converted.mp4") }]);
    expect(commands).toHaveLength(1);
    const graph = commands[0]?.args[commands[0].args.indexOf("-filter_complex") + 1];
    expect(graph).toContain("color=c=0x00ff00:s=86x78:r=20/1[canvas]");
    expect(graph).toContain("[0:v]fps=20/1[frames]");
  });

  it("APNG: total plays from the loop count, the last delay as shown", async () => {
    const { result, commands } = await convert({ format: "apng" });
    expect(result.outputs).toEqual([{ kind: "apng", path: join(workDir, "converted.apng") }]);
    const args = commands[0]?.args ?? [];
    expect(args[args.indexOf("-plays") + 1]).toBe("3");
    expect(args[args.indexOf("-final_delay") + 1]).toBe("15/100");
  });

  it("WebP: raw frames, the toolkit's stills, then webpmux with every delay as shown", async () => {
    const { result, commands } = await convert({ format: "webp" });
    expect(result.outputs).toEqual([{ kind: "webp", path: join(workDir, "converted.webp") }]);
    expect(commands.map((command) => command.binary)).toEqual(["ffmpeg", "webpmux"]);
    const frameArgs = commands[1]?.args.filter((arg) => arg.startsWith("+")) ?? [];
    // 0 ms is shown for 100 ms; offsets and blending come from the stills.
    expect(frameArgs).toEqual(["+100+0+0+0-b", "+50+2+0+0+b", "+150+4+0+0+b"]);
    const args = commands[1]?.args ?? [];
    expect(args[args.indexOf("-loop") + 1]).toBe("3");
  });

  it("MP4: refuses a GIF that plays longer than 10 minutes before running anything", async () => {
    const long = { ...info, delaysMs: [655_350, 655_350], frameCount: 2, durationMs: 1_310_700 };
    await expect(convert({ format: "mp4" }, long)).rejects.toThrow(
      "The GIF plays for 1,311 seconds; an MP4 can be at most 600 seconds long.",
    );
  });
});
