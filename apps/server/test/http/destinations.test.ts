import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The places issue 17 names, each with a limit from its own documentation. */
const requiredIds = [
  "discord",
  "slack",
  "x",
  "github",
  "reddit",
  "email",
  "fast-web-page",
  // Stickers and emoji (issue 27).
  "discord-emoji",
  "discord-sticker",
  "slack-emoji",
  "telegram-video-sticker",
  "telegram-video-emoji",
  "whatsapp-animated-sticker",
  "twitch-animated-emote",
];

describe("GET /api/destinations", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_STATUS_PER_MINUTE: "5" } });
  });
  afterAll(() => server?.close());

  it("answers every destination with valid, sourced limits and a cache header", async () => {
    const response = await server.app.inject({ url: "/api/destinations" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const { destinations } = response.json();
    expect(destinations.map((destination: { id: string }) => destination.id)).toEqual(requiredIds);
    for (const destination of destinations) {
      expect(Object.keys(destination).sort()).toEqual(
        expect.arrayContaining([
          "converts_to_video",
          "id",
          "max_bytes",
          "name",
          "note",
          "read_on",
          "source",
        ]),
      );
      expect(Number.isInteger(destination.max_bytes)).toBe(true);
      expect(destination.max_bytes).toBeGreaterThanOrEqual(10 * 1024);
      expect(new URL(destination.source).protocol).toBe("https:");
      expect(destination.read_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(destination.note.length).toBeGreaterThan(20);
      for (const side of ["max_width", "max_height"]) {
        if (side in destination) expect(Number.isInteger(destination[side])).toBe(true);
      }
      // A platform that turns GIFs into video must say so and point to a better format.
      if (destination.converts_to_video) expect(destination.note).toMatch(/MP4|WebP/);
    }
    const byId = Object.fromEntries(
      destinations.map((destination: { id: string }) => [destination.id, destination]),
    );
    // Spot checks against the documented numbers (see packages/contracts/src/destinations.ts).
    expect(byId.discord.max_bytes).toBe(10 * 1024 * 1024);
    expect(byId.x).toMatchObject({
      max_bytes: 15_000_000,
      max_width: 1280,
      max_height: 1080,
      converts_to_video: true,
    });
    expect(byId.github.max_bytes).toBe(10_000_000);
    expect(byId.reddit).toMatchObject({ max_bytes: 100_000_000, converts_to_video: true });
    expect(byId.email.max_bytes).toBe(25_000_000);
    expect(byId["fast-web-page"].max_bytes).toBe(100 * 1024);
    expect(byId["discord-sticker"]).toMatchObject({
      kind: "sticker",
      max_bytes: 512_000,
      max_width: 320,
      max_height: 320,
      max_duration_seconds: 5,
    });
    expect(byId["telegram-video-sticker"]).toMatchObject({
      format: "webm",
      max_bytes: 256_000,
      max_width: 512,
      max_height: 512,
      sides: "one-side-exact",
      max_duration_seconds: 3,
      max_frames_per_second: 30,
    });
    expect(byId["whatsapp-animated-sticker"]).toMatchObject({
      format: "webp",
      max_bytes: 500 * 1024,
      sides: "exact",
      max_duration_seconds: 10,
    });
    expect(byId["twitch-animated-emote"]).toMatchObject({ max_frames: 60, sides: "exact" });
  });

  it("is in the OpenAPI document with its response schema", async () => {
    const response = await server.app.inject({ url: "/api/openapi.yaml" });
    expect(response.statusCode).toBe(200);
    const operation = parse(response.body).paths["/api/destinations"].get;
    const schema = operation.responses["200"].content["application/json"].schema;
    expect(schema.required).toEqual(["destinations"]);
    const item = schema.properties.destinations.items;
    expect(item.properties.max_bytes.type).toBe("integer");
    expect(item.properties.source.format).toBe("uri");
    expect(item.required).toEqual(
      expect.arrayContaining(["id", "name", "max_bytes", "note", "source", "read_on"]),
    );
    expect(item.required).not.toContain("max_width");
  });

  it("is rate-limited like the other reads", async () => {
    // The limit is 5 a minute for this server, and the tests above used 1 (the OpenAPI document
    // is not rate-limited); use a fresh address so the count starts at zero.
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await server.app.inject({
        url: "/api/destinations",
        remoteAddress: "203.0.113.7",
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().code).toBe("rate-limited");
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
