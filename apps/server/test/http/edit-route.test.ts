import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { defaultLimits } from "@gifkit/contracts";
import { fakeAnimationInfo, fakeGifLayout } from "@gifkit/tools/shared/fake-media-toolkit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeServer, startFakeServer } from "../helpers/fake-server.ts";
import { fixture } from "../helpers/fixtures.ts";
import { multipart, waitForTask } from "../helpers/test-server.ts";

/**
 * POST /api/edit on fakes (issue 36): a chain of operations as a JSON body or a multipart form,
 * refused with a 400 that names the step before anything is queued, or run by the executor
 * (here on the fake toolkit: what the binaries make of a chain is tested in
 * apps/server/test/tools/edit-chain.test.ts).
 */
const execute = promisify(execFile);
const cogs = await readFile(fixture("gif/cogs.gif"));
/** What the fake "gifsicle" writes: a complete GIF, so the worker's output check passes. */
const written = await readFile(fixture("gif/dispose-background.gif"));
const info = fakeAnimationInfo(85, 77, [100, 100, 100, 100, 100]);

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

let workDir: string;
/** A GIF of 400 frames (cogs' first frame over and over): a boomerang of it has 798. */
let longGif: Buffer;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "gifkit-edit-route-"));
  const path = join(workDir, "long.gif");
  await execute("gifsicle", [
    fixture("gif/cogs.gif"),
    ...Array.from({ length: 400 }, () => "#0"),
    "-o",
    path,
  ]);
  longGif = await readFile(path);
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function start() {
  server = await startFakeServer({
    media: {
      writtenBytes: () => written,
      gifInfo: () => info,
      gifLayout: () => fakeGifLayout(info, 16, [{}, {}, {}, {}, {}]),
    },
  });
  return server;
}

/** A kept GIF result in the store: the input of a JSON call by its source_key. */
async function keptGif(fake: FakeServer): Promise<string> {
  const stored = await fake.store.put(Readable.from([cogs]), {
    contentType: "image/gif",
    downloadName: "cogs.gif",
    role: "result",
    taskId: null,
  });
  return stored.key;
}

