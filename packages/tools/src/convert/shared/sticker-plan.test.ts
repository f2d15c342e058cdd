import { destinations } from "@gifkit/contracts";
import { describe, expect, it } from "vitest";
import { planSticker, stickerCutMessage } from "./sticker-plan.ts";

const telegram = (id: string) => destinations.find((entry) => entry.id === id)!;

describe("planSticker", () => {
  it("Telegram video sticker: the longer side exactly 512 (scaled up or down), at most 3 s, 30 fps", () => {
    expect(
      planSticker(
        { width: 370, height: 285, durationSeconds: 42 },
        telegram("telegram-video-sticker"),
      ),
    ).toEqual({
      width: 512,
      height: 394,
      canvasWidth: 512,
      canvasHeight: 394,
      framesPerSecond: 30,
      keptSeconds: 3,
      cut: true,
    });
    expect(
      planSticker(
        { width: 600, height: 1200, durationSeconds: 2 },
        telegram("telegram-video-sticker"),
      ),
    ).toMatchObject({ width: 256, height: 512, keptSeconds: 2, cut: false });
  });

  it("Telegram animated emoji: the picture inside an exact 100 × 100 canvas", () => {
    expect(
      planSticker(
        { width: 370, height: 285, durationSeconds: 1 },
        telegram("telegram-video-emoji"),
      ),
    ).toMatchObject({ width: 100, height: 77, canvasWidth: 100, canvasHeight: 100 });
  });

  it("says what a cut keeps, and nothing when nothing is cut", () => {
    const destination = telegram("telegram-video-sticker");
    const long = planSticker({ width: 512, height: 512, durationSeconds: 42 }, destination);
    expect(stickerCutMessage(long, destination.name)).toBe(
      "Telegram video sticker takes at most 3 seconds: only the first 3 seconds are used.",
    );
    const short = planSticker({ width: 512, height: 512, durationSeconds: 2.5 }, destination);
    expect(stickerCutMessage(short, destination.name)).toBeNull();
  });
});
