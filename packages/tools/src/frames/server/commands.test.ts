import { describe, expect, it } from "vitest";
import { buildGifsicleSelectFrames, frameSelection, keepsStoredOrder } from "./commands.ts";

describe("Edit frames commands", () => {
  it("names runs of consecutive frames as ranges, anything else frame by frame", () => {
    expect(frameSelection([0, 1, 2, 3])).toEqual(["#0-3"]);
    expect(frameSelection([0, 2, 4])).toEqual(["#0", "#2", "#4"]);
    expect(frameSelection([3, 2, 1])).toEqual(["#3", "#2", "#1"]);
    expect(frameSelection([5, 0, 0, 1, 2, 7, 8])).toEqual(["#5", "#0", "#0-2", "#7-8"]);
    expect(frameSelection([4])).toEqual(["#4"]);
  });

  it("knows when the output is the input's first frames in their order", () => {
    expect(keepsStoredOrder([0, 1, 2])).toBe(true);
    expect(keepsStoredOrder([0])).toBe(true);
    expect(keepsStoredOrder([1, 2])).toBe(false);
    expect(keepsStoredOrder([0, 0, 1])).toBe(false);
    expect(keepsStoredOrder([0, 2])).toBe(false);
  });

  it("as stored: the selection alone, no unoptimising, no optimiser", () => {
    expect(buildGifsicleSelectFrames("/w/in.gif", "/w/out.gif", [0, 1, 2], "as-stored")).toEqual({
      binary: "gifsicle",
      args: ["/w/in.gif", "#0-2", "--output", "/w/out.gif"],
    });
  });

  it("stand-alone frames: copied in the new order and cleared after they show", () => {
    expect(buildGifsicleSelectFrames("/w/in.gif", "/w/out.gif", [2, 0, 0], "stand-alone")).toEqual({
      binary: "gifsicle",
      args: ["--disposal", "background", "/w/in.gif", "#2", "#0", "#0", "--output", "/w/out.gif"],
    });
  });

  it("otherwise: whole pictures first, cleared, selected, re-optimised keeping identical frames", () => {
    expect(
      buildGifsicleSelectFrames("/w/in.gif", "/w/out.gif", [4, 0, 1, 1], "unoptimized"),
    ).toEqual({
      binary: "gifsicle",
      args: [
        "--unoptimize",
        "--disposal",
        "background",
        "/w/in.gif",
        "#4",
        "#0-1",
        "#1",
        "-O2",
        "-Okeep-empty",
        "--output",
        "/w/out.gif",
      ],
    });
  });
});
