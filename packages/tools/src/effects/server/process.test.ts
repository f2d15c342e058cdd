import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../../define-tool.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
} from "../../shared/fake-media-toolkit.ts";
import { effectsOptionsSchema } from "../shared/options.ts";
import { effectFilters } from "./commands.ts";
import { gifColorTables, paletteImage } from "./palette-tables.ts";
import { effectsEncode, processEffects } from "./process.ts";

const cogsPath = fileURLToPath(
  new URL("../../../../../test/fixtures/gif/cogs.gif", import.meta.url),
);
const info = fakeAnimationInfo(85, 77, [0, 50, 50, 50, 50], 32760);
let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function effectsTask(script: FakeMediaScript) {
  const bytes = new Uint8Array(await readFile(cogsPath));
  task = await createFakeTask(
    { gifInfo: () => info, ...script },
    { inputs: [{ name: "input.gif", bytes }] },
  );
  return { ...task, bytes };
}

const options = (fields: Record<string, unknown>) => effectsOptionsSchema.parse(fields);

/** `count` color table entries, each `color`, as the filtered palette picture ffmpeg writes. */
const filteredEntries = (count: number, color: number[]) =>
  Uint8Array.from({ length: count * 3 }, (_, at) => color[at % 3] as number);

describe("processEffects: color filters take the palette path", () => {
  it("filters the 16 color table entries with ffmpeg and keeps every other byte", async () => {
    const { context, media, workDir, bytes, progress } = await effectsTask({
      // The filtered picture: every entry becomes (7, 8, 9); the optimiser's try is larger.
      writtenBytes: (path) =>
        path.endsWith(".rgb") ? filteredEntries(256, [7, 8, 9]) : new Uint8Array(1_000_000),
    });
    const result = await processEffects(options({ filters: '["negate"]' }), context);

    const recolored = join(workDir, "recolored.gif");
    expect(media.methods()).toEqual(["gifInfo", "run", "run"]);
    expect(media.commands()).toEqual([
      {
        binary: "ffmpeg",
        args: [
          "-v",
          "error",
          "-f",
          "rawvideo",
          "-pix_fmt",
          "rgb24",
          "-s",
          "256x1",
          "-i",
          join(workDir, "palette.rgb"),
          "-vf",
          "negate,format=rgb24",
          "-f",
          "rawvideo",
          "-pix_fmt",
          "rgb24",
          "-y",
          join(workDir, "palette-filtered.rgb"),
        ],
      },
      {
        binary: "gifsicle",
        args: [
          "-O3",
          "-Okeep-empty",
          recolored,
          "--output",
          join(workDir, "recolored-optimised.gif"),
        ],
      },
    ]);
    const outputPath = join(workDir, "effects.gif");
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    const written = new Uint8Array(await readFile(outputPath));
    const expected = Uint8Array.from(bytes);
    expected.set(filteredEntries(16, [7, 8, 9]), 13);
    expect(written).toEqual(expected);
    expect(progress).toMatchObject([
      { percent: 10, status: "Applying effects..." },
      { percent: 95, status: "Saving..." },
    ]);
  });

  it("maps a GIF left with only grays onto one colormap of its gray levels, neighbours merged", async () => {
    let colormap = "";
    const { context, media, workDir } = await effectsTask({
      // cogs has 16 entries: levels 10, 11, 12, 13 and 200 (12 times) after the filter.
      writtenBytes: (path) =>
        path.endsWith(".rgb")
          ? Uint8Array.from([10, 11, 12, 13, ...Array(12).fill(200)].flatMap((v) => [v, v, v]))
          : new TextEncoder().encode("GIF89a small"),
      run: async (command) => {
        const argument = command.args.find((arg) => arg.startsWith("--use-colormap="));
        if (argument) colormap = await readFile(argument.slice("--use-colormap=".length), "utf8");
        return { stdout: "", stderrTail: "" };
      },
    });
    await processEffects(options({ filters: '["grayscale"]' }), context);
    expect(media.commands().at(-1)).toEqual({
      binary: "gifsicle",
      args: [
        `--use-colormap=${join(workDir, "gray-colormap.txt")}`,
        "--no-dither",
        "-O3",
        "-Okeep-empty",
        join(workDir, "recolored.gif"),
        "--output",
        join(workDir, "recolored-optimised.gif"),
      ],
    });
    // 10-12 become 11 and 13 stays: every gray moves by at most one level.
    expect(colormap).toBe("11 11 11\n13 13 13\n200 200 200\n");
    expect(new TextDecoder().decode(await readFile(join(workDir, "effects.gif")))).toBe(
      "GIF89a small",
    );
  });

  it("keeps gifsicle's optimised copy when it is smaller", async () => {
    const { context, workDir } = await effectsTask({
      writtenBytes: (path) =>
        path.endsWith(".rgb") ? new Uint8Array(256 * 3) : new TextEncoder().encode("GIF89a small"),
    });
    await processEffects(options({ filters: '["grayscale"]' }), context);
    expect(new TextDecoder().decode(await readFile(join(workDir, "effects.gif")))).toBe(
      "GIF89a small",
    );
  });

  it("skips the optimiser on a GIF over 512 KB whose colors stayed apart (its CPU is not worth 2%)", async () => {
    const classroom = new Uint8Array(
      await readFile(
        fileURLToPath(new URL("../../../../../test/fixtures/gif/classroom.gif", import.meta.url)),
      ),
    );
    const tables = gifColorTables(classroom) ?? [];
    const unchanged = paletteImage(classroom, tables).rgb;
    task = await createFakeTask(
      {
        gifInfo: () => fakeAnimationInfo(480, 270, Array(45).fill(70)),
        writtenBytes: () => unchanged,
      },
      { inputs: [{ name: "input.gif", bytes: classroom }] },
    );
    await processEffects(options({ filters: '[{"name": "hue", "value": 30}]' }), task.context);
    expect(task.media.commands().map((command) => command.binary)).toEqual(["ffmpeg"]);
    expect(new Uint8Array(await readFile(join(task.workDir, "effects.gif")))).toEqual(classroom);
  });

  it("sets the loop afterwards as total plays", async () => {
    const { context, media, workDir } = await effectsTask({
      writtenBytes: (path) => (path.endsWith(".rgb") ? new Uint8Array(768) : new Uint8Array(9)),
    });
    await processEffects(options({ filters: '["sepia"]', loop_count: "2" }), context);
    expect(media.commands().at(-1)).toEqual({
      binary: "gifsicle",
      args: [
        join(workDir, "filtered.gif"),
        "--loopcount=1",
        "--output",
        join(workDir, "effects.gif"),
      ],
    });
  });
});

