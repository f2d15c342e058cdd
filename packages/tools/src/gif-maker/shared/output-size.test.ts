import { describe, expect, it } from "vitest";
import { outputSize, readSizeRequest, sizeFields } from "./output-size.ts";

describe("GIF Maker output size", () => {
  const portrait = { width: 1200, height: 1800 };
  it("is the first image's size, scaled down (never up) to 2000 px", () => {
    expect(outputSize(portrait, {})).toEqual(portrait);
    expect(outputSize({ width: 4000, height: 3000 }, {})).toEqual({ width: 2000, height: 1500 });
  });
  it("is both sides as asked, or one side with the other following the first image", () => {
    expect(outputSize(portrait, { width: 480, height: 480 })).toEqual({ width: 480, height: 480 });
    expect(outputSize(portrait, { width: 480 })).toEqual({ width: 480, height: 720 });
    expect(outputSize(portrait, { height: 300 })).toEqual({ width: 200, height: 300 });
  });
  it("reports a followed side over the limit as it is (the server refuses it)", () => {
    expect(outputSize(portrait, { width: 2000 })).toEqual({ width: 2000, height: 3000 });
  });
  it("reads the editor's choice: presets, typed sides, the server's messages", () => {
    const messages = { width: "bad width", height: "bad height" };
    const typed = (width: string, height: string) => ({ width, height });
    expect(readSizeRequest("first", typed("9", "9"), messages)).toEqual({
      requested: {},
      problem: null,
    });
    expect(readSizeRequest("640", typed("", ""), messages).requested).toEqual({ width: 640 });
    expect(readSizeRequest("square", typed("", ""), messages).requested).toEqual({
      width: 480,
      height: 480,
    });
    expect(readSizeRequest("custom", typed(" 300 ", ""), messages)).toEqual({
      requested: { width: 300 },
      problem: null,
    });
    expect(readSizeRequest("custom", typed("300", "2001"), messages).problem).toBe("bad height");
    expect(readSizeRequest("custom", typed("1.5", "20"), messages).problem).toBe("bad width");
    expect(sizeFields({ width: 300 })).toEqual({ width: "300" });
  });
});
