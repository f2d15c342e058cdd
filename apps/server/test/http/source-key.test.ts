import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolList } from "@gifkit/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaToolkit } from "../../src/media/toolkit.ts";
import { executeTask } from "../../src/tasks/execute-task.ts";
import { TaskFailedError } from "../../src/tasks/task-record.ts";
import { fixture } from "../helpers/fixtures.ts";
import { gifRuns } from "../helpers/gif-runs.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/**
 * Keep editing without re-uploading (issue 17 §3): every tool that takes a GIF accepts
 * `source_key`, the download key of a GIF result that is still kept, instead of a file or link.
 */
const expiredMessage =
  "That result is no longer kept (results are deleted 60 minutes after they are made). Please upload the GIF again.";

/** Each GIF tool's fields and extra files (its folder's test/gif-run.ts). */
const runs = await gifRuns();
const resizeFields = runs.get("resize")?.fields;

describe("source_key: a kept GIF result as the input of the next tool", () => {
  let server: TestServer;
  let firstResultKey: string;

  beforeAll(async () => {
    server = await startTestServer();
    // The first version: iss634.gif reversed, as a person would make it.
    const form = multipart([
      {
        name: "file",
        value: await readFile(fixture("gif/iss634.gif")),
        fileName: "iss634.gif",
        contentType: "image/gif",
      },
    ]);
    const start = await server.app.inject({ method: "POST", url: "/api/reverse", ...form });
    expect(start.statusCode).toBe(202);
    const status = await waitForTask(server.app, start.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    firstResultKey = status.result?.gif as string;
  });
  afterAll(() => server?.close());

  async function startWithSource(
    apiPath: string,
    sourceKey: string,
    fields = {},
    extraUpload?: { field: string; path: string; type: string },
  ) {
    const form = multipart([
      { name: "source_key", value: sourceKey },
      ...(extraUpload
        ? [
            {
              name: extraUpload.field,
              value: await readFile(fixture(extraUpload.path)),
              fileName: extraUpload.path.split("/").pop() as string,
              contentType: extraUpload.type,
            },
          ]
        : []),
      ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    ]);
    return server.app.inject({ method: "POST", url: apiPath, ...form });
  }

  const gifTools = toolList.filter(
    (tool) => tool.input === "gif" || tool.input === "gif-or-still" || tool.input === "images",
  );

  it("covers every tool that takes a GIF (each folder's test/gif-run.ts)", () => {
    expect(gifTools.map((tool) => tool.id).sort()).toEqual([...runs.keys()].sort());
  });

  for (const tool of gifTools) {
    it(`${tool.id}: runs on the earlier result, which is still there afterwards`, async () => {
      const start = await startWithSource(
        tool.apiPath,
        firstResultKey,
        runs.get(tool.id)?.fields,
        runs.get(tool.id)?.extraUpload,
      );
      expect(start.statusCode, start.body).toBe(202);
      const status = await waitForTask(server.app, start.json().task_id);
      expect(status.state, status.error ?? "").toBe("SUCCESS");
      const [kind, key] = Object.entries(status.result ?? {}).find(([name]) =>
        ["gif", "webp", "mp4", "apng", "png"].includes(name),
      ) as [string, string];
      const { response, body } = await download(server.app, key);
      expect(response.statusCode).toBe(200);
      if (kind === "gif") {
        const path = join(tmpdir(), `source-key-${tool.id}-${Date.now()}.gif`);
        await writeFile(path, body);
        const info = await gifsicleInfo(path);
        expect(info.frameCount).toBeGreaterThan(0);
      } else {
        expect(body.length).toBeGreaterThan(1000);
      }
      // The source is a result of another task: this task must not delete it.
      const again = await download(server.app, firstResultKey);
      expect(again.response.statusCode).toBe(200);
    });
  }

  it("chains: the result of one edit is the source of the next (resize → rotate)", async () => {
    const resized = await startWithSource("/api/resize", firstResultKey, resizeFields);
    const resizedStatus = await waitForTask(server.app, resized.json().task_id);
    const rotated = await startWithSource("/api/rotate", resizedStatus.result?.gif as string, {
      angle: "90",
      flip: "none",
    });
    expect(rotated.statusCode, rotated.body).toBe(202);
    const status = await waitForTask(server.app, rotated.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
  });

  it("an unknown, malformed or non-result key is a 400 source-expired that says to upload again", async () => {
    for (const key of ["0123456789abcdef0123456789abcdef", "../../etc/passwd", ""]) {
      const response = await startWithSource("/api/resize", key, resizeFields);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toEqual({ error: expiredMessage, code: "source-expired" });
    }
    // A video result (Convert's WebP is not a GIF either) cannot be the source of a GIF edit.
    const convert = await startWithSource("/api/convert", firstResultKey, { format: "webp" });
    const converted = await waitForTask(server.app, convert.json().task_id);
    const webpKey = converted.result?.webp as string;
    const refused = await startWithSource("/api/resize", webpKey, resizeFields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("source-expired");
  });

  it("a result swept between the start call and the task: the task fails with source-expired", async () => {
    const copy = await startWithSource("/api/reverse", firstResultKey);
    const copyStatus = await waitForTask(server.app, copy.json().task_id);
    const sweptKey = copyStatus.result?.gif as string;
    await server.runtime.services.store.delete(sweptKey);
    // The worker's step, run directly: the start call's check has passed, the blob is gone.
    const workRoot = await mkdtemp(join(tmpdir(), "source-key-"));
    const failure = await executeTask(
      {
        id: "swept-source",
        payload: {
          tool: "resize",
          options: { width: 120, height: 120, maintain_aspect_ratio: true },
          inputKeys: [],
          sourceKeys: [sweptKey],
          inputUrls: [],
        },
      },
      {
        store: server.runtime.services.store,
        media: createMediaToolkit(server.config.binaries),
        workRoot,
        maxUploadBytes: server.config.limits.maxUploadBytes,
        allowLoopbackUrls: false,
      },
      { signal: new AbortController().signal, onProgress: () => {} },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TaskFailedError);
    expect((failure as TaskFailedError).message).toBe(expiredMessage);
    expect((failure as TaskFailedError).code).toBe("source-expired");
    // The task's own directory is gone, as after any task.
    expect(await readdir(workRoot)).toEqual([]);
  });
});
