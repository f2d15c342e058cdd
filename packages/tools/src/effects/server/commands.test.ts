import { describe, expect, it } from "vitest";
import {
  buildGifsicleGrayColormap,
  buildGifsicleLoop,
  buildGifsicleOptimize,
  buildPaletteFilter,
  effectFilter,
  effectFilters,
  hexToRgb,
} from "./commands.ts";

const grey =
  "colorchannelmixer=rr=0.299:rg=0.587:rb=0.114:gr=0.299:gg=0.587:gb=0.114:br=0.299:bg=0.587:bb=0.114";

describe("effect filters as ffmpeg text", () => {
  it("writes each color filter", () => {
    expect(effectFilter({ name: "grayscale" }, 0)).toBe(grey);
    expect(effectFilter({ name: "sepia" }, 0)).toBe(
      "colorchannelmixer=rr=0.393:rg=0.769:rb=0.189:gr=0.349:gg=0.686:gb=0.168:br=0.272:bg=0.534:bb=0.131",
    );
    expect(effectFilter({ name: "negate" }, 0)).toBe("negate");
    expect(effectFilter({ name: "monochrome", threshold: 0.5 }, 0)).toBe(
      `${grey},lutrgb=r='gte(val,128)*255':g='gte(val,128)*255':b='gte(val,128)*255'`,
    );
    expect(effectFilter({ name: "brightness", value: -0.25 }, 0)).toBe("eq=brightness=-0.25");
    expect(effectFilter({ name: "contrast", value: 1.2 }, 0)).toBe("eq=contrast=1.2");
    expect(effectFilter({ name: "saturation", value: 0 }, 0)).toBe("eq=saturation=0");
    expect(effectFilter({ name: "hue", value: -90 }, 0)).toBe("hue=h=-90");
    expect(effectFilter({ name: "sharpen", amount: 1.5 }, 0)).toBe(
      "unsharp=luma_msize_x=5:luma_msize_y=5:luma_amount=1.5",
    );
  });

  it("mixes the picture with its grey level in the tint's color", () => {
    // Full strength of pure red: red = grey level, green and blue 0.
    expect(effectFilter({ name: "tint", color: "#ff0000", strength: 1 }, 0)).toBe(
      "colorchannelmixer=rr=0.299:rg=0.587:rb=0.114:gr=0:gg=0:gb=0:br=0:bg=0:bb=0",
    );
    expect(effectFilter({ name: "tint", color: "#ffffff", strength: 0.5 }, 0)).toBe(
      "colorchannelmixer=rr=0.6495:rg=0.2935:rb=0.057:gr=0.1495:gg=0.7935:gb=0.057:br=0.1495:bg=0.2935:bb=0.557",
    );
  });

  it("runs blur and vignette on the color and puts the frame's alpha back, labelled by position", () => {
    expect(effectFilter({ name: "blur", radius: 2.5 }, 3)).toBe(
      "format=rgba,split[fx3c][fx3a];[fx3a]alphaextract[fx3m];[fx3c]premultiply=inplace=1,gblur=sigma=2.5,unpremultiply=inplace=1[fx3r];[fx3r][fx3m]alphamerge",
    );
    expect(effectFilter({ name: "vignette", strength: 0.5 }, 0)).toBe(
      "format=rgba,split[fx0c][fx0a];[fx0a]alphaextract[fx0m];[fx0c]vignette=angle=0.7854:dither=0[fx0r];[fx0r][fx0m]alphamerge",
    );
  });

  it("keys a color out first (flattened onto the key so transparent pixels stay so) and flattens last", () => {
    expect(
      effectFilters([{ name: "negate" }], { make_transparent: "#00ff00", tolerance: 20 }),
    ).toEqual([
      "format=rgba,split[fxkeyf][fxkeyb];[fxkeyb]lutrgb=r=0:g=255:b=0:a=255[fxkeys];[fxkeys][fxkeyf]overlay=format=rgb",
      "colorkey=color=0x00FF00:similarity=0.2:blend=0",
      "negate",
    ]);
    // Tolerance 0 is ffmpeg's smallest similarity.
    expect(effectFilters([], { make_transparent: "#000000", tolerance: 0 })[1]).toBe(
      "colorkey=color=0x000000:similarity=0.01:blend=0",
    );
    expect(effectFilters([{ name: "sepia" }], { replace_with: "#102030" })).toEqual([
      effectFilter({ name: "sepia" }, 0),
      "format=rgba,split[fxflatf][fxflatb];[fxflatb]lutrgb=r=16:g=32:b=48:a=255[fxflats];[fxflats][fxflatf]overlay=format=rgb",
    ]);
    expect(effectFilters([])).toEqual([]);
  });

  it("reads hex colors", () => {
    expect(hexToRgb("#ff8800")).toEqual([255, 136, 0]);
  });
});

describe("effects commands", () => {
  it("filters a palette picture as raw RGB in and out", () => {
    expect(
      buildPaletteFilter("/w/palette.rgb", "/w/out.rgb", { width: 256, height: 3 }, [
        "negate",
        "eq=contrast=1.2",
      ]),
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
        "256x3",
        "-i",
        "/w/palette.rgb",
        "-vf",
        "negate,eq=contrast=1.2,format=rgb24",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-y",
        "/w/out.rgb",
      ],
    });
  });

  it("writes the loop as total plays", () => {
    expect(buildGifsicleLoop("/w/a.gif", "/w/b.gif", 0)).toEqual({
      binary: "gifsicle",
      args: ["/w/a.gif", "--loopcount=forever", "--output", "/w/b.gif"],
    });
    expect(buildGifsicleLoop("/w/a.gif", "/w/b.gif", 1).args[1]).toBe("--no-loopcount");
    expect(buildGifsicleLoop("/w/a.gif", "/w/b.gif", 3).args[1]).toBe("--loopcount=2");
  });

  it("optimises losslessly, keeping empty frames", () => {
    expect(buildGifsicleOptimize("/w/a.gif", "/w/b.gif")).toEqual({
      binary: "gifsicle",
      args: ["-O3", "-Okeep-empty", "/w/a.gif", "--output", "/w/b.gif"],
    });
  });

  it("maps a gray-only GIF onto its gray colormap without dithering, then optimises", () => {
    expect(buildGifsicleGrayColormap("/w/a.gif", "/w/map.txt", "/w/b.gif")).toEqual({
      binary: "gifsicle",
      args: [
        "--use-colormap=/w/map.txt",
        "--no-dither",
        "-O3",
        "-Okeep-empty",
        "/w/a.gif",
        "--output",
        "/w/b.gif",
      ],
    });
  });
});
