import { describe, expect, it } from "vitest";
import { buildGifsicleReverse } from "./commands.ts";

describe("reverse commands", () => {
  it("unoptimises, clears every frame, selects frames back to front and keeps empty frames", () => {
    expect(buildGifsicleReverse("/w/in.gif", "/w/out.gif")).toEqual({
      binary: "gifsicle",
      args: [
        "--unoptimize",
        "--disposal",
        "background",
        "/w/in.gif",
        "#-1-0",
        "-O2",
        "-Okeep-empty",
        "--output",
        "/w/out.gif",
      ],
    });
  });
});
