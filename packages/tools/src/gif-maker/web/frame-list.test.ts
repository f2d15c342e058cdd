import { describe, expect, it } from "vitest";
import { gifMakerDefaults, gifMakerOptionsSchema } from "../shared/options.ts";
import {
  checkImageFiles,
  checkImageUrls,
  fileItem,
  frameFileName,
  importFrames,
  moveItem,
  readDefaultFrameDuration,
  readFrameDuration,
  selectedCountText,
  splitUrls,
  startFields,
  urlItem,
} from "./frame-list.ts";
import { nextPosition, previewDelayMs } from "./preview-timing.ts";

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name);

describe("moveItem", () => {
  it("moves an image and says so with 1-based numbers", () => {
    expect(moveItem(["a", "b", "c", "d"], 1, 2)).toEqual({
      items: ["a", "c", "b", "d"],
      announcement: "Moved image 2 to position 3",
    });
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual({
      items: ["c", "a", "b"],
      announcement: "Moved image 3 to position 1",
    });
  });

  it("refuses moves past either end", () => {
    expect(moveItem(["a", "b"], 0, -1)).toBeNull();
    expect(moveItem(["a", "b"], 1, 2)).toBeNull();
    expect(moveItem(["a", "b"], 1, 1)).toBeNull();
  });
});

describe("durations and counts", () => {
  it("clamps a frame's own duration to 50-5000 ms; blank uses the default", () => {
    expect(readFrameDuration("")).toBeNull();
    expect(readFrameDuration("20")).toBe(50);
    expect(readFrameDuration("800")).toBe(800);
    expect(readFrameDuration("9000")).toBe(5000);
  });

  it("keeps the default frame duration at 100-2000 ms in steps of 50", () => {
    expect(readDefaultFrameDuration(40)).toBe(100);
    expect(readDefaultFrameDuration(730)).toBe(750);
    expect(readDefaultFrameDuration(2600)).toBe(2000);
  });

  it("counts the selection", () => {
    expect(selectedCountText(5)).toBe("5 images selected");
    expect(selectedCountText(1)).toBe("1 image selected");
    expect(selectedCountText(0)).toBe("0 images selected");
  });
});

describe("adding files and links on the preview screen", () => {
  it("uses the upload screen's messages", () => {
    expect(checkImageFiles([file("a.png"), file("notes.txt")], 0)).toBe(
      "Unsupported file type: notes.txt. Allowed: JPG, JPEG, PNG, GIF, WEBP, APNG, HEIC, HEIF, MNG, JP2, AVIF, JXL, BMP, PDF",
    );
    expect(checkImageFiles([file("a.heic")], 99)).toBeNull();
    expect(checkImageFiles([file("a.heic"), file("b.jxl")], 99)).toBe(
      "A GIF can be made from at most 100 images; this would be 101.",
    );
    expect(splitUrls(" https://a.test/1.png,\n\nhttps://a.test/2.jpg , ")).toEqual([
      "https://a.test/1.png",
      "https://a.test/2.jpg",
    ]);
    expect(checkImageUrls(["https://a.test/1.png", "https://a.test/2.jpg"], 0)).toBeNull();
    expect(checkImageUrls(["https://a.test/page.html"], 0)).toBe(
      "Unsupported file type for this tool. Allowed: jpg, jpeg, png, gif, webp, apng, heic, heif, mng, jp2, avif, jxl, bmp, pdf",
    );
    expect(
      checkImageUrls(["https://a.test/1.png", "ftp://a.test/2.png", "https://a.test/x"], 0),
    ).toBe(
      "Unsupported URLs: ftp://a.test/2.png, https://a.test/x. Allowed: jpg, jpeg, png, gif, webp, apng, heic, heif, mng, jp2, avif, jxl, bmp, pdf",
    );
  });
});

