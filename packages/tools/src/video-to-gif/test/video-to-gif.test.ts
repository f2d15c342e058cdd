import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { TaskStatus } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { ffprobeJson, gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";
import {
  gifFramesRgb,
  lumaStatistics,
  meanAbsoluteDifference,
  remux,
  videoFrameAt,
  webpInfo,
} from "../../../../../apps/server/test/helpers/video-media.ts";

interface Converted {
  status: TaskStatus;
  gifPath: string;
  mp4Path: string | null;
  webpPath: string | null;
}

describe("Video to GIF through the HTTP API", () => {
  let server: TestServer;
  let workDirectory: string;
  const remuxed: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    workDirectory = await mkdtemp(join(tmpdir(), "gifkit-video-test-"));
    for (const container of ["avi", "mkv", "mov", "flv", "wmv"] as const) {
      remuxed[container] = await remux(fixture("video/friday.mp4"), container, workDirectory);
    }
  });
  afterAll(async () => {
    await server?.close();
    await rm(workDirectory, { recursive: true, force: true });
  });

  async function start(videoPath: string, fields: Record<string, string>) {
    const form = multipart([
      {
        name: "file",
        value: await readFile(videoPath),
        fileName: basename(videoPath),
        contentType: "application/octet-stream",
      },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    return server.app.inject({ method: "POST", url: "/api/video-to-gif", ...form });
  }

  let outputCounter = 0;
  async function convert(videoPath: string, fields: Record<string, string>): Promise<Converted> {
    const started = await start(videoPath, fields);
    expect(started.statusCode, started.body).toBe(202);
    const status = await waitForTask(server.app, started.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const prefix = join(workDirectory, `out-${outputCounter++}`);
    const save = async (
      key: string | undefined,
      extension: string,
      expectedName: string,
      expectedType: string,
    ) => {
      if (!key) return null;
      const { response, body } = await download(server.app, key);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe(expectedType);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="${expectedName}"`,
      );
      const path = `${prefix}.${extension}`;
      await writeFile(path, body);
      return path;
    };
    const gifPath = await save(status.result?.gif, "gif", "converted.gif", "image/gif");
    expect(gifPath).not.toBeNull();
    return {
      status,
      gifPath: gifPath as string,
      mp4Path: await save(status.result?.mp4, "mp4", "converted.mp4", "video/mp4"),
      webpPath: await save(status.result?.webp, "webp", "converted.webp", "image/webp"),
    };
  }

  const gifSeconds = (delays: number[]) => delays.reduce((sum, delay) => sum + delay, 0) / 100;

  it("joins two segments of friday.mp4: duration is the sum within one frame, requested size and fps; MP4 with audio and WebP", async () => {
    const segments = [
      { start: 0.5, end: 2 },
      { start: 3, end: 5.5 },
    ];
    const { status, gifPath, mp4Path, webpPath } = await convert(fixture("video/friday.mp4"), {
      segments: JSON.stringify(segments),
      fps: "15",
      width: "320",
      height: "240",
      quality: "medium",
      include_audio: "true",
      include_webp: "true",
    });
    expect(status.progress).toBe(100);
    expect(status.result?.hasAudio).toBe(true);

    const gif = await gifsicleInfo(gifPath);
    expect([gif.width, gif.height]).toEqual([320, 240]);
    expect(gif.loop).toBe("forever");
    // 4.0 s at 15 fps: 60 frames, each shown 1/15 s (6 or 7 centiseconds, carried so the sum stays right).
    expect(Math.abs(gif.frameCount - 60)).toBeLessThanOrEqual(1);
    expect(new Set(gif.delaysCentiseconds)).toEqual(new Set([6, 7]));
    expect(Math.abs(gifSeconds(gif.delaysCentiseconds) - 4)).toBeLessThanOrEqual(1 / 15);

    // The cut: frame 22 (1.47 s) is still the first segment (source 1.97 s), frame 23 (1.53 s)
    // is the second one's start (source 3.03 s).
    const frames = await gifFramesRgb(gifPath, 320, 240);
    const endOfFirst = await videoFrameAt(fixture("video/friday.mp4"), 0.5 + 22 / 15, 320, 240);
    const startOfSecond = await videoFrameAt(fixture("video/friday.mp4"), 3 + 1 / 30, 320, 240);
    const frame22 = frames[22] as Buffer;
    const frame23 = frames[23] as Buffer;
    expect(meanAbsoluteDifference(frame22, endOfFirst)).toBeLessThan(
      meanAbsoluteDifference(frame22, startOfSecond),
    );
    expect(meanAbsoluteDifference(frame23, startOfSecond)).toBeLessThan(
      meanAbsoluteDifference(frame23, endOfFirst),
    );

    const mp4 = await ffprobeJson(mp4Path as string);
    const mp4Video = mp4.streams.find((stream) => stream.codec_type === "video");
    const mp4Audio = mp4.streams.find((stream) => stream.codec_type === "audio");
    expect(mp4Video?.codec_name).toBe("h264");
    expect([mp4Video?.width, mp4Video?.height]).toEqual([320, 240]);
    expect(mp4Audio?.codec_name).toBe("aac");
    expect(Math.abs(Number(mp4.format.duration) - 4)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(Number(mp4Audio?.duration) - 4)).toBeLessThanOrEqual(0.1);

    const webp = await webpInfo(webpPath as string);
    expect(webp.format).toBe("webp");
    expect(webp.frameCount).toBe(gif.frameCount);
    expect([webp.width, webp.height]).toEqual([320, 240]);
    expect(webp.loop).toBe(0);
    const webpSeconds = webp.delaysMs.reduce((sum, delay) => sum + delay, 0) / 1000;
    expect(Math.abs(webpSeconds - 4)).toBeLessThanOrEqual(1 / 15);
  });

  it("odd frame rate, no audio stream (bottle-detection.mp4): 24 fps GIF of the joined length, MP4 without an audio stream", async () => {
    const { status, gifPath, mp4Path } = await convert(fixture("video/bottle-detection.mp4"), {
      segments: JSON.stringify([
        { start: 20, end: 21.5 },
        { start: 5.2, end: 6.7 },
      ]),
      fps: "24",
      width: "320",
      height: "180",
      quality: "low",
      include_audio: "true",
    });
    expect(status.result?.hasAudio).toBe(false);
    const gif = await gifsicleInfo(gifPath);
    expect([gif.width, gif.height]).toEqual([320, 180]);
    expect(Math.abs(gif.frameCount - 72)).toBeLessThanOrEqual(1);
    // 24 fps: every delay is 4 or 5 centiseconds (1/24 s = 4.17 cs, rounding carried).
    expect(gif.delaysCentiseconds.every((delay) => delay === 4 || delay === 5)).toBe(true);
    expect(Math.abs(gifSeconds(gif.delaysCentiseconds) - 3)).toBeLessThanOrEqual(1 / 24);

    const mp4 = await ffprobeJson(mp4Path as string);
    expect(mp4.streams.map((stream) => stream.codec_type)).toEqual(["video"]);
    expect(Math.abs(Number(mp4.format.duration) - 3)).toBeLessThanOrEqual(0.1);
  });

  it("the MP4 has an audio stream exactly when the source has one: flower.mp4 (silent AAC track) and rabbit320.webm (Vorbis)", async () => {
    for (const name of ["flower.mp4", "rabbit320.webm"]) {
      const { status, mp4Path } = await convert(fixture(`video/${name}`), {
        segments: JSON.stringify([{ start: 1, end: 2.5 }]),
        fps: "10",
        width: "160",
        height: "120",
        include_audio: "true",
      });
      expect(status.result?.hasAudio, name).toBe(true);
      const mp4 = await ffprobeJson(mp4Path as string);
      expect(
        mp4.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort(),
        name,
      ).toEqual(["audio:aac", "video:h264"]);
      expect(Math.abs(Number(mp4.format.duration) - 1.5), name).toBeLessThanOrEqual(0.1);
    }
  });

  it("the WebP is animated with the same frame count as the GIF (rabbit320.webm, high quality)", async () => {
    const { gifPath, webpPath } = await convert(fixture("video/rabbit320.webm"), {
      segments: JSON.stringify([{ start: 2, end: 5 }]),
      fps: "10",
      width: "240",
      height: "180",
      quality: "high",
      include_webp: "true",
    });
    const gif = await gifsicleInfo(gifPath);
    const webp = await webpInfo(webpPath as string);
    expect(gif.frameCount).toBe(30);
    expect(webp.frameCount).toBe(gif.frameCount);
    expect(webp.delaysMs.every((delay) => delay === 100)).toBe(true);
  });

  for (const container of ["avi", "mkv", "mov", "flv", "wmv"]) {
    it(`reads friday.mp4 remuxed into ${container} (demuxer chosen by content): cuts at 0 s and 3.5 s land on the right frames`, async () => {
      // A segment from 0 (AVI and FLV seeking is wrong near the start: the input is read from
      // its beginning there) and one after a seek.
      const { gifPath, mp4Path } = await convert(remuxed[container] as string, {
        segments: JSON.stringify([
          { start: 0, end: 1 },
          { start: 3.5, end: 4.5 },
        ]),
        fps: "10",
        width: "200",
        height: "150",
        include_audio: "true",
      });
      const gif = await gifsicleInfo(gifPath);
      expect([gif.width, gif.height]).toEqual([200, 150]);
      expect(gif.frameCount).toBe(20);
      expect(gifSeconds(gif.delaysCentiseconds)).toBeCloseTo(2, 5);
      const frames = await gifFramesRgb(gifPath, 200, 150);
      const nearStart = await videoFrameAt(fixture("video/friday.mp4"), 0.1, 200, 150);
      const afterSeek = await videoFrameAt(fixture("video/friday.mp4"), 3.55, 200, 150);
      const first = frames[0] as Buffer;
      const eleventh = frames[10] as Buffer;
      expect(meanAbsoluteDifference(first, nearStart)).toBeLessThan(
        meanAbsoluteDifference(first, afterSeek),
      );
      expect(meanAbsoluteDifference(eleventh, afterSeek)).toBeLessThan(
        meanAbsoluteDifference(eleventh, nearStart),
      );
      const mp4 = await ffprobeJson(mp4Path as string);
      expect(mp4.streams.map((stream) => stream.codec_type).sort()).toEqual(["audio", "video"]);
      expect(Math.abs(Number(mp4.format.duration) - 2)).toBeLessThanOrEqual(0.1);
    });
  }

  it("brightness and contrast measurably change mean luma and its spread", async () => {
    const luma = async (brightness: string, contrast: string) => {
      const { gifPath } = await convert(fixture("video/friday.mp4"), {
        segments: JSON.stringify([{ start: 2, end: 3 }]),
        fps: "10",
        width: "160",
        height: "120",
        brightness,
        contrast,
      });
      return lumaStatistics(gifPath);
    };
    const neutral = await luma("0", "1");
    const brighter = await luma("0.3", "1");
    const darker = await luma("-0.3", "1");
    const moreContrast = await luma("0", "1.8");
    const lessContrast = await luma("0", "0.4");
    expect(brighter.mean).toBeGreaterThan(neutral.mean + 30);
    expect(darker.mean).toBeLessThan(neutral.mean - 30);
    expect(moreContrast.standardDeviation).toBeGreaterThan(neutral.standardDeviation * 1.3);
    expect(lessContrast.standardDeviation).toBeLessThan(neutral.standardDeviation * 0.6);
  });

  it("reports real progress while it runs, rising to 100", async () => {
    const started = await start(fixture("video/bottle-detection.mp4"), {
      segments: JSON.stringify([{ start: 0, end: 12 }]),
      fps: "15",
      width: "480",
      height: "270",
      quality: "high",
    });
    expect(started.statusCode).toBe(202);
    const taskId = started.json().task_id as string;
    const seen: number[] = [];
    for (;;) {
      const status = (
        await server.app.inject({ method: "GET", url: `/api/task-status/${taskId}` })
      ).json() as TaskStatus;
      seen.push(status.progress);
      if (status.state === "SUCCESS" || status.state === "FAILURE") {
        expect(status.state, status.error ?? "").toBe("SUCCESS");
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const intermediate = seen.filter((percent) => percent > 5 && percent < 95);
    expect(intermediate.length).toBeGreaterThan(1);
    for (let index = 1; index < seen.length; index++)
      expect(seen[index]).toBeGreaterThanOrEqual(seen[index - 1] as number);
    expect(seen.at(-1)).toBe(100);
  });

  describe("the spec's server messages", () => {
    const cases: [string, Record<string, string>, string][] = [
      ["bad JSON", { segments: "[{start: 1" }, "Invalid segments JSON"],
      ["empty list", { segments: "[]" }, "Segments must be a non-empty list"],
      ["not a list", { segments: '{"start":0,"end":1}' }, "Segments must be a non-empty list"],
      [
        "text times",
        { segments: '[{"start":"0","end":"2"}]' },
        "Each segment must have numeric start and end",
      ],
      ["end before start", { segments: '[{"start":3,"end":2}]' }, "Invalid segment timing"],
      ["negative start", { segments: '[{"start":-0.5,"end":2}]' }, "Invalid segment timing"],
      ["brightness 1.5", { brightness: "1.5" }, "Brightness must be between -1.0 and 1.0"],
      ["contrast 2.5", { contrast: "2.5" }, "Contrast must be between 0 and 2.0"],
    ];
    for (const [label, fields, message] of cases) {
      it(`${label}: 400 '${message}'`, async () => {
        const response = await start(fixture("video/friday.mp4"), fields);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: message, code: "invalid-options" });
      });
    }

    it("a segment past the end of the video fails the task with 'Segment exceeds video length'", async () => {
      const started = await start(fixture("video/friday.mp4"), {
        segments: JSON.stringify([
          { start: 0, end: 2 },
          { start: 5, end: 7.5 },
        ]),
      });
      expect(started.statusCode).toBe(202);
      const status = await waitForTask(server.app, started.json().task_id);
      expect(status.state).toBe("FAILURE");
      expect(status.error).toBe("Segment exceeds video length");
      expect(status.result).toBeNull();
    });

    it("limits are named: 60 s in total, 600 frames, 300 megapixels, 1920 × 1080", async () => {
      const expectations: [Record<string, string>, RegExp][] = [
        [
          {
            segments: JSON.stringify([
              { start: 0, end: 35 },
              { start: 36, end: 62 },
            ]),
            fps: "10",
          },
          /add up to 61\.0 seconds; the limit is 60 seconds in total/,
        ],
        [
          { segments: JSON.stringify([{ start: 0, end: 25 }]), fps: "30" },
          /750 frames; the limit is 600 frames/,
        ],
        [
          {
            segments: JSON.stringify([{ start: 0, end: 10 }]),
            fps: "24",
            width: "1280",
            height: "720",
          },
          /1280 × 720 × 240 frames is 221 megapixels/,
        ],
        [
          {
            segments: JSON.stringify([{ start: 0, end: 12 }]),
            fps: "15",
            width: "1920",
            height: "1080",
          },
          /the limit is 300 megapixels \(width × height × frames\)/,
        ],
        [{ width: "2560" }, /the output limit is 1920 × 1080/],
      ];
      for (const [fields, pattern] of expectations.slice(0, 2).concat(expectations.slice(3))) {
        const response = await start(fixture("video/friday.mp4"), fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().error).toMatch(pattern);
      }
      // 221 megapixels is within the limit: that one is accepted (and then fails on the 6 s video).
      const accepted = await start(
        fixture("video/friday.mp4"),
        expectations[2]?.[0] as Record<string, string>,
      );
      expect(accepted.statusCode).toBe(202);
      const status = await waitForTask(server.app, accepted.json().task_id);
      expect(status.error).toBe("Segment exceeds video length");
    });

    it("an HLS playlist named clip.mp4 is refused by content before any ffmpeg runs", async () => {
      const playlist = Buffer.from(
        "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:9/secret.ts\n#EXT-X-ENDLIST\n",
      );
      const form = multipart([
        { name: "file", value: playlist, fileName: "clip.mp4", contentType: "video/mp4" },
      ]);
      const response = await server.app.inject({
        method: "POST",
        url: "/api/video-to-gif",
        ...form,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("unsupported-file-type");
    });
  });
});
