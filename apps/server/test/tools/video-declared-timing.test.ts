import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { declaredTimingProblem } from "@gifkit/tools/shared/video-input";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";
import { craftAbsurdDurationMp4 } from "../helpers/video-media.ts";

const refusal =
  "The video's header says it is 136.1 years long; videos longer than 24 hours are refused (the file is probably damaged or crafted).";

/**
 * Issue 13 observation 5: a few-KB MP4 declaring 136 years was accepted and its conversion grew
 * to the 2,048 MB task limit (ffmpeg's fps filter filled the 13.6-year gap to the next frame).
 * Such a container is refused at once by the worker's probe, the task's first step, before ffmpeg
 * runs (uploads and links alike).
 */
describe("a video whose container declares an absurd length is refused at once", () => {
  let server: TestServer;
  let directory: string;
  let crafted: Buffer;
  let origin: Server;
  let originUrl = "";
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-declared-"));
    const craftedPath = await craftAbsurdDurationMp4(fixture("video/friday.mp4"), directory);
    crafted = await readFile(craftedPath);
    server = await startTestServer();
    origin = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "video/mp4" });
      response.end(crafted);
    });
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    const address = origin.address();
    if (address && typeof address === "object")
      originUrl = `http://127.0.0.1:${address.port}/clip.mp4`;
  });
  afterAll(async () => {
    origin?.close();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("the crafted file is a few KB and ffprobe reads 136 years from it", async () => {
    expect((await stat(join(directory, "136-years.mp4"))).size).toBeLessThan(8 * 1024);
  });

  /** The task's end as the API shows it, with the failure's code from the record. */
  async function finished(taskId: string) {
    const status = await waitForTask(server.app, taskId, 60_000);
    const record = await server.runtime.services.queue.get(taskId);
    return { state: status.state, error: status.error, code: record?.errorCode };
  }

  // The probe runs in the worker as the task's first step (the start call spawns nothing): the
  // refusal that was the start call's 422 is the task's failure, with the same message.
  it("POST /api/video-to-gif with the file → 202, and the task fails with the reason", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/video-to-gif",
      ...multipart([{ name: "file", value: crafted, fileName: "clip.mp4" }]),
    });
    expect(response.statusCode).toBe(202);
    expect(await finished(response.json().task_id)).toEqual({
      state: "FAILURE",
      error: refusal,
      code: "damaged-input",
    });
  });

  it("POST /api/video-preview with the file → the task fails with the reason; the upload is not kept", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/video-preview",
      ...multipart([{ name: "file", value: crafted, fileName: "clip.mp4" }]),
    });
    expect(response.statusCode).toBe(202);
    const taskId = response.json().task_id;
    expect(await finished(taskId)).toEqual({
      state: "FAILURE",
      error: refusal,
      code: "damaged-input",
    });
    const record = await server.runtime.services.queue.get(taskId);
    const payload = record?.payload;
    expect(payload?.tool).toBe("video-preview");
    const videoKey = payload?.tool === "video-preview" ? payload.videoKey : "";
    expect(videoKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await server.runtime.services.store.stat(videoKey)).toBeNull();
  });

  it("a link to the file: the task fails with the reason within seconds", async () => {
    const started = Date.now();
    const response = await server.app.inject({
      method: "POST",
      url: "/api/video-to-gif",
      ...multipart([{ name: "url", value: originUrl }]),
    });
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id, 60_000);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(refusal);
    // Before the fix the task ran until the memory limit killed it (minutes, 2 GB).
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it("absurd frame intervals and frame counts are named too", () => {
    const probe = (stream: Record<string, string>) =>
      JSON.stringify({ format: { duration: "10" }, streams: [{ codec_type: "video", ...stream }] });
    expect(declaredTimingProblem(probe({ avg_frame_rate: "1/600" }))).toBe(
      "The video's header says it shows one frame every 600 seconds; a frame may last at most 60 seconds (the file is probably damaged or crafted).",
    );
    expect(declaredTimingProblem(probe({ nb_frames: "4000000000" }))).toBe(
      "The video's header says it has 4,000,000,000 frames; the most we read is 10,000,000 (the file is probably damaged or crafted).",
    );
    expect(declaredTimingProblem(probe({ avg_frame_rate: "30000/1001", nb_frames: "300" }))).toBe(
      null,
    );
  });
});
