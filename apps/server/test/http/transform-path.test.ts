import { describe, expect, it } from "vitest";
import type { HttpError } from "../../src/http/http-error.ts";
import {
  aspectBox,
  parseTransformPath,
  signatureMatches,
  transformSignature,
} from "../../src/http/transform-path.ts";
import { uniqueEntryNames } from "../../src/http/zip-stream.ts";

/** The URL transformation's path grammar and signature, and the batch ZIP's entry names (pure). */
const source = encodeURIComponent("https://example.com/a/cat.gif");

describe("parseTransformPath", () => {
  it("reads the issue's example into an operation list and an output", () => {
    expect(parseTransformPath(`/crop:1:1/resize:w=320/speed:2/format:webp/${source}`)).toEqual({
      operations: [{ op: "crop" }, { op: "resize", width: 320 }, { op: "speed", speed: 2 }],
      output: { format: "webp" },
      aspectCrops: [{ index: 0, width: 1, height: 1 }],
      source: "https://example.com/a/cat.gif",
    });
  });

  it("takes key=value lists, bare names, pixel crops and booleans", () => {
    const parsed = parseTransformPath(
      `/reverse/crop:0:0:40:30/resize:w=10,h=20,maintain_aspect_ratio=false/rotate:90/${source}`,
    );
    expect(parsed.operations).toEqual([
      { op: "reverse" },
      { op: "crop", x: 0, y: 0, width: 40, height: 30 },
      { op: "resize", width: 10, height: 20, maintain_aspect_ratio: false },
      { op: "rotate", angle: 90 },
    ]);
  });

  it("names the step it cannot read, and a source that is not a link", () => {
    const refusal = (path: string) => {
      try {
        parseTransformPath(path);
      } catch (error) {
        return error as HttpError;
      }
      throw new Error("not refused");
    };
    const step = refusal(`/reverse/resize:320/${source}`);
    expect(step.message).toMatch(/^Step 2: resize:320 is not understood: write resize:key=value/);
    expect(step.details.step).toBe(2);
    expect(refusal("/reverse/cat.gif").message).toBe(
      "The last path segment must be the source link, URL-encoded (https%3A%2F%2F...).",
    );
  });
});

describe("signatures and boxes", () => {
  it("signs the path after the signature segment; any change breaks it", () => {
    const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;
    const path = `/resize:w=320/${source}`;
    const signature = transformSignature(secret, path);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signatureMatches(secret, path, signature)).toBe(true);
    expect(signatureMatches(secret, `/resize:w=321/${source}`, signature)).toBe(false);
    expect(signatureMatches(secret, path, signature.slice(1))).toBe(false);
  });

  it("centres an aspect box as large as fits", () => {
    expect(aspectBox({ width: 85, height: 77 }, { width: 1, height: 1 })).toEqual({
      x: 4,
      y: 0,
      width: 77,
      height: 77,
    });
    expect(aspectBox({ width: 100, height: 100 }, { width: 16, height: 9 })).toEqual({
      x: 0,
      y: 22,
      width: 100,
      height: 56,
    });
  });

  it("makes ZIP entry names unique and without folders", () => {
    expect(uniqueEntryNames(["a.gif", "A.gif", "../x/y.gif", ""])).toEqual([
      "a.gif",
      "A-2.gif",
      "__x_y.gif",
      "file",
    ]);
  });
});