function postJson(fake: FakeServer, body: unknown) {
  return fake.app.inject({
    method: "POST",
    url: "/api/edit",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

function postForm(fake: FakeServer, fields: Record<string, string>, file: Buffer = cogs) {
  const form = multipart([
    { name: "file", value: file, fileName: "input.gif", contentType: "image/gif" },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  return fake.app.inject({ method: "POST", url: "/api/edit", ...form });
}

describe("POST /api/edit on fakes", () => {
  it("runs a JSON chain on a kept result: 202, the step's own GIF path, the chain in the status", async () => {
    const fake = await start();
    const sourceKey = await keptGif(fake);
    const response = await postJson(fake, {
      input: { source_key: sourceKey },
      operations: [{ op: "rotate", angle: 90 }],
    });
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(fake.app, response.json().task_id, 10_000);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    // One rotate step on a GIF ending in a GIF: Rotate & Flip's lossless gifsicle run.
    expect(fake.media.commands().map((command) => command.args.slice(0, 1))).toEqual([
      ["--rotate-90"],
    ]);
    // Run on one kept result, the chain names it: keep editing sends it again with more steps.
    expect(status.chain).toEqual({
      operations: [{ op: "rotate", angle: 90, flip: "none" }],
      output: { format: "gif", background: "#ffffff" },
      input: { source_key: sourceKey },
    });
  });

  it("keep editing: a tool's task on a kept result names it, and that input with one more step is one task", async () => {
    const fake = await start();
    const sourceKey = await keptGif(fake);
    const form = multipart([
      { name: "source_key", value: sourceKey },
      { name: "speed", value: "2" },
    ]);
    const speed = await fake.app.inject({ method: "POST", url: "/api/speed", ...form });
    expect(speed.statusCode, speed.body).toBe(202);
    const first = await waitForTask(fake.app, speed.json().task_id, 10_000);
    expect(first.state, first.error ?? "").toBe("SUCCESS");
    expect(first.chain?.input).toEqual({ source_key: sourceKey });

    // The next edit: the first task's input, its steps and a reverse, in one start call (a
    // timeline-only chain: one lossless frame selection, which the fake toolkit runs).
    const next = await postJson(fake, {
      input: first.chain?.input,
      operations: [...(first.chain?.operations ?? []), { op: "reverse" }],
      output: first.chain?.output,
    });
    expect(next.statusCode, next.body).toBe(202);
    // Its status carries the whole chain on the same input (what the binaries make of a chain of
    // two steps is edit-chain.test.ts's: the fake toolkit scripts no frame-timeline run).
    const second = await waitForTask(fake.app, next.json().task_id, 10_000);
    expect(second.chain).toEqual({
      operations: [{ op: "speed", speed: 2 }, { op: "reverse" }],
      output: { format: "gif", background: "#ffffff" },
      input: { source_key: sourceKey },
    });
    // The kept input was read, never deleted: both tasks' results and the input are stored.
    expect(fake.store.blobs.has(sourceKey)).toBe(true);
  });

  it("a chain on an upload names no input (the upload is deleted when its task ends)", async () => {
    const fake = await start();
    const response = await postForm(fake, { operations: JSON.stringify([{ op: "reverse" }]) });
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(fake.app, response.json().task_id, 10_000);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    expect(status.chain?.operations).toEqual([{ op: "reverse" }]);
    expect(status.chain?.input).toBeUndefined();
  });

  it("takes a multipart form with operations and output as JSON fields", async () => {
    const fake = await start();
    const response = await postForm(fake, {
      operations: JSON.stringify([{ op: "speed", speed: 2 }]),
      output: JSON.stringify({ format: "gif" }),
    });
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(fake.app, response.json().task_id, 10_000);
    expect(status.chain?.operations).toEqual([{ op: "speed", speed: 2 }]);
  });

  it("an edit tool's task shows its chain too (Speed is one speed step)", async () => {
    const fake = await start();
    const form = multipart([
      { name: "file", value: cogs, fileName: "cogs.gif", contentType: "image/gif" },
      { name: "speed", value: "3" },
    ]);
    const response = await fake.app.inject({ method: "POST", url: "/api/speed", ...form });
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(fake.app, response.json().task_id, 10_000);
    expect(status.chain).toEqual({
      operations: [{ op: "speed", speed: 3 }],
      output: { format: "gif", background: "#ffffff" },
    });
  });

  const refusals: {
    name: string;
    fields: Record<string, string>;
    file?: () => Buffer;
    error: string;
    code: string;
    step: number | "output" | null;
  }[] = [
    {
      name: "an unknown operation, by its number",
      fields: {
        operations: JSON.stringify([{ op: "crop", width: 40, height: 40 }, { op: "blur" }]),
      },
      error:
        'Step 2: unknown operation "blur"; use one of crop, resize, rotate, speed, reverse, boomerang, cut, frames, loop, effects, censor, overlay, text, draw.',
      code: "unknown-operation",
      step: 2,
    },
    {
      name: "a step without op",
      fields: { operations: JSON.stringify([{ width: 40 }]) },
      error:
        'Step 1: It has no "op"; use one of crop, resize, rotate, speed, reverse, boomerang, cut, frames, loop, effects, censor, overlay, text, draw.',
      code: "unknown-operation",
      step: 1,
    },
    {
      name: "an unknown field (params are strict)",
      fields: { operations: JSON.stringify([{ op: "resize", width: 40, colour: "red" }]) },
      error:
        'Step 1 (resize): Unknown field "colour": resize takes width, height, maintain_aspect_ratio.',
      code: "invalid-operation",
      step: 1,
    },
    {
      name: "null for a number",
      fields: { operations: JSON.stringify([{ op: "reverse" }, { op: "speed", speed: null }]) },
      error: "Step 2 (speed): Speed must be a number from 0.1 to 10 (2 = twice as fast).",
      code: "invalid-operation",
      step: 2,
    },
    {
      name: "a number sent as text (params are JSON-typed)",
      fields: { operations: JSON.stringify([{ op: "crop", width: "40", height: 40 }]) },
      error: "Step 1 (crop): width must be a whole number of pixels from 10 to 12000.",
      code: "invalid-operation",
      step: 1,
    },
    {
      name: "more steps than a chain takes",
      fields: {
        operations: JSON.stringify(
          Array.from({ length: defaultLimits.maxChainOperations + 1 }, () => ({ op: "reverse" })),
        ),
      },
      error: `A chain takes at most ${defaultLimits.maxChainOperations} operations; this one has ${defaultLimits.maxChainOperations + 1}.`,
      code: "too-many-operations",
      step: null,
    },
    {
      name: "operations that are not a list",
      fields: { operations: JSON.stringify({ op: "reverse" }) },
      error: 'operations must be a JSON array of steps, e.g. [{"op": "resize", "width": 320}].',
      code: "invalid-operation",
      step: null,
    },
    {
      name: "no operations at all (zod's own sentence said only 'expected nonoptional')",
      fields: {},
      error: 'operations must be a JSON array of steps, e.g. [{"op": "resize", "width": 320}].',
      code: "invalid-operation",
      step: null,
    },
    {
      name: "a GIF setting for another format (the output step)",
      fields: {
        operations: JSON.stringify([{ op: "reverse" }]),
        output: JSON.stringify({ format: "mp4", colors: 64 }),
      },
      error: "Output: colors is a GIF setting: leave it out for mp4.",
      code: "invalid-operation",
      step: "output",
    },
    {
      name: "a step past its input's end (the upload's header, planned at the start)",
      fields: { operations: JSON.stringify([{ op: "cut", start_time: 9 }]) },
      error:
        "Step 1 (cut): The range has no frame in it: start_time is 9 s, but the animation is 0.2 s long.",
      code: "invalid-range",
      step: 1,
    },
    {
      name: "a step over a limit on the way (the upload's header: 85 × 77 px)",
      fields: { operations: JSON.stringify([{ op: "reverse" }, { op: "resize", width: 3000 }]) },
      error:
        "Step 2 (resize): It would make the picture 3,000×2,718 px (width over 2,000 px, the most a result may have).",
      code: "output-too-large",
      step: 2,
    },
    {
      name: "a result over the output limits (a boomerang of 400 frames makes 798)",
      fields: { operations: JSON.stringify([{ op: "boomerang" }]) },
      file: () => longGif,
      error: "Output (gif): The result would have 798 frames; results can have at most 600 frames.",
      code: "output-too-large",
      step: "output",
    },
  ];

  it("refuses each bad chain at the start call: 400 naming the step, nothing queued or kept", async () => {
    // One server for every refusal: none may leave a task, a media call or a stored file.
    const fake = await start();
    for (const refusal of refusals) {
      const response = await postForm(fake, refusal.fields, refusal.file?.() ?? cogs);
      expect(response.statusCode, refusal.name).toBe(400);
      expect(response.json(), refusal.name).toEqual({
        error: refusal.error,
        code: refusal.code,
        step: refusal.step,
      });
    }
    expect(fake.media.calls).toEqual([]);
    expect(await fake.queue.counts()).toEqual({ waiting: 0, running: 0 });
    // Every upload is deleted with its refusal.
    expect(fake.store.blobs.size).toBe(0);
  });

  it("refuses a JSON body without an input, and a JSON body's bad step the same way", async () => {
    const fake = await start();
    const noInput = await postJson(fake, { operations: [{ op: "reverse" }] });
    expect(noInput.statusCode).toBe(400);
    expect(noInput.json().code).toBe("missing-input");
    const badStep = await postJson(fake, {
      input: { source_key: await keptGif(fake) },
      operations: [{ op: "rotate", angle: 45 }],
    });
    expect(badStep.statusCode).toBe(400);
    expect(badStep.json()).toEqual({
      error: "Step 1 (rotate): angle must be 0, 90, 180 or 270 (degrees clockwise).",
      code: "invalid-operation",
      step: 1,
    });
  });
});
