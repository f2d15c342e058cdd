import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Destination, gifDestinations } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { runGifTool } from "../helpers/gif-tool-task.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Each sticker and emoji destination that takes a GIF, applied as the editors apply a preset
 * (the size box capped to the destination's sides, `target_size_bytes` its byte limit), makes a
 * result that meets every limit of the destination, from iss634.gif (245×245, 42 frames, 2.83 s).
 */
const stickerAndEmojiIds = [
  "discord-emoji",
  "discord-sticker",
  "slack-emoji",
  "twitch-animated-emote",
] as const;

describe("sticker and emoji presets through Resize", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-sticker-presets-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("the GIF presets are exactly the destinations without another format", () => {
    const ids = gifDestinations.map((destination) => destination.id);
    for (const id of stickerAndEmojiIds) expect(ids).toContain(id);
    expect(ids).not.toContain("telegram-video-sticker");
    expect(ids).not.toContain("whatsapp-animated-sticker");
  });

  for (const id of stickerAndEmojiIds) {
    it(`${id}: every limit met`, async () => {
      const destination = gifDestinations.find((entry) => entry.id === id) as Destination;
      const width = destination.max_width as number;
      const height = destination.max_height as number;
      const result = await runGifTool(
        server,
        "resize",
        fixture("gif/iss634.gif"),
        {
          width: String(width),
          height: String(height),
          maintain_aspect_ratio: "true",
          target_size_bytes: String(destination.max_bytes),
        },
        dir,
        `${id}.gif`,
      );
      expect(result.start.statusCode, result.start.body).toBe(202);
      expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
      const outputPath = result.outputPath as string;
      expect((await stat(outputPath)).size).toBeLessThanOrEqual(destination.max_bytes);
      const info = await gifsicleInfo(outputPath);
      // A square clip fitted into a square box: exactly the destination's sides.
      expect([info.width, info.height]).toEqual([width, height]);
      if (destination.max_frames !== undefined) {
        expect(info.frameCount).toBeLessThanOrEqual(destination.max_frames);
      }
      if (destination.max_duration_seconds !== undefined) {
        const seconds =
          info.delaysCentiseconds.reduce((sum, delay) => sum + (delay < 2 ? 10 : delay), 0) / 100;
        expect(seconds).toBeLessThanOrEqual(destination.max_duration_seconds);
      }
    });
  }
});
