import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";
import { makeEditListReplayAvif, makeEditListReplayMp4 } from "../helpers/video-media.ts";

/**
 * Work bounded by what a file contains (issue 28, observation 1): an MP4 whose edit list replays
 * its 2 s 50,000 times while every header says 2 s. As an animated AVIF (the same edit list in
 * an AVIF made by ffmpeg) a GIF tool's decode stops a second past the declared 2 s with a message that says
 * what was wrong, instead of decoding to the 120 s decoder limit and failing as damaged; Video to
 * GIF cuts at the selection (within the declared duration) and makes its 2 s GIF.
 */
describe("decodes bounded by what the header declares", () => {
  let server: TestServer;
  let directory: string;
  let replayMp4: string;
  beforeAll(async () => {
    server = await startTestServer();
    directory = await mkdtemp(join(tmpdir(), "gifkit-decode-bounds-"));
    replayMp4 = await makeEditListReplayMp4(directory);
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function runTask(url: string, path: string, fileName: string, contentType: string) {
    const started = performance.now();
    const form = multipart([{ name: "file", value: await readFile(path), fileName, contentType }]);
    const start = await server.app.inject({ method: "POST", url, ...form });
    expect(start.statusCode, start.body).toBe(202);
    const status = await waitForTask(server.app, start.json().task_id, 150_000);
    return { status, seconds: (performance.now() - started) / 1000 };
  }

  it("Reverse of the edit-list file as an AVIF stops a second past its declared 2 s and says why", async () => {
    const avif = await makeEditListReplayAvif(directory);
    const { status, seconds } = await runTask("/api/reverse", avif, "replay.avif", "image/avif");
    console.log(`      edit-list AVIF to Reverse: failed after ${seconds.toFixed(1)} s`);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "This AVIF plays longer than its header says (2 s): its frames repeat or run on past the end, so it was stopped there. Save or export it again.",
    );
    expect(status.error_code).toBe("damaged-input");
    // Unbounded, the decode ran to the decoder's 120 s limit.
    expect(seconds).toBeLessThan(30);
  });

  it("Video to GIF of the edit-list MP4 converts the declared 2 s (the selection bounds the decode)", async () => {
    const { status, seconds } = await runTask(
      "/api/video-to-gif",
      replayMp4,
      "replay.mp4",
      "video/mp4",
    );
    console.log(`      edit-list MP4 to Video to GIF: finished after ${seconds.toFixed(1)} s`);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.gif as string);
    const gifPath = join(directory, "replay.gif");
    await writeFile(gifPath, body);
    const info = await gifsicleInfo(gifPath);
    // 2 s at the default 15 fps.
    expect(info.frameCount).toBe(30);
    expect(seconds).toBeLessThan(30);
  });
});
