import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { tools } from "@gifkit/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BinaryPaths, runCommand } from "../src/media/run-command.ts";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../test/helpers/test-server.ts";
import {
  expectNothingLeft,
  finishedTask,
  neighbourTaskSucceeds,
  postFile,
  postForm,
  storedBlobs,
} from "./helpers/corpus.ts";
import { hlsPlaylist, onePixelPng, svgWithScript, zipArchive } from "./helpers/hostile-files.ts";
import { startCanary } from "./helpers/observe.ts";

const run = promisify(execFile);
const binaries = { ffmpeg: "ffmpeg", ffprobe: "ffprobe" } as BinaryPaths;
const neverAborted = new AbortController().signal;
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/**
 * Type by content, and ffmpeg confined to local files and an allow-list of demuxers (reliability
 * R1.4, R2.1, R2.2, R4.2): playlists, concat scripts and filter sources cannot reach the network
 * or another user's files, even when a file gets past the content check.
 */
describe("file types and ffmpeg isolation", () => {
  let server: TestServer;
  let scratch: string;
  let victimSegment: string;
  let canary: Awaited<ReturnType<typeof startCanary>>;

  beforeAll(async () => {
    server = await startTestServer();
    canary = await startCanary();
    scratch = await mkdtemp(join(tmpdir(), "gifkit-hostile-ffmpeg-"));
    // Another user's file on the same disk, with an extension the HLS demuxer would accept.
    victimSegment = join(scratch, "other-user", "secret.ts");
    await run("mkdir", ["-p", join(scratch, "other-user")]);
    await run("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=64x48:rate=10",
      "-t",
      "1",
      "-f",
      "mpegts",
      "-y",
      victimSegment,
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await canary?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  async function expectUnsupported(path: string, file: Buffer, fileName: string, message: string) {
    const blobsBefore = storedBlobs(server);
    const response = await postForm(server, path, [
      {
        name: path === "/api/gif-maker" ? "files" : "file",
        value: file,
        fileName,
        contentType: "image/gif",
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: "unsupported-file-type" });
    await expectNothingLeft(server, blobsBefore);
  }

  it("a PNG renamed .gif is refused by its content", async () => {
    await expectUnsupported(
      "/api/reverse",
      onePixelPng,
      "picture.gif",
      "picture.gif is not a GIF file: its content does not match its name.",
    );
  });

  it("a ZIP archive renamed .gif", async () => {
    await expectUnsupported(
      "/api/resize",
      zipArchive(),
      "archive.gif",
      "archive.gif is not a GIF file: its content does not match its name.",
    );
  });

  it("an SVG with a script and an XXE entity, named .png (GIF Maker takes images)", async () => {
    await expectUnsupported(
      "/api/gif-maker",
      svgWithScript,
      "evil.png",
      "evil.png is not a PNG file: its content does not match its name.",
    );
  });

  it("an HTML page named .gif and sent as image/gif", async () => {
    await expectUnsupported(
      "/api/reverse",
      Buffer.from("<!doctype html><script>alert(1)</script>"),
      "page.gif",
      "page.gif is not a GIF file: its content does not match its name.",
    );
  });

  it("a double extension (.gif.php) is refused by name", async () => {
    await expectUnsupported(
      "/api/reverse",
      await readFile(fixture("gif/cogs.gif")),
      "cogs.gif.php",
      "Unsupported file type: cogs.gif.php. Allowed: GIF, WEBP, APNG, MNG, AVIF, WEBM",
    );
  });

  it("an HLS playlist named .mp4 pointing at a loopback server: 400 at upload, the server is never contacted", async () => {
    const hitsBefore = canary.hits();
    await expectUnsupported(
      "/api/video-to-gif",
      hlsPlaylist(`http://127.0.0.1:${canary.port}/internal-admin.ts`),
      "clip.mp4",
      "clip.mp4 is not an MP4 file: its content does not match its name.",
    );
    await settle();
    expect(canary.hits()).toBe(hitsBefore);
  });

  it("an HLS playlist named .mp4 pointing at another user's file: 400 at upload", async () => {
    await expectUnsupported(
      "/api/video-to-gif",
      hlsPlaylist(victimSegment),
      "clip.mp4",
      "clip.mp4 is not an MP4 file: its content does not match its name.",
    );
  });

  it("past the content check, the same playlist is refused by ffmpeg's demuxer allow-list (and the unguarded command would leak the other file)", async () => {
    const playlist = join(scratch, "upload.mp4");
    await writeFile(playlist, hlsPlaylist(victimSegment));
    // Control: ffmpeg with only the protocol allow-list reads the other user's file.
    const leaked = join(scratch, "leaked.png");
    await run("ffmpeg", [
      "-v",
      "error",
      "-nostdin",
      "-protocol_whitelist",
      "file,pipe",
      "-i",
      playlist,
      "-frames:v",
      "1",
      "-y",
      leaked,
    ]);
    expect(existsSync(leaked)).toBe(true);
    // Our runner adds the demuxer allow-list before every input.
    const output = join(scratch, "ours.png");
    const error = await runCommand(
      { binary: "ffmpeg", args: ["-v", "error", "-i", playlist, "-frames:v", "1", "-y", output] },
      binaries,
      { signal: neverAborted },
    ).catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(/Format not on whitelist/);
    expect(existsSync(output)).toBe(false);
    const probe = await runCommand(
      { binary: "ffprobe", args: ["-v", "error", "-show_streams", playlist] },
      binaries,
      { signal: neverAborted },
    ).catch((caught: Error) => caught);
    expect((probe as Error).message).toMatch(/Format not on whitelist/);
  });

  it("past the content check, a whole Video to GIF task on a loopback playlist fails cleanly and reaches nothing", async () => {
    const hitsBefore = canary.hits();
    const blobsBefore = storedBlobs(server);
    const path = join(scratch, "network.mp4");
    await writeFile(path, hlsPlaylist(`http://127.0.0.1:${canary.port}/internal-admin.ts`));
    // Straight into the queue, as if the upload check had been fooled.
    const stored = await server.runtime.services.store.putFile(path, {
      contentType: "video/mp4",
      downloadName: "network.mp4",
      role: "input",
      taskId: null,
    });
    const record = await server.runtime.services.queue.submit(
      {
        tool: "video-to-gif",
        options: tools["video-to-gif"].defaults,
        inputKeys: [stored.key],
        inputUrls: [],
      },
      "203.0.113.9",
    );
    const status = await finishedTask(server, record.id);
    expect(status.state).toBe("FAILURE");
    expect(status.result).toBeNull();
    await settle();
    expect(canary.hits()).toBe(hitsBefore);
    await expectNothingLeft(server, blobsBefore);
  });

  it("an ffconcat script naming /etc/passwd: refused at upload, and by the allow-list even when forced with -f concat", async () => {
    const script = Buffer.from("ffconcat version 1.0\nfile /etc/passwd\n");
    await expectUnsupported(
      "/api/video-to-gif",
      script,
      "list.mp4",
      "list.mp4 is not an MP4 file: its content does not match its name.",
    );
    const path = join(scratch, "list.txt");
    await writeFile(path, script);
    const error = await runCommand(
      { binary: "ffmpeg", args: ["-f", "concat", "-safe", "0", "-i", path, "-f", "null", "-"] },
      binaries,
      { signal: neverAborted },
    ).catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(/Format not on whitelist/);
  });

  it("a lavfi movie= source (which opens any path) cannot be used as an input", async () => {
    const error = await runCommand(
      {
        binary: "ffmpeg",
        args: ["-f", "lavfi", "-i", `movie=${victimSegment}`, "-f", "null", "-"],
      },
      binaries,
      { signal: neverAborted },
    ).catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(/Format not on whitelist/);
  });

  it("a URL whose body is a playlist (named .mp4): the task fails by content, the playlist's target is never contacted", async () => {
    const target = await startCanary();
    const host = await startCanary((_request, response) => {
      response.writeHead(200, { "content-type": "video/mp4" });
      response.end(hlsPlaylist(`http://127.0.0.1:${target.port}/internal-admin.ts`));
    });
    try {
      const blobsBefore = storedBlobs(server);
      const start = await postForm(server, "/api/video-to-gif", [
        { name: "url", value: `http://127.0.0.1:${host.port}/clip.mp4` },
      ]);
      expect(start.statusCode).toBe(202);
      const status = await finishedTask(server, start.json().task_id);
      expect(status.state).toBe("FAILURE");
      expect(status.error).toBe(
        `The file at http://127.0.0.1:${host.port}/clip.mp4 is not an MP4 file: its content does not match its name.`,
      );
      expect(host.hits()).toBe(1);
      await settle();
      expect(target.hits()).toBe(0);
      await expectNothingLeft(server, blobsBefore);
    } finally {
      await host.close();
      await target.close();
    }
  });

  it('a file named "../../etc/passwd\\u0000.gif" is stored under a random key, never by its name', async () => {
    const blobsBefore = storedBlobs(server);
    const start = await postFile(
      server,
      "/api/reverse",
      await readFile(fixture("gif/cogs.gif")),
      "../../etc/passwd\u0000.gif",
    );
    expect(start.statusCode).toBe(202);
    const status = await finishedTask(server, start.json().task_id);
    expect(status.state).toBe("SUCCESS");
    // The input is deleted just after the final state is written: wait for it (up to 2 s).
    const added = () => storedBlobs(server).filter((key) => !blobsBefore.includes(key));
    await expect.poll(added, { timeout: 2_000 }).toEqual([status.result?.gif]);
    expect(status.result?.gif).toMatch(/^[0-9a-f]{32}$/);
    await neighbourTaskSucceeds(server);
  });
});
