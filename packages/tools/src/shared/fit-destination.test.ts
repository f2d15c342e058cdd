import { type Destination, destinations, isDestinationChangeId } from "@gifkit/contracts";
import { describe, expect, it } from "vitest";
import { destinationPlan, padFilters } from "./fit-destination.ts";

const byId = (id: string) => destinations.find((entry) => entry.id === id) as Destination;

/** 72 frames of 8 cs: 5.76 s at 12.5 fps, 240 × 180. */
const clip = { width: 240, height: 180, delaysCentiseconds: Array<number>(72).fill(8) };

describe("destinationPlan", () => {
  it("Discord sticker: cut to the first 5 s, the size kept (inside 320 × 320)", () => {
    const plan = destinationPlan(byId("discord-sticker"), clip);
    // 62 frames of 8 cs = 4.96 s; a 63rd would be 5.04 s.
    expect(plan.frames).toHaveLength(62);
    expect(plan.frames?.every((frame, index) => frame.index === index)).toBe(true);
    expect(plan.frames?.every((frame) => frame.delayCentiseconds === 8)).toBe(true);
    expect(plan.picture).toBeNull();
    expect(plan.canvas).toBeNull();
    expect([plan.width, plan.height]).toEqual([240, 180]);
    expect(plan.changes).toEqual([
      "Cut to the first 4.96 s of 5.76 s (Discord sticker: at most 5 seconds).",
    ]);
    // The same change for a page in another language: numbers in their units, the id not the name.
    expect(plan.changeDetails).toEqual([
      {
        id: "cut-to-seconds",
        values: {
          kept_seconds: 4.96,
          total_seconds: 5.76,
          limit_seconds: 5,
          destination: "discord-sticker",
        },
      },
    ]);
  });

  it("Twitch: 60 of 72 frames kept evenly with the time of the dropped ones, and an exact 112 × 112 box", () => {
    const plan = destinationPlan(byId("twitch-animated-emote"), clip);
    expect(plan.frames).toHaveLength(60);
    const total = (plan.frames ?? []).reduce((sum, frame) => sum + frame.delayCentiseconds, 0);
    expect(total).toBe(72 * 8);
    expect(plan.picture).toEqual({ width: 112, height: 84 });
    expect(plan.canvas).toEqual({ width: 112, height: 112 });
    expect([plan.width, plan.height]).toEqual([112, 112]);
    expect(plan.changes).toEqual([
      "Kept 60 of 72 frames (Twitch animated emote: at most 60 frames).",
      "Scaled to 112 × 84 px and centered on a transparent 112 × 112 px canvas (Twitch animated emote: exactly 112 × 112 px).",
    ]);
    expect(plan.changeDetails).toEqual([
      {
        id: "kept-frames",
        values: {
          kept_frames: 60,
          total_frames: 72,
          limit_frames: 60,
          destination: "twitch-animated-emote",
        },
      },
      {
        id: "centered-on-canvas",
        values: {
          width_px: 112,
          height_px: 84,
          box_width_px: 112,
          box_height_px: 112,
          destination: "twitch-animated-emote",
        },
      },
    ]);
  });

  it("an exact box enlarges a smaller GIF; a square one needs no canvas", () => {
    const plan = destinationPlan(byId("twitch-animated-emote"), {
      width: 56,
      height: 56,
      delaysCentiseconds: [10, 10],
    });
    expect(plan.picture).toEqual({ width: 112, height: 112 });
    expect(plan.canvas).toBeNull();
    expect(plan.frames).toBeNull();
    expect(plan.changes).toEqual([
      "Enlarged to 112 × 112 px (Twitch animated emote: exactly 112 × 112 px).",
    ]);
    expect(plan.changeDetails).toEqual([
      {
        id: "enlarged-exact",
        values: {
          width_px: 112,
          height_px: 112,
          box_width_px: 112,
          box_height_px: 112,
          destination: "twitch-animated-emote",
        },
      },
    ]);
  });

  it("an at-most box only shrinks, keeping the shape, rounding down", () => {
    expect(destinationPlan(byId("discord-emoji"), clip).picture).toEqual({
      width: 128,
      height: 96,
    });
    expect(destinationPlan(byId("discord-emoji"), { ...clip, width: 100, height: 50 })).toEqual({
      frames: null,
      picture: null,
      canvas: null,
      width: 100,
      height: 50,
      changes: [],
      changeDetails: [],
    });
    expect(destinationPlan(byId("discord-emoji"), clip).changeDetails).toEqual([
      {
        id: "made-smaller-within",
        values: {
          width_px: 128,
          height_px: 96,
          box_width_px: 128,
          box_height_px: 128,
          destination: "discord-emoji",
        },
      },
    ]);
    // X: 1280 × 1080 at most; 1500 × 1500 becomes 1080 × 1080.
    expect(
      destinationPlan(byId("x"), { width: 1500, height: 1500, delaysCentiseconds: [5] }).picture,
    ).toEqual({ width: 1080, height: 1080 });
  });

  it("each change has one detail, in the same order; every id is of the list", () => {
    for (const destination of destinations) {
      for (const gif of [clip, { width: 2000, height: 90, delaysCentiseconds: [1, 900] }]) {
        const plan = destinationPlan(destination, gif);
        expect(plan.changeDetails).toHaveLength(plan.changes.length);
        for (const change of plan.changeDetails) {
          expect(isDestinationChangeId(change.id)).toBe(true);
          expect(change.values.destination).toBe(destination.id);
          // No Infinity or NaN: JSON would write null.
          for (const value of Object.values(change.values))
            if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
        }
      }
    }
  });

  it("a first frame longer than the limit is shortened to it", () => {
    const plan = destinationPlan(byId("discord-sticker"), {
      width: 100,
      height: 100,
      delaysCentiseconds: [800, 10],
    });
    expect(plan.frames).toEqual([{ index: 0, delayCentiseconds: 500 }]);
  });

  it("counts a delay under 2 cs as the 10 cs browsers show", () => {
    // 60 frames of 1 cs play for 6 s in a browser: cut to 50.
    const plan = destinationPlan(byId("discord-sticker"), {
      width: 100,
      height: 100,
      delaysCentiseconds: Array<number>(60).fill(1),
    });
    expect(plan.frames).toHaveLength(50);
  });

  it("a frame-rate limit drops frames evenly (Telegram: 30 fps)", () => {
    const plan = destinationPlan(byId("telegram-video-sticker"), {
      width: 512,
      height: 256,
      delaysCentiseconds: Array<number>(100).fill(2),
    });
    // 2 s at 50 fps → 60 frames at 30 fps, one side exactly 512 already.
    expect(plan.frames).toHaveLength(60);
    expect(plan.picture).toBeNull();
    expect(plan.changes).toEqual([
      "Kept 60 of 100 frames (Telegram video sticker: at most 30 frames a second).",
    ]);
    expect(plan.changeDetails).toEqual([
      {
        id: "kept-frames-per-second",
        values: {
          kept_frames: 60,
          total_frames: 100,
          limit_frames_per_second: 30,
          destination: "telegram-video-sticker",
        },
      },
    ]);
  });
});

describe("padFilters", () => {
  it("centres the picture on a fully transparent canvas", () => {
    expect(padFilters({ width: 112, height: 84 }, { width: 112, height: 112 })).toEqual([
      "format=rgba",
      "pad=112:112:0:14:color=black@0",
    ]);
  });
});
