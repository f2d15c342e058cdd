import { describe, expect, it } from "vitest";
import {
  buildExtractOverlayFrames,
  overlayFilter,
  overlayInput,
  overlaySequenceLinks,
} from "./commands.ts";

describe("overlay commands", () => {
  it("extracts the overlay's frames as RGBA PNGs", () => {
    expect(
      buildExtractOverlayFrames("/w/logo.gif", "/w/frames", 3, { width: 40, height: 30 }),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-i",
        "/w/logo.gif",
        "-vf",
        "format=rgba,premultiply=inplace=1,scale=40:30:flags=lanczos,unpremultiply=inplace=1",
        "-fps_mode",
        "passthrough",
        "-frames:v",
        "3",
        "-pix_fmt",
        "rgba",
        "-y",
        "/w/frames/overlay-%05d.png",
      ],
    });
  });

  it("links one overlay frame per GIF frame", () => {
    expect(overlaySequenceLinks([0, 0, 1])).toEqual([
      { target: "overlay-00001.png", link: "sequence-00001.png" },
      { target: "overlay-00001.png", link: "sequence-00002.png" },
      { target: "overlay-00002.png", link: "sequence-00003.png" },
    ]);
  });

  it("applies opacity only below 1", () => {
    expect(overlayInput("/w/frames", 0.5)).toEqual({
      path: "/w/frames/sequence-%05d.png",
      inputOptions: ["-f", "image2", "-pattern_type", "sequence"],
      filters: ["format=rgba", "colorchannelmixer=aa=0.5"],
    });
    expect(overlayInput("/w/l", 1).filters).toEqual(["format=rgba"]);
  });

  it("draws on frame numbers, never times", () => {
    expect(overlayFilter({ x: -3, y: 7 }, { first: 2, last: 9 })).toBe(
      "[in1]overlay=x=-3:y=7:format=rgb:enable='between(n,2,9)'",
    );
  });
});