describe("processEffects: the engine's composited path", () => {
  it("runs blur through editGif with the filters transform and the effects encode settings", async () => {
    const { context, media, workDir, progress } = await effectsTask({
      editGif(request) {
        request.onProgress?.(0.5);
        return { frameCount: 5 };
      },
    });
    const chosen = options({ filters: '["sepia", {"name": "blur", "radius": 1}]' });
    await processEffects(chosen, context);
    expect(media.methods()).toEqual(["gifInfo", "editGif"]);
    const [request, signal] = media.callsOf("editGif")[0]?.args ?? [];
    expect(request).toMatchObject({
      inputPath: join(workDir, "input.gif"),
      outputPath: join(workDir, "effects.gif"),
      workDir,
      transforms: [{ kind: "filters", filters: effectFilters(chosen.filters) }],
      encode: effectsEncode,
    });
    expect(request?.reverse).toBeUndefined();
    expect(request?.frames).toBeUndefined();
    expect(signal).toBe(context.signal);
    expect(effectsEncode).toEqual({
      palette: "per-group",
      dither: "none",
      interFrameMaxError: 0,
      optimize: true,
    });
    expect(progress[1]).toMatchObject({ percent: 53, status: "Applying effects..." });
  });

  it("takes the engine for a transparency change even with color filters only", async () => {
    const { context, media } = await effectsTask({ editGif: () => ({ frameCount: 5 }) });
    const chosen = options({
      filters: '["grayscale"]',
      transparency: '{"make_transparent": "#ffffff", "tolerance": 5}',
    });
    await processEffects(chosen, context);
    expect(media.methods()).toEqual(["gifInfo", "editGif"]);
    expect(media.callsOf("editGif")[0]?.args[0].transforms).toEqual([
      { kind: "filters", filters: effectFilters(chosen.filters, chosen.transparency) },
    ]);
  });

  it("only copies and sets the loop when no filter is asked", async () => {
    const { context, media, workDir, bytes } = await effectsTask({});
    await processEffects(options({ loop_count: "0" }), context);
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [
          join(workDir, "filtered.gif"),
          "--loopcount=forever",
          "--output",
          join(workDir, "effects.gif"),
        ],
      },
    ]);
    expect(media.methods()).toEqual(["gifInfo", "run"]);
    expect(bytes.length).toBeGreaterThan(0);
  });
});

describe("processEffects: refusals", () => {
  it("refuses a GIF with more frames than a result may have, naming the limit", async () => {
    const { context, media } = await effectsTask({
      gifInfo: () => fakeAnimationInfo(10, 10, Array(601).fill(50)),
    });
    const error = await processEffects(options({ filters: '["negate"]' }), context).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message: "The GIF has 601 frames; results can have at most 600 frames.",
      code: "output-too-large",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("refuses a file that is no GIF, WebP, APNG or MNG", async () => {
    task = await createFakeTask(
      {},
      { inputs: [{ name: "input.gif", bytes: new TextEncoder().encode("not an image") }] },
    );
    await expect(
      processEffects(options({ filters: '["negate"]' }), task.context),
    ).rejects.toMatchObject({
      message: "Unsupported file type for this tool. Allowed: gif, webp, apng, mng, avif, webm",
    });
  });
});
