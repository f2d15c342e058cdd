import { readFile } from "node:fs/promises";
import { readZipEntries, storedEntryBytes } from "@gifkit/tools/shared/zip-entries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { multipart, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * POST /api/destinations-pack (issue 37) with the real binaries: one GIF made for four places in
 * one call, given back as one ZIP with a file per place, each meeting its place's limits (bytes,
 * sides, format), and a README line per place saying what it meets and what was changed.
 */
const loop = await readFile(fixture("gif/animated-loop-3.gif"));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const gifSize = (bytes: Uint8Array) => {
  const buffer = Buffer.from(bytes);
  return {
    signature: buffer.subarray(0, 6).toString("latin1"),
    width: buffer.readUInt16LE(6),
    height: buffer.readUInt16LE(8),
  };
};

describe("POST /api/destinations-pack", () => {
  it("one GIF for Discord, Slack emoji, a Twitch emote and a Telegram video sticker: one ZIP, a README line each", async () => {
    const form = multipart([
      { name: "file", value: loop, fileName: "loop.gif", contentType: "image/gif" },
      {
        name: "destinations",
        value: "discord,slack-emoji,twitch-animated-emote,telegram-video-sticker",
      },
    ]);
    const started = await server.app.inject({
      method: "POST",
      url: "/api/destinations-pack",
      ...form,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { batch_id: batchId, task_ids: taskIds } = started.json();
    expect(taskIds).toHaveLength(4);

    const deadline = Date.now() + 60_000;
    let status = (await server.app.inject({ url: `/api/batch/${batchId}` })).json();
    while (status.state === "RUNNING" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await server.app.inject({ url: `/api/batch/${batchId}` })).json();
    }
    expect(status.counts, JSON.stringify(status.tasks)).toMatchObject({ succeeded: 4 });

    const zip = await server.app.inject({ url: `/api/batch/${batchId}/zip` });
    expect(zip.statusCode, zip.body).toBe(200);
    const entries = readZipEntries(zip.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      "discord.gif",
      "slack-emoji.gif",
      "twitch-animated-emote.gif",
      "telegram-video-sticker.webm",
      "README.txt",
    ]);
    const bytesOf = (name: string) =>
      storedEntryBytes(zip.rawPayload, entries.find((entry) => entry.name === name) as never);
    // Discord limits only bytes: the 370 × 285 GIF goes as it is.
    expect(gifSize(bytesOf("discord.gif"))).toMatchObject({ width: 370, height: 285 });
    // Slack emoji: inside 128 × 128 and under 128 KB.
    const slack = gifSize(bytesOf("slack-emoji.gif"));
    expect(Math.max(slack.width, slack.height)).toBe(128);
    expect(bytesOf("slack-emoji.gif").length).toBeLessThanOrEqual(128_000);
    // Twitch: exactly 112 × 112 (centred on a transparent canvas).
    expect(gifSize(bytesOf("twitch-animated-emote.gif"))).toMatchObject({
      signature: "GIF89a",
      width: 112,
      height: 112,
    });
    // Telegram: a WebM (EBML header), under 256 KB.
    const webm = Buffer.from(bytesOf("telegram-video-sticker.webm"));
    expect(webm.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    expect(webm.length).toBeLessThanOrEqual(256_000);

    const readme = Buffer.from(bytesOf("README.txt")).toString("utf8");
    const lines = readme.split("\n\n").slice(1);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^discord\.gif for Discord \(discord\): meets at most 10 MiB, GIF\. [\d,]+ bytes \(the input: 7,757\), 370 × 285 px\. Changed: nothing\.$/,
    );
    expect(lines[1]).toContain(
      "slack-emoji.gif for Slack emoji (slack-emoji): meets at most 125 KiB, at most 128 × 128 px",
    );
    expect(lines[2]).toContain("exactly 112 × 112 px");
    expect(lines[2]).not.toContain("Changed: nothing");
    expect(lines[3]).toContain("Made as WEBM, the format Telegram video sticker takes.");
  });

  it("refuses a destination it cannot make, naming the ones it can", async () => {
    const form = multipart([
      { name: "file", value: loop, fileName: "loop.gif", contentType: "image/gif" },
      { name: "destinations", value: JSON.stringify(["discord", "myspace"]) },
    ]);
    const refused = await server.app.inject({
      method: "POST",
      url: "/api/destinations-pack",
      ...form,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("unknown-destination");
    expect(refused.json().error).toMatch(
      /^myspace is not a destination a pack can make: choose from discord, /,
    );
  });
});
