import { describe, expect, it } from "vitest";
import { buildGifsicleRotateFlip, gifsicleFlipFor } from "./commands.ts";

describe("rotate commands", () => {
  it("rotates clockwise with one flag", () => {
    expect(buildGifsicleRotateFlip("/w/in.gif", "/w/out.gif", { angle: 90, flip: "none" })).toEqual(
      {
        binary: "gifsicle",
        args: ["--rotate-90", "/w/in.gif", "--output", "/w/out.gif"],
      },
    );
    expect(
      buildGifsicleRotateFlip("/w/in.gif", "/w/out.gif", { angle: 270, flip: "none" }).args,
    ).toEqual(["--rotate-270", "/w/in.gif", "--output", "/w/out.gif"]);
  });

  it("flips alone without a rotation flag", () => {
    expect(
      buildGifsicleRotateFlip("/w/in.gif", "/w/out.gif", { angle: 0, flip: "horizontal" }).args,
    ).toEqual(["--flip-horizontal", "/w/in.gif", "--output", "/w/out.gif"]);
    expect(
      buildGifsicleRotateFlip("/w/in.gif", "/w/out.gif", { angle: 0, flip: "vertical" }).args,
    ).toEqual(["--flip-vertical", "/w/in.gif", "--output", "/w/out.gif"]);
  });

  it("hands gifsicle the other axis after a quarter turn (it flips before it rotates)", () => {
    expect(
      buildGifsicleRotateFlip("/w/in.gif", "/w/out.gif", { angle: 90, flip: "horizontal" }).args,
    ).toEqual(["--rotate-90", "--flip-vertical", "/w/in.gif", "--output", "/w/out.gif"]);
    expect(
      buildGifsicleRotateFlip("/w/in.gif", "/w/out.gif", { angle: 270, flip: "vertical" }).args,
    ).toEqual(["--rotate-270", "--flip-horizontal", "/w/in.gif", "--output", "/w/out.gif"]);
  });

  it("keeps the axis with 0 and 180 degrees, which commute with both flips", () => {
    expect(
      buildGifsicleRotateFlip("/w/in.gif", "/w/out.gif", { angle: 180, flip: "horizontal" }).args,
    ).toEqual(["--rotate-180", "--flip-horizontal", "/w/in.gif", "--output", "/w/out.gif"]);
    expect(gifsicleFlipFor(0, "vertical")).toBe("vertical");
    expect(gifsicleFlipFor(180, "vertical")).toBe("vertical");
    expect(gifsicleFlipFor(90, "none")).toBe("none");
  });
});
