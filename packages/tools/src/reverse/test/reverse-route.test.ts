import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ToolError } from "@gifkit/tools";
import {
  type FakeMediaScript,
  fakeAnimationInfo,
  fakeGifLayout,
} from "@gifkit/tools/shared/fake-media-toolkit";
import { afterEach, describe, expect, it } from "vitest";
import {
  type FakeServer,
  startFakeServer,
} from "../../../../../apps/server/test/helpers/fake-server.ts";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  download,
  multipart,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

/**
 * An example route test on fakes (helpers/fake-server.ts): POST /api/reverse through the real
 * routes, intake, queue and processor, with the media work on the fake toolkit and storage in
 * memory. No worker is forked and nothing is spawned, so it runs in well under a second; what
 * gifsicle makes of a GIF is tested in packages/tools/src/reverse/test/reverse.test.ts.
 */
const input = await readFile(fixture("gif/cogs.gif"));
/** What the fake "gifsicle" writes: any complete GIF, so the worker's output check passes. */
const written = await readFile(fixture("gif/dispose-background.gif"));
const info = fakeAnimationInfo(40, 30, [100, 0, 70]);

let server: FakeServer | undefined;
afterEach(() => server?.close());

async function startReverse(script: FakeMediaScript, file = input, fileName = "cogs.gif") {
  server = await startFakeServer({ media: { writtenBytes: () => written, ...script } });
  const form = multipart([{ name: "file", value: file, fileName, contentType: "image/gif" }]);
  return server.app.inject({ method: "POST", url: "/api/reverse", ...form });
}

describe("POST /api/reverse on fakes", () => {
  it("runs the task: 202, SUCCESS, the result downloads as reversed.gif, the upload is deleted", async () => {
    const start = await startReverse({
      gifInfo: () => info,
      gifLayout: () => fakeGifLayout(info, 64, [{}, { hasTransparency: true }, {}]),
    });
    expect(start.statusCode).toBe(202);
    const taskId = start.json().task_id as string;
    const status = await waitForTask(server!.app, taskId, 10_000);
    expect(status).toMatchObject({ state: "SUCCESS", status: "Task completed!", progress: 100 });

    // The processor's one command: gifsicle on the task's own copy of the upload (input-0).
    const workDir = join(server!.config.dataDir, "work", taskId);
    expect(server!.media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(server!.media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [
          "--unoptimize",
          "--disposal",
          "background",
          join(workDir, "input-0"),
          "#-1-0",
          "-O2",
          "-Okeep-empty",
          "--output",
          join(workDir, "reversed.gif"),
        ],
      },
    ]);

    const { response, body } = await download(server!.app, status.result?.gif as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/gif");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="reversed.gif"');
    expect(Buffer.compare(body, written)).toBe(0);
    // Only the result is kept: the upload went when its task ended.
    const roles = [...server!.store.blobs.values()].map((blob) => blob.metadata.role);
    expect(roles).toEqual(["result"]);
  });

  it("fails the task with the processor's message and code", async () => {
    const start = await startReverse({
      gifInfo: () => info,
      gifLayout: () => {
        throw new ToolError("The GIF's frames could not be read.", "corrupt-input");
      },
    });
    const status = await waitForTask(server!.app, start.json().task_id, 10_000);
    expect(status).toMatchObject({
      state: "FAILURE",
      error: "The GIF's frames could not be read.",
      error_code: "corrupt-input",
      result: null,
    });
    expect(server!.media.commands()).toEqual([]);
  });

  it("applies the edit limits before any media work", async () => {
    const start = await startReverse({ gifInfo: () => ({ ...info, width: 2400 }) });
    const status = await waitForTask(server!.app, start.json().task_id, 10_000);
    expect(status.state).toBe("FAILURE");
    expect(status.error_code).toBe("output-too-large");
    expect(status.error).toBe(
      "The result would be 2,400×30 px; edited GIFs can be at most 2,000×2,000 px.",
    );
    expect(server!.media.methods()).toEqual(["gifInfo"]);
  });

  it("refuses at the start call, before any task: no input, and a file that is not a GIF", async () => {
    server = await startFakeServer();
    const empty = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe("missing-input");

    const text = multipart([
      { name: "file", value: Buffer.from("not a gif at all"), fileName: "fake.gif" },
    ]);
    const refused = await server.app.inject({ method: "POST", url: "/api/reverse", ...text });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("unsupported-file-type");
    expect(await server.queue.counts()).toEqual({ waiting: 0, running: 0 });
    expect(server.media.calls).toEqual([]);
    expect(server.store.blobs.size).toBe(0);
  });
});
