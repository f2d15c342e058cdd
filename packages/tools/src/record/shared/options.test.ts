import { defaultLimits } from "@gifkit/contracts";
import { describe, expect, it } from "vitest";
import {
  chooseRecordingFormat,
  formatClock,
  maxRecordingBytes,
  maxRecordingSeconds,
  recordingBitsPerSecond,
} from "./options.ts";

describe("recording format", () => {
  it("prefers VP9 WebM, then VP8, then plain WebM, then MP4 (Safari)", () => {
    const only = (...types: string[]) => chooseRecordingFormat((type) => types.includes(type));
    expect(only("video/webm;codecs=vp9", "video/webm")).toEqual({
      mimeType: "video/webm;codecs=vp9",
      fileName: "screen-recording.webm",
    });
    expect(only("video/webm;codecs=vp8")?.mimeType).toBe("video/webm;codecs=vp8");
    expect(only("video/webm")?.mimeType).toBe("video/webm");
    expect(only("video/mp4")).toEqual({ mimeType: "video/mp4", fileName: "screen-recording.mp4" });
    expect(only()).toBeNull();
  });
});

describe("limits", () => {
  it("a recording of the longest length at the set bit rate stays under the upload limit", () => {
    expect((maxRecordingSeconds * recordingBitsPerSecond) / 8).toBeLessThan(maxRecordingBytes);
    expect(maxRecordingBytes).toBeLessThan(defaultLimits.maxUploadBytes);
    // Longer than what Video to GIF converts, so the person picks the moments afterwards.
    expect(maxRecordingSeconds).toBeGreaterThan(defaultLimits.maxVideoSelectionSeconds);
  });

  it("shows lengths as m:ss", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(7.9)).toBe("0:07");
    expect(formatClock(125)).toBe("2:05");
    expect(formatClock(-1)).toBe("0:00");
  });
});
