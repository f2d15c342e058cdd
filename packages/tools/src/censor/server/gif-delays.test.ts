import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readGifStructure, setGifDelays } from "../../shared/image-header.ts";
import { storedGifDelays } from "../shared/gif-delays.ts";

const fixture = (name: string) =>
  join(import.meta.dirname, "../../../../../test/fixtures/gif", name);

describe("storedGifDelays", () => {
  it("reads the delays as stored, 0 and 1 included", () => {
    const bytes = new Uint8Array(readFileSync(fixture("cogs.gif")));
    const rewritten = setGifDelays(bytes, [0, 1, 7, 65535, 2]).bytes;
    expect(storedGifDelays(rewritten)).toEqual([0, 1, 7, 65535, 2]);
  });

  it("agrees with the server's header reader on real GIFs (comments, local palettes, a first frame without delay)", async () => {
    for (const name of ["iss634.gif", "cogs.gif", "classroom.gif", "rotating-squares.gif"]) {
      const structure = await readGifStructure(fixture(name));
      expect(storedGifDelays(new Uint8Array(readFileSync(fixture(name)))), name).toEqual(
        structure.frames.map((frame) => frame.delayCentiseconds),
      );
    }
  });

  it("is null for bytes that are no GIF", () => {
    expect(storedGifDelays(new TextEncoder().encode("not a gif at all"))).toBeNull();
  });
});
