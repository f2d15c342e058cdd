import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaCommand } from "@gifkit/tools";
import { runOwnTask } from "@gifkit/tools/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BinaryPaths } from "../../../../../apps/server/src/media/run-command.ts";
import { createMediaToolkit } from "../../../../../apps/server/src/media/toolkit.ts";
import { LocalBlobStore } from "../../../../../apps/server/src/storage/local-blob-store.ts";
import { createToolTaskHost } from "../../../../../apps/server/src/tasks/tool-task-host.ts";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  makeEditListReplayMp4,
  remux,
} from "../../../../../apps/server/test/helpers/video-media.ts";

/**
 * POST /api/video-preview's task (Video to GIF's own task kind, run as the worker runs it: its
 * tool's runner with this server's task host) with the real ffprobe and ffmpeg; the preview transcode can be
 * made to fail (a codec that breaks half-way), to see what is left behind.
 */
describe("video preview task", () => {
  let directory: string;
  let mkvPath: string;
  let commandsRun = 0;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-preview-task-"));
    mkvPath = await remux(fixture("video/friday.mp4"), "mkv", directory);
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  async function preview(failTranscode: boolean, videoPath = mkvPath) {
    const storeDirectory = join(directory, `store-${failTranscode}-${commandsRun++}`);
    await mkdir(storeDirectory, { recursive: true });
    const store = new LocalBlobStore(storeDirectory);
    const media = createMediaToolkit(
      new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
    );
    const commands: MediaCommand[] = [];
    const run: typeof media.run = async (command, options) => {
      commands.push(command);
      if (failTranscode && command.args.includes("libx264")) throw new Error("decoder gave up");
      return media.run(command, options);
    };
    const upload = await store.put(createReadStream(videoPath), {
      contentType: "video/x-matroska",
      downloadName: "video.mkv",
      role: "input",
      taskId: null,
    });
    const workDir = join(storeDirectory, "work");
    await mkdir(workDir, { recursive: true });
    const host = createToolTaskHost(
      {
        store,
        media: { ...media, run },
        workRoot: directory,
        maxUploadBytes: 200_000_000,
        allowLoopbackUrls: false,
      },
      { taskId: "0123456789abcdef0123456789abcdef", storedKeys: [] },
    );
    const outcome = await runOwnTask(
      { tool: "video-preview", videoKey: upload.key, freshUpload: true, inputKeys: [] },
      host,
      { workDir, signal: new AbortController().signal, reportProgress: () => {} },
    ).catch((error: Error) => error);
    const keys: string[] = [];
    for await (const blob of store.list()) keys.push(blob.key);
    return { outcome, uploadKey: upload.key, keys, commands };
  }

  it("cuts the preview at the duration the header declares", async () => {
    const { outcome, uploadKey, keys, commands } = await preview(false);
    expect(outcome).toMatchObject({ upload_key: uploadKey });
    expect(keys).toContain(uploadKey);
    const transcode = commands.find((command) => command.args.includes("libx264"));
    // friday.mp4 declares 6.166 s: output stops at 8 s.
    expect(
      transcode?.args.slice(transcode.args.indexOf("-t"), transcode.args.indexOf("-t") + 2),
    ).toEqual(["-t", "8"]);
  });

  it("deletes the fresh upload when its preview fails (no key is ever given for it)", async () => {
    const { outcome, keys } = await preview(true);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe(
      "No preview could be made: the video is damaged or uses a codec GifKit cannot read.",
    );
    expect(keys).toEqual([]);
  });

  it("an edit list that replays 2 s 50,000 times (the header says 2 s) is previewed as 2 s, in seconds", async () => {
    const crafted = await makeEditListReplayMp4(directory);
    const startedMs = performance.now();
    const { outcome, commands } = await preview(false, crafted);
    expect(outcome).toMatchObject({ mp4: expect.any(String) });
    const transcode = commands.find((command) => command.args.includes("libx264"));
    expect(transcode?.args[transcode.args.indexOf("-t") + 1]).toBe("3");
    // Unbounded, the same transcode runs for hours (killed after 15 s when this was written).
    expect(performance.now() - startedMs).toBeLessThan(20_000);
  });
});
