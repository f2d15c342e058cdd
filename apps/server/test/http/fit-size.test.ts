import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { TaskStatus } from "@gifkit/contracts";
import { targetSizeMessage } from "@gifkit/tools/shared/target-size";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/**
 * Fit under a size (issue 17 §1) through the HTTP API on real fixtures: the downloaded GIF is at
 * most the target and at least 85% of it, and `settings` says what it is (checked against the
 * GIF's own header with gifsicle). Targets are set from each input's plain result, so they are
 * below what the tool makes by itself and above the floors.
 */
describe("target_size_bytes", () => {
  let server: TestServer;
  let workDir: string;
  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "gifkit-fit-size-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function start(tool: string, files: string[], fields: Record<string, string>) {
    const form = multipart([
      ...(await Promise.all(
        files.map(async (path) => ({
          name: tool === "gif-maker" ? "files" : "file",
          value: await readFile(path),
          fileName: basename(path),
          contentType: "application/octet-stream",
        })),
      )),
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    return server.app.inject({ method: "POST", url: `/api/${tool}`, ...form });
  }

  /** Runs a task to its end; on SUCCESS, downloads the GIF. */
  async function run(tool: string, files: string[], fields: Record<string, string>) {
    const started = await start(tool, files, fields);
    expect(started.statusCode, started.body).toBe(202);
    const status = await waitForTask(server.app, started.json().task_id, 170_000);
    if (status.state !== "SUCCESS" || !status.result?.gif) return { status, path: null, bytes: 0 };
    const { body } = await download(server.app, status.result.gif);
    const path = join(workDir, `${tool}-${Object.values(fields).join("-").slice(0, 40)}.gif`);
    await writeFile(path, body);
    return { status, path, bytes: body.length };
  }

  const totalCentiseconds = (delays: number[]) => delays.reduce((sum, delay) => sum + delay, 0);

  /** The result fits, is within 15% of the target, and its settings match the GIF's header. */
  async function expectFitted(
    tool: string,
    files: string[],
    fields: Record<string, string>,
    targetBytes: number,
    plain: { frameCount: number; delays: number[] },
  ): Promise<TaskStatus> {
    const { status, path, bytes } = await run(tool, files, {
      ...fields,
      target_size_bytes: String(targetBytes),
    });
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    expect(bytes).toBeLessThanOrEqual(targetBytes);
    expect(bytes).toBeGreaterThanOrEqual(0.85 * targetBytes);
    expect(status.result?.sizes?.gif).toBe(bytes);
    const settings = status.result?.settings;
    expect(settings).toBeDefined();
    const info = await gifsicleInfo(path as string);
    expect({ width: info.width, height: info.height }).toEqual({
      width: settings?.width,
      height: settings?.height,
    });
    expect(settings?.colors).toBeGreaterThanOrEqual(32);
    expect(settings?.colors).toBeLessThanOrEqual(256);
    expect(settings?.lossy).toBeGreaterThanOrEqual(0);
    // Dropped frames give their time to the kept ones: the length stays (within rounding).
    expect(
      Math.abs(totalCentiseconds(info.delaysCentiseconds) - totalCentiseconds(plain.delays)),
    ).toBeLessThanOrEqual(2);
    if (settings?.fps === undefined) {
      expect(info.frameCount).toBe(plain.frameCount);
    } else {
      const seconds = totalCentiseconds(info.delaysCentiseconds) / 100;
      expect(settings.fps).toBeGreaterThanOrEqual(5);
      expect(Math.abs(info.frameCount / seconds - settings.fps)).toBeLessThan(0.6);
    }
    return status;
  }

  async function plainRun(tool: string, files: string[], fields: Record<string, string>) {
    const { status, path, bytes } = await run(tool, files, fields);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    expect(status.result?.settings).toBeUndefined();
    const info = await gifsicleInfo(path as string);
    return { bytes, frameCount: info.frameCount, delays: info.delaysCentiseconds };
  }

  it("Video to GIF: a 3 s clip of rabbit320.webm fits under 55% and 25% of its plain size", async () => {
    const files = [fixture("video/rabbit320.webm")];
    const fields = {
      segments: JSON.stringify([{ start: 1, end: 4 }]),
      width: "320",
      height: "240",
      fps: "10",
    };
    const plain = await plainRun("video-to-gif", files, fields);
    for (const fraction of [0.55, 0.25]) {
      const status = await expectFitted(
        "video-to-gif",
        files,
        fields,
        Math.round(plain.bytes * fraction),
        plain,
      );
      // Video to GIF always says the frame rate it used.
      expect(status.result?.settings?.fps).toBeGreaterThanOrEqual(5);
    }
  });

  // Issue 24, "fit fills the budget": no size or rate sent, a target set: the fit starts from the
  // video's own size and rate (1080 × 1920 at 10 fps within the 1,920 × 1,080 limit: 608 × 1080),
  // not from the 312 × 554 a plain conversion of this clip gets, which makes under 0.85 of 1 MiB.
  it("Video to GIF: no size sent, the portrait clip fills a 1 MiB target from its own 608 × 1080, upright", async () => {
    const files = [fixture("video/flower-portrait.mp4")];
    const targetBytes = 1024 * 1024;
    const plain = await plainRun("video-to-gif", files, {});
    expect(plain.bytes).toBeLessThan(0.85 * targetBytes);
    const status = await expectFitted("video-to-gif", files, {}, targetBytes, plain);
    const settings = status.result?.settings;
    expect(settings?.height).toBeGreaterThan(settings?.width ?? Number.POSITIVE_INFINITY);
    expect(Math.abs((settings?.width ?? 0) / (settings?.height ?? 1) - 1080 / 1920)).toBeLessThan(
      0.01,
    );
    expect(settings?.width).toBeGreaterThan(312);
  });

  it("GIF Maker: two photos with a crossfade fit under 50% of their plain size", async () => {
    const files = [fixture("image/elephant-660-480.jpg"), fixture("image/4.webp")];
    const fields = {
      width: "330",
      height: "240",
      transition_type: "crossfade",
      transition_steps: "6",
      frame_duration: "400",
    };
    const plain = await plainRun("gif-maker", files, fields);
    await expectFitted("gif-maker", files, fields, Math.round(plain.bytes * 0.5), plain);
  });

  it("Optimize: classroom.gif (1.1 MB) fits under 700 KB and 300 KB", async () => {
    const files = [fixture("gif/classroom.gif")];
    const info = await gifsicleInfo(files[0] as string);
    const plain = { frameCount: info.frameCount, delays: info.delaysCentiseconds };
    for (const targetBytes of [700 * 1024, 300 * 1024]) {
      await expectFitted("optimize", files, {}, targetBytes, plain);
    }
  });

  it("Resize: classroom.gif and the transparent iss634.gif fit inside their box under 50% of the plain resize", async () => {
    for (const [name, box] of [
      ["gif/classroom.gif", "400"],
      ["gif/iss634.gif", "200"],
    ] as const) {
      const files = [fixture(name)];
      const fields = { width: box, height: box };
      const plain = await plainRun("resize", files, fields);
      const status = await expectFitted(
        "resize",
        files,
        fields,
        Math.max(10 * 1024, Math.round(plain.bytes * 0.5)),
        plain,
      );
      expect(status.result?.settings?.width).toBeLessThanOrEqual(Number(box));
      expect(status.result?.settings?.height).toBeLessThanOrEqual(Number(box));
    }
  });

  it("fails with target-size-unreachable naming the smallest size when even the floors are too large", async () => {
    const { status } = await run("optimize", [fixture("gif/classroom.gif")], {
      target_size_bytes: String(10 * 1024),
    });
    expect(status.state).toBe("FAILURE");
    expect(status.error_code).toBe("target-size-unreachable");
    // classroom.gif's floors: 178×100 px (its shorter side at 100), 5 fps, 32 colours.
    expect(status.error).toMatch(
      /^The smallest GIF we could make is \d+ KB \(178×100 px, 5 fps, 32 colors\), above your 10 KB target\. (Shorten the GIF to about \d+ s|Use a much shorter GIF) or choose a larger size\.$/,
    );
  });

  // Issue 30, an honest floor: on a GIF of small patches (the true-colour build-up: 48 tiles of
  // 50×25, each with its own palette) the floors' attempt (267×100 px, through the engine's whole
  // frames, 12,376 bytes) is larger than 32 colours and lossy at full size (one gifsicle pass over
  // the patches, 11,896 bytes): the message names that one, which a 12 KB target then gets.
  it("names the smallest size really made, the full-size quality floor when it is smaller", async () => {
    const files = [fixture("gif/truecolor-buildup.gif")];
    const unreachable = await run("optimize", files, { target_size_bytes: String(10 * 1024) });
    expect(unreachable.status.state).toBe("FAILURE");
    expect(unreachable.status.error_code).toBe("target-size-unreachable");
    expect(unreachable.status.error).toMatch(
      // 11,896 bytes when colours and lossy moved together; 11 KB since colours fall first at
      // lossy 20 (issue 27): the same full-size floor either way, never the 267×100 one.
      /^The smallest GIF we could make is 1[12] KB \(400×150 px, [\d.]+ fps, 32 colors\), above your 10 KB target\. /,
    );
  });

  it("refuses a target that is not a whole number of bytes from 10 KB, naming the field", async () => {
    for (const value of ["5", "abc"]) {
      const response = await start("optimize", [fixture("gif/cogs.gif")], {
        target_size_bytes: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(targetSizeMessage);
      expect(targetSizeMessage).toMatch(/^Target size must be/);
    }
  });
});