describe("startFields", () => {
  it("sends files and links in list order with an order the server reads back", () => {
    const items = [
      urlItem("https://a.test/x.png"),
      fileItem(file("b.jpg")),
      fileItem(file("c.heic")),
      urlItem("https://a.test/y.pdf"),
    ];
    items[1] = { ...(items[1] as (typeof items)[number]), durationMs: 800, effect: "fade" };
    const fields = startFields(items, {
      ...gifMakerDefaults,
      transition_type: "crossfade",
      transition_steps: 8,
    });
    expect((fields.files as File[]).map((entry) => entry.name)).toEqual(["b.jpg", "c.heic"]);
    expect(fields.urls).toEqual(["https://a.test/x.png", "https://a.test/y.pdf"]);
    expect(fields.order).toBe('["url:0","file:0","file:1","url:1"]');
    const options = gifMakerOptionsSchema.parse(
      Object.fromEntries(
        Object.entries(fields).filter(([name]) => name !== "files" && name !== "urls"),
      ),
    );
    expect(options).toMatchObject({
      frame_durations: [null, 800, null, null],
      effects: ["none", "fade", "none", "none"],
      frame_duration: 500,
      transition_type: "crossfade",
      transition_steps: 8,
      loop_count: 0,
      quality_level: "high",
    });
  });
});

describe("live preview timing", () => {
  it("divides each duration by the speed, never under 20 ms", () => {
    expect(previewDelayMs(500, 1)).toBe(500);
    expect(previewDelayMs(500, 2)).toBe(250);
    expect(previewDelayMs(500, 0.5)).toBe(1000);
    expect(previewDelayMs(30, 2)).toBe(20);
  });

  it("loops forever at 0 and stops on the last frame after N plays", () => {
    expect(nextPosition({ index: 2, plays: 7 }, 3, 0)).toEqual({ index: 0, plays: 8 });
    expect(nextPosition({ index: 0, plays: 0 }, 3, 2)).toEqual({ index: 1, plays: 0 });
    expect(nextPosition({ index: 2, plays: 0 }, 3, 2)).toEqual({ index: 0, plays: 1 });
    expect(nextPosition({ index: 2, plays: 1 }, 3, 2)).toBeNull();
  });
});

describe("importFrames (Import all frames)", () => {
  const frames = (delaysMs: number[]) =>
    delaysMs.map((delayMs, index) => ({ file: file(frameFileName("cat.gif", index)), delayMs }));

  it("puts one image per frame in the animation's place, each with its delay as browsers play it", () => {
    const items = [fileItem(file("a.jpg")), fileItem(file("cat.gif")), fileItem(file("b.png"))];
    const result = importFrames(items, 1, frames([0, 10, 70, 120, 9000]));
    expect(result.problem).toBeNull();
    expect(result.items?.map((item) => item.name)).toEqual([
      "a.jpg",
      "cat-frame-001.png",
      "cat-frame-002.png",
      "cat-frame-003.png",
      "cat-frame-004.png",
      "cat-frame-005.png",
      "b.png",
    ]);
    // 0 and 10 ms play as 100 ms; 70 and 120 stay; 9 s is GIF Maker's longest, 5 s.
    expect(result.items?.map((item) => item.durationMs)).toEqual([
      null,
      100,
      100,
      70,
      120,
      5000,
      null,
    ]);
    expect(new Set(result.items?.map((item) => item.id)).size).toBe(7);
  });

  it("refuses when the list would pass the image limit, naming the numbers", () => {
    const items = Array.from({ length: 60 }, (_, index) => fileItem(file(`${index}.png`)));
    items[3] = fileItem(file("long.gif"));
    // 59 other images and 41 frames: exactly the limit.
    expect(importFrames(items, 3, frames(Array(41).fill(50))).items).toHaveLength(100);
    expect(importFrames(items, 3, frames(Array(42).fill(50)))).toEqual({
      items: null,
      problem:
        "long.gif has 42 frames: a GIF can be made from at most 100 images, and this would be 101. Keep it as one image that plays its frames, or cut it first.",
    });
  });
});
