import { describe, expect, it } from "vitest";
import { buildGifsicleCut } from "./commands.ts";

describe("cut commands", () => {
  it("from the first frame copies the selected frames as stored", () => {
    expect(buildGifsicleCut("/w/in.gif", "/w/out.gif", { firstIndex: 0, lastIndex: 9 })).toEqual({
      binary: "gifsicle",
      args: ["/w/in.gif", "#0-9", "--output", "/w/out.gif"],
    });
  });

  it("from a later frame unoptimises, selects, re-optimises and keeps empty frames", () => {
    expect(buildGifsicleCut("/w/in.gif", "/w/out.gif", { firstIndex: 4, lastIndex: 4 })).toEqual({
      binary: "gifsicle",
      args: ["--unoptimize", "/w/in.gif", "#4-4", "-O2", "-Okeep-empty", "--output", "/w/out.gif"],
    });
  });
});
