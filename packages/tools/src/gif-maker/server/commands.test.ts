import { describe, expect, it } from "vitest";
import { qualityLevels } from "../shared/options.ts";
import { buildEncodeFrames, buildFinishGif, loopArgument } from "./commands.ts";

describe("buildEncodeFrames", () => {
  it("reads raw RGB frames from stdin and writes a GIF with a palette per frame (High: 256 colours, Floyd-Steinberg)", () => {
    expect(
      buildEncodeFrames({ width: 660, height: 480 }, qualityLevels.high, "/work/encoded.gif"),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-s",
        "660x480",
        "-framerate",
        "100",
        "-i",
        "pipe:0",
        "-filter_complex",
        "[0:v]split[frames][forPalette];[forPalette]palettegen=stats_mode=single:max_colors=256[palette];[frames][palette]paletteuse=new=1:dither=floyd_steinberg",
        "-fps_mode",
        "passthrough",
        "-f",
        "gif",
        "-y",
        "/work/encoded.gif",
      ],
    });
  });

  it("maps each quality level to its colour count and dithering", () => {
    const filterOf = (level: keyof typeof qualityLevels) =>
      buildEncodeFrames({ width: 10, height: 10 }, qualityLevels[level], "/o.gif").args[13];
    expect(filterOf("low")).toContain("max_colors=64[palette]");
    expect(filterOf("low")).toMatch(/paletteuse=new=1:dither=bayer:bayer_scale=2$/);
    expect(filterOf("medium")).toContain("max_colors=128[palette]");
    expect(filterOf("medium")).toMatch(/dither=bayer:bayer_scale=3$/);
    expect(filterOf("ultra")).toContain("max_colors=256[palette]");
    expect(filterOf("ultra")).toMatch(/dither=sierra2_4a$/);
  });
});

describe("buildFinishGif", () => {
  it("sets each frame's delay, the loop block, -O3 and the lossy level", () => {
    expect(
      buildFinishGif("/work/encoded.gif", "/work/created.gif", {
        delaysCentiseconds: [50, 7, 6],
        plays: 3,
        lossy: 20,
      }),
    ).toEqual({
      binary: "gifsicle",
      args: [
        "-O3",
        "-Okeep-empty",
        "--lossy=20",
        "--loopcount=2",
        "/work/encoded.gif",
        "--delay",
        "50",
        "#0",
        "--delay",
        "7",
        "#1",
        "--delay",
        "6",
        "#2",
        "--output",
        "/work/created.gif",
      ],
    });
  });

  it("leaves lossy compression out when the level has none", () => {
    expect(
      buildFinishGif("/in.gif", "/out.gif", { delaysCentiseconds: [100], plays: 0, lossy: 0 }).args,
    ).toEqual([
      "-O3",
      "-Okeep-empty",
      "--loopcount=forever",
      "/in.gif",
      "--delay",
      "100",
      "#0",
      "--output",
      "/out.gif",
    ]);
  });
});

describe("loopArgument (total plays, DESIGN §2)", () => {
  it("0 loops forever, 1 writes no loop block, N writes N - 1 repetitions", () => {
    expect(loopArgument(0)).toBe("--loopcount=forever");
    expect(loopArgument(1)).toBe("--no-loopcount");
    expect(loopArgument(2)).toBe("--loopcount=1");
    expect(loopArgument(10)).toBe("--loopcount=9");
  });
});
