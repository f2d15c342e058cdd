import { describe, expect, it } from "vitest";
import { buildGifsicleKeepFrames } from "./commands.ts";

describe("speed commands", () => {
  it("unoptimises, clears every frame, selects the kept frames in order and keeps them all", () => {
    expect(buildGifsicleKeepFrames("/w/in.gif", [0, 10, 20], "/w/out.gif")).toEqual({
      binary: "gifsicle",
      args: [
        "--unoptimize",
        "--disposal",
        "background",
        "/w/in.gif",
        "#0",
        "#10",
        "#20",
        "-O2",
        "-Okeep-empty",
        "--output",
        "/w/out.gif",
      ],
    });
  });
});
