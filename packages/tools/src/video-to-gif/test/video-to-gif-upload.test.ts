import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../../../../../apps/server/test/helpers/close-server.ts";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { ffprobeJson, gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";
import { remux } from "../../../../../apps/server/test/helpers/video-media.ts";
import { writeYtDlpStandIn } from "../../../../../apps/server/test/helpers/yt-dlp-stand-in.ts";

/** The limit the server runs with here, so a fixture can be "too large" for the YouTube path. */
const maxUploadBytes = 1_000_000;

describe("Video links, YouTube, upload keys and browser previews", () => {
  let server: TestServer;
  let directory: string;
  let origin: Server;
  let originUrl: string;
  let aviPath: string;
  let mkvPath: string;
  let standIn: Awaited<ReturnType<typeof writeYtDlpStandIn>>;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-upload-test-"));
    aviPath = await remux(fixture("video/friday.mp4"), "avi", directory);
    mkvPath = await remux(fixture("video/friday.mp4"), "mkv", directory);
    standIn = await writeYtDlpStandIn(directory, {
      fridayclip: { file: fixture("video/friday.mp4"), title: "Friday", durationSeconds: 6.166 },
      rabbitclip: { file: fixture("video/rabbit320.webm"), title: "Rabbit", durationSeconds: 7.8 },
      longlecture: { file: fixture("video/friday.mp4"), title: "A lecture", durationSeconds: 3600 },
      livenow: {
        file: fixture("video/friday.mp4"),
        title: "Live",
        durationSeconds: 0,
        isLive: true,
      },
      bigflower: { file: fixture("video/flower.mp4"), title: "Flower", durationSeconds: 5.06 },
    });
    const files: Record<string, { path: string; type: string }> = {
      "/clips/friday.mp4": { path: fixture("video/friday.mp4"), type: "video/mp4" },
      "/clips/friday.mkv": { path: mkvPath, type: "video/x-matroska" },
      "/clips/page.html": { path: fixture("video/friday.mp4"), type: "text/html" },
    };
    const playlist = "#EXTM3U\n#EXTINF:10,\nhttp://127.0.0.1:9/secret.ts\n#EXT-X-ENDLIST\n";
    origin = createServer(async (request, response) => {
      if (request.url === "/clips/playlist.mp4") {
        response.writeHead(200, { "content-type": "video/mp4" }).end(playlist);
        return;
      }
      const file = files[request.url ?? ""];
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": file.type }).end(await readFile(file.path));
    });
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    server = await startTestServer({
      env: { YT_DLP_PATH: standIn.path, MAX_UPLOAD_BYTES: String(maxUploadBytes) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await closeServer(origin);
    await rm(directory, { recursive: true, force: true });
  });

  const startUpload = (url: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/upload",
      payload: { url },
      headers: { "content-type": "application/json" },
    });

  /** A finished task as the API shows it, with the failure's code from the task record. */
  async function finished(taskId: string) {
    const status = await waitForTask(server.app, taskId);
    const record = await server.runtime.services.queue.get(taskId);
    return { ...status, code: record?.errorCode ?? null };
  }

  /**
   * POST /api/upload answers 202 at once (the download is a task on the long queue); the task's
   * result names the stored video, whose bytes GET /api/upload/{key} answers for the player.
   */
  async function upload(url: string) {
    const started = await startUpload(url);
    expect(started.statusCode, started.body).toBe(202);
    const task = await finished(started.json().task_id);
    const key = task.result?.upload_key ?? null;
    const stored = key
      ? await server.app.inject({ method: "GET", url: `/api/upload/${key}` })
      : null;
    return { task, key: key as string, stored };
  }

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const blob of server.runtime.services.store.list()) keys.push(blob.key);
    return keys.sort();
  };

  /** POST /api/video-preview → 202, then the task's end. */
  async function preview(fields: Parameters<typeof multipart>[0]) {
    const started = await server.app.inject({
      method: "POST",
      url: "/api/video-preview",
      ...multipart(fields),
    });
    return {
      started,
      task: started.statusCode === 202 ? await finished(started.json().task_id) : null,
    };
  }

  async function convertWithKey(key: string, extra: Record<string, string> = {}) {
    const form = multipart(
      Object.entries({
        upload_key: key,
        segments: JSON.stringify([{ start: 1, end: 3 }]),
        fps: "10",
        width: "160",
        height: "120",
        ...extra,
      }).map(([name, value]) => ({ name, value })),
    );
    return server.app.inject({ method: "POST", url: "/api/video-to-gif", ...form });
  }

  async function expectGif(taskId: string, frames: number) {
    const status = await waitForTask(server.app, taskId);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.gif as string);
    const path = join(directory, `${taskId}.gif`);
    await writeFile(path, body);
    const info = await gifsicleInfo(path);
    expect(info.frameCount).toBe(frames);
    return status;
  }

  it("a video link: a task on the long queue fetches it, its result names the stored video (bytes by GET /api/upload/{key}), and the conversion takes the key", async () => {
    const { task, key, stored } = await upload(`${originUrl}/clips/friday.mp4`);
    expect(task.state, task.error ?? "").toBe("SUCCESS");
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(stored?.statusCode).toBe(200);
    expect(stored?.headers["content-type"]).toBe("video/mp4");
    expect(stored?.rawPayload.equals(await readFile(fixture("video/friday.mp4")))).toBe(true);
    const record = await server.runtime.services.queue.get(task.task_id);
    expect(record?.payload).toEqual({
      tool: "video-link",
      url: `${originUrl}/clips/friday.mp4`,
      inputKeys: [],
      // Only the starter cancels (issue 40): the record keeps the secret's SHA-256, never the secret.
      cancelTokenSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const started = await convertWithKey(key);
    expect(started.statusCode, started.body).toBe(202);
    const converted = await expectGif(started.json().task_id, 20);

    // The upload was the task's input: it is deleted when the task ends (just after SUCCESS).
    const deadline = Date.now() + 10_000;
    while ((await server.runtime.services.store.stat(key)) !== null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const again = await convertWithKey(key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: "This upload has expired or was already used. Please upload the video again.",
      code: "upload-expired",
    });
    const gone = await server.app.inject({ method: "GET", url: `/api/upload/${key}` });
    expect(gone.statusCode).toBe(404);
    // Results are not uploads: GET /api/upload serves only stored uploads.
    const notAnUpload = await server.app.inject({
      method: "GET",
      url: `/api/upload/${converted.result?.gif}`,
    });
    expect(notAnUpload.statusCode).toBe(404);
  });

  it("an invalid option keeps the upload: the editor can fix the setting and send the same key", async () => {
    const { key } = await upload(`${originUrl}/clips/friday.mp4`);
    const refused = await convertWithKey(key, { contrast: "3" });
    expect(refused.json().error).toBe("Contrast must be between 0 and 2.0");
    const started = await convertWithKey(key);
    expect(started.statusCode).toBe(202);
    await expectGif(started.json().task_id, 20);
  });

  it("links are checked: extension and form at the call, content in the task, unknown key", async () => {
    const page = await startUpload(`${originUrl}/clips/page.html`);
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({
      // Issue 24: a web page is named as such, not as an unsupported file type.
      error:
        "This link is a web page, not a file. Link to the file itself (ending in .mp4, .webm, .avi...): right-click it on the page and copy its address.",
      code: "unsupported-file-type",
    });
    // The content is known only once downloaded: the task fails, and nothing is kept.
    const blobsBefore = await storedKeys();
    const playlist = await upload(`${originUrl}/clips/playlist.mp4`);
    expect(playlist.task).toMatchObject({ state: "FAILURE", code: "unsupported-file-type" });
    expect(playlist.key).toBeNull();
    expect(await storedKeys()).toEqual(blobsBefore);
    const missing = await startUpload("");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: "Enter the link of a video.", code: "missing-input" });
    const unknownKey = await convertWithKey("0123456789abcdef0123456789abcdef");
    expect(unknownKey.json().code).toBe("upload-expired");
    const notAKey = await convertWithKey("../../etc/passwd");
    expect(notAKey.json().code).toBe("upload-expired");
  });

  it("a YouTube link goes through yt-dlp with the fixed options, in the task: metadata first, then the download", async () => {
    const before = (await standIn.calls()).length;
    const { task, key, stored } = await upload(
      "https://www.youtube.com/watch?v=fridayclip&list=PL0&t=3",
    );
    expect(task.state, task.error ?? "").toBe("SUCCESS");
    expect(stored?.rawPayload.equals(await readFile(fixture("video/friday.mp4")))).toBe(true);
    const calls = (await standIn.calls()).slice(before);
    expect(calls).toHaveLength(2);
    const [info, fetch] = calls as [string[], string[]];
    for (const call of calls) {
      expect(call.slice(0, 10)).toEqual([
        "--ignore-config",
        "--use-extractors",
        "youtube",
        "--no-playlist",
        "--no-cache-dir",
        "--socket-timeout",
        "20",
        "--retries",
        "2",
        "--no-warnings",
      ]);
      expect(call.slice(-2)).toEqual([
        "--",
        "https://www.youtube.com/watch?v=fridayclip&list=PL0&t=3",
      ]);
    }
    expect(info).toContain("--dump-json");
    expect(fetch).not.toContain("--dump-json");
    expect(fetch[fetch.indexOf("--max-filesize") + 1]).toBe(String(maxUploadBytes));
    expect(fetch[fetch.indexOf("--match-filter") + 1]).toBe("!is_live & duration <= 600");
    expect(fetch[fetch.indexOf("--output") + 1]).toMatch(
      /\/youtube-[0-9a-f]{12}\/video\.%\(ext\)s$/,
    );

    const started = await convertWithKey(key);
    await expectGif(started.json().task_id, 20);
  });

  it("YouTube refusals: the link's form at the call (no yt-dlp); too long (before any download), live, unavailable, too large in the task", async () => {
    const before = (await standIn.calls()).length;
    const long = await upload("https://youtu.be/longlecture");
    expect(long.task).toMatchObject({
      state: "FAILURE",
      error: "This video is 1:00:00 long; YouTube videos can be up to 10 minutes long.",
      code: "youtube-too-long",
      // The limit for a page in another language (issue 38); error and code are the API's.
      error_values: { max_seconds: 600 },
    });
    const longCalls = (await standIn.calls()).slice(before);
    expect(longCalls).toHaveLength(1);
    expect(longCalls[0]).toContain("--dump-json");

    const live = await upload("https://m.youtube.com/watch?v=livenow");
    expect(live.task.code).toBe("youtube-live");
    const gone = await upload("https://www.youtube.com/shorts/nosuchvideo");
    expect(gone.task).toMatchObject({
      state: "FAILURE",
      error:
        "Could not get this YouTube video. It may be private, age-restricted, blocked in our region or removed.",
      code: "youtube-unavailable",
    });
    const big = await upload("https://youtube.com/watch?v=bigflower");
    expect(big.task).toMatchObject({
      state: "FAILURE",
      error: "File too large. The maximum file size is 1MB.",
      code: "file-too-large",
    });

    const callsBeforeRefusals = (await standIn.calls()).length;
    const playlist = await startUpload("https://www.youtube.com/playlist?list=PL123");
    expect(playlist.statusCode).toBe(400);
    expect(playlist.json().code).toBe("youtube-playlist");
    const lookAlike = await startUpload("https://www.youtube.com.evil.test/watch?v=fridayclip");
    expect(lookAlike.json().code).toBe("unsupported-file-type");
    const credentials = await startUpload("https://youtube.com@127.0.0.1/watch?v=fridayclip");
    expect(credentials.json().code).toBe("url-not-allowed");
    const otherPort = await startUpload("https://www.youtube.com:8443/watch?v=fridayclip");
    expect(otherPort.statusCode).toBe(400);
    expect((await standIn.calls()).length).toBe(callsBeforeRefusals);
  });

  it("POST /api/video-to-gif with a YouTube url: the worker downloads it with yt-dlp", async () => {
    const form = multipart(
      Object.entries({
        url: "https://youtu.be/rabbitclip",
        segments: JSON.stringify([{ start: 2, end: 4 }]),
        fps: "10",
        width: "160",
        height: "120",
      }).map(([name, value]) => ({ name, value })),
    );
    const started = await server.app.inject({ method: "POST", url: "/api/video-to-gif", ...form });
    expect(started.statusCode, started.body).toBe(202);
    await expectGif(started.json().task_id, 20);

    const refused = multipart([
      { name: "url", value: "https://www.youtube.com/playlist?list=PL1" },
    ]);
    const playlist = await server.app.inject({
      method: "POST",
      url: "/api/video-to-gif",
      ...refused,
    });
    expect(playlist.statusCode).toBe(400);
    expect(playlist.json().code).toBe("youtube-playlist");
  });

  it("an AVI the browser cannot play gets a browser-playable preview on the same timeline (a task); the conversion uses the original", async () => {
    const { started, task } = await preview([
      {
        name: "file",
        value: await readFile(aviPath),
        fileName: "friday.avi",
        contentType: "video/x-msvideo",
      },
    ]);
    expect(started.statusCode, started.body).toBe(202);
    expect(task?.state, task?.error ?? "").toBe("SUCCESS");
    const record = await server.runtime.services.queue.get(started.json().task_id);
    expect(record?.payload).toMatchObject({ tool: "video-preview", freshUpload: true });
    const mp4 = await download(server.app, task?.result?.mp4 as string);
    expect(mp4.response.headers["content-type"]).toBe("video/mp4");
    const previewPath = join(directory, "preview.mp4");
    await writeFile(previewPath, mp4.body);
    const probed = await ffprobeJson(previewPath);
    const video = probed.streams.find((stream) => stream.codec_type === "video");
    expect(video?.codec_name).toBe("h264");
    expect(video?.width).toBe(480);
    expect(video?.height).toBe(360);
    expect(
      probed.streams.some((stream) => stream.codec_type === "audio" && stream.codec_name === "aac"),
    ).toBe(true);
    expect(Math.abs(Number(probed.format.duration) - 6.166)).toBeLessThan(0.1);

    // The original is kept after the preview task (not deleted as its input).
    const key = task?.result?.upload_key as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toBe(task?.result?.mp4);
    const started2 = await convertWithKey(key, { width: "320", height: "240" });
    expect(started2.statusCode).toBe(202);
    const status = await expectGif(started2.json().task_id, 20);
    const { body } = await download(server.app, status.result?.gif as string);
    await writeFile(join(directory, "from-avi.gif"), body);
    // The original's full size was read: 320 × 240 from the 640 × 480 AVI, not from the preview.
    expect((await gifsicleInfo(join(directory, "from-avi.gif"))).width).toBe(320);
  });

  it("a preview by upload key (an MKV fetched from a link), and refusals", async () => {
    const fetched = await upload(`${originUrl}/clips/friday.mkv`);
    expect(fetched.task.state).toBe("SUCCESS");
    expect(fetched.stored?.headers["content-type"]).toBe("video/x-matroska");
    const { key } = fetched;
    const { started, task } = await preview([{ name: "upload_key", value: key }]);
    expect(started.statusCode, started.body).toBe(202);
    expect(task?.state, task?.error ?? "").toBe("SUCCESS");
    expect(task?.result?.upload_key).toBe(key);
    const mp4 = await download(server.app, task?.result?.mp4 as string);
    expect(mp4.body.subarray(4, 8).toString("latin1")).toBe("ftyp");
    // The upload is still there for the conversion.
    expect((await server.runtime.services.store.stat(key))?.role).toBe("input");

    const expired = await preview([
      { name: "upload_key", value: "ffffffffffffffffffffffffffffffff" },
    ]);
    expect(expired.started.statusCode).toBe(400);
    expect(expired.started.json().code).toBe("upload-expired");
    const notVideo = await preview([
      { name: "file", value: await readFile(fixture("gif/cogs.gif")), fileName: "cogs.avi" },
    ]);
    expect(notVideo.started.statusCode).toBe(400);
    expect(notVideo.started.json().error).toBe(
      "cogs.avi is not an AVI file: its content does not match its name.",
    );
  });

  it("the OpenAPI document describes the upload calls as tasks, GET /api/upload/{key} and upload_key", async () => {
    const document = (await server.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const path of ["/api/upload", "/api/video-preview"]) {
      const responses = document.paths[path].post.responses;
      expect(responses["202"].content["application/json"].schema.properties.task_id).toBeDefined();
      expect(responses["200"]).toBeUndefined();
    }
    expect(
      document.paths["/api/upload/{key}"].get.responses["200"].content["application/octet-stream"],
    ).toBeDefined();
    const status =
      document.paths["/api/task-status/{id}"].get.responses["200"].content["application/json"]
        .schema;
    expect(JSON.stringify(status)).toContain("upload_key");
    const body =
      document.paths["/api/video-to-gif"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining([
        "file",
        "url",
        "upload_key",
        "segments",
        "fps",
        "width",
        "height",
        "quality",
        "include_audio",
        "include_webp",
      ]),
    );
  });
});
