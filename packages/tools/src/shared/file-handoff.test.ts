import { describe, expect, it } from "vitest";
import { handOffFile, takeHandedOffFile } from "./file-handoff.ts";

describe("file handoff", () => {
  it("gives the file to its tool once, and to no other tool", () => {
    const file = new File([new Uint8Array([1, 2, 3])], "screen-recording.webm", {
      type: "video/webm",
    });
    handOffFile("video-to-gif", file);
    expect(takeHandedOffFile("crop")).toBeNull();
    expect(takeHandedOffFile("video-to-gif")).toBe(file);
    expect(takeHandedOffFile("video-to-gif")).toBeNull();
  });

  it("keeps only the latest file", () => {
    const first = new File(["a"], "a.webm");
    const second = new File(["b"], "b.webm");
    handOffFile("video-to-gif", first);
    handOffFile("video-to-gif", second);
    expect(takeHandedOffFile("video-to-gif")).toBe(second);
  });
});
