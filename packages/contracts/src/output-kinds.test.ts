import { describe, expect, it } from "vitest";
import {
  defaultDownloadName,
  outputContentTypes,
  outputKindList,
  outputKinds,
  primaryOutput,
} from "./output-kinds.ts";
import { taskResultSchema } from "./task.ts";

describe("output kinds", () => {
  it("lists every kind once, with its type, extension and default name", () => {
    expect(outputKindList).toEqual([
      "gif",
      "mp4",
      "webp",
      "apng",
      "avif",
      "webm",
      "png",
      "jpg",
      "zip",
      "json",
      "mov",
      "m4a",
      "mp3",
    ]);
    expect(outputKinds.zip.contentType).toBe("application/zip");
    expect(defaultDownloadName("gif")).toBe("result.gif");
    expect(defaultDownloadName("zip")).toBe("result.zip");
    expect([outputKinds.jpg.contentType, defaultDownloadName("jpg")]).toEqual([
      "image/jpeg",
      "result.jpg",
    ]);
    expect(new Set(outputContentTypes).size).toBe(outputKindList.length);
  });

  it("gives the task result a key per kind, in the list's order, before path", () => {
    const keys = Object.keys(taskResultSchema.shape);
    expect(keys.slice(0, outputKindList.length + 1)).toEqual([...outputKindList, "path"]);
  });

  it("finds a result's main file: the GIF first, then what path names, then the first output", () => {
    expect(primaryOutput({ gif: "g", mp4: "m", path: "g" })).toEqual({ kind: "gif", key: "g" });
    expect(primaryOutput({ mp4: "m", webp: "w", path: "w" })).toEqual({ kind: "webp", key: "w" });
    expect(primaryOutput({ zip: "z", path: "z" })).toEqual({ kind: "zip", key: "z" });
    expect(primaryOutput({ png: "p", json: "j" })).toEqual({ kind: "png", key: "p" });
    expect(primaryOutput({ path: "x" })).toBeNull();
    expect(primaryOutput({})).toBeNull();
  });
});
