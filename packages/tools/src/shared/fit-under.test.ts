import { type Destination, destinations } from "@gifkit/contracts";
import { describe, expect, it } from "vitest";
import {
  capToDestination,
  customSizeMessage,
  destinationSizeLimit,
  destinationTargetBytes,
  type FitUnderState,
  fitSettingsSummary,
  fitUnderFields,
  fitUnderOff,
  fitUnderRequest,
  formatBytes,
  parseCustomSize,
} from "./fit-under.ts";
import { targetSizeField, targetSizeLimitsBytes, targetSizeMessage } from "./target-size.ts";

const byId = (id: string): Destination => {
  const found = destinations.find((entry) => entry.id === id);
  if (!found) throw new Error(`no destination ${id}`);
  return found;
};

describe("parseCustomSize", () => {
  it("reads KB and MB as 1024 and 1024² bytes, with a decimal point or comma", () => {
    expect(parseCustomSize("10", "MB")).toEqual({ bytes: 10_485_760, problem: null });
    expect(parseCustomSize(" 250 ", "KB")).toEqual({ bytes: 256_000, problem: null });
    expect(parseCustomSize("1.5", "MB")).toEqual({ bytes: 1_572_864, problem: null });
    expect(parseCustomSize("1,5", "MB")).toEqual({ bytes: 1_572_864, problem: null });
  });
  it("rounds down, so the GIF is never over what was typed", () => {
    expect(parseCustomSize("10.0009", "KB").bytes).toBe(10_240);
    expect(parseCustomSize("0.3333", "MB").bytes).toBe(349_490);
  });
  it("takes exactly the limits of target_size_bytes, 10 KB and 200 MB", () => {
    expect(parseCustomSize("10", "KB").bytes).toBe(targetSizeLimitsBytes.min);
    expect(parseCustomSize("200", "MB").bytes).toBe(targetSizeLimitsBytes.max);
  });
  it("names the range for a size outside it or not a number", () => {
    expect(customSizeMessage).toBe("Enter a size from 10 KB to 200 MB.");
    for (const [text, unit] of [
      ["9.99", "KB"],
      ["200.01", "MB"],
      ["0", "MB"],
      ["-5", "MB"],
      ["", "MB"],
      ["five", "KB"],
      ["1e9", "KB"],
    ] as const) {
      expect(parseCustomSize(text, unit), `${text} ${unit}`).toEqual({
        bytes: null,
        problem: customSizeMessage,
      });
    }
  });
  it("every size it accepts is one the server's schema accepts", () => {
    for (const [text, unit] of [
      ["10", "KB"],
      ["0.01", "MB"],
      ["33.3", "MB"],
      ["200", "MB"],
    ] as const) {
      const { bytes } = parseCustomSize(text, unit);
      expect(targetSizeField.safeParse(String(bytes)).success, `${text} ${unit}`).toBe(true);
    }
    expect(
      targetSizeField.safeParse(String(targetSizeLimitsBytes.min - 1)).error?.issues[0]?.message,
    ).toBe(targetSizeMessage);
  });
});

describe("formatBytes", () => {
  it("writes binary sizes in KB and MB, and a platform's round decimal figure as it is", () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(100 * 1024)).toBe("100 KB");
    expect(formatBytes(15_000_000)).toBe("15 MB");
    expect(formatBytes(1_000_000_000)).toBe("1 GB");
    expect(formatBytes(1_572_864)).toBe("1.5 MB");
    expect(formatBytes(349_491)).toBe("341.2 KB");
  });
});

describe("fitUnderRequest and fitUnderFields", () => {
  const off = fitUnderOff(destinations);
  it("is off by default and then sends nothing", () => {
    expect(off.on).toBe(false);
    const request = fitUnderRequest(off, destinations);
    expect(request).toEqual({ targetBytes: null, problem: null, destination: null });
    expect(fitUnderFields(request)).toEqual({});
  });
  it("turned on, offers Discord first and sends its 10 MiB", () => {
    const request = fitUnderRequest({ ...off, on: true }, destinations);
    expect(request.destination?.id).toBe("discord");
    // The preset's id goes with its size: the server then meets every limit of the place.
    expect(fitUnderFields(request)).toEqual({
      target_size_bytes: "10485760",
      destination: "discord",
    });
  });
  it("sends each destination's max_bytes, capped at GifKit's 200 MB (Slack takes 1 GB)", () => {
    for (const destination of destinations) {
      const request = fitUnderRequest({ ...off, on: true, choice: destination.id }, destinations);
      expect(request.targetBytes).toBe(Math.min(destination.max_bytes, 200 * 1024 * 1024));
      expect(request.problem).toBeNull();
    }
    expect(destinationTargetBytes(byId("slack"))).toBe(targetSizeLimitsBytes.max);
    expect(destinationTargetBytes(byId("fast-web-page"))).toBe(102_400);
  });
  it("sends a valid custom size and blocks an invalid one with the message", () => {
    const custom: FitUnderState = {
      on: true,
      choice: "custom",
      customText: "750",
      customUnit: "KB",
    };
    expect(fitUnderFields(fitUnderRequest(custom, destinations))).toEqual({
      target_size_bytes: "768000",
    });
    const tooSmall = fitUnderRequest({ ...custom, customText: "5" }, destinations);
    expect(tooSmall).toEqual({ targetBytes: null, problem: customSizeMessage, destination: null });
    expect(fitUnderFields(tooSmall)).toEqual({});
  });
});

describe("capToDestination", () => {
  const x = byId("x");
  it("fits a size inside X's 1280 × 1080, keeping its shape", () => {
    expect(capToDestination({ width: 1920, height: 1080 }, x)).toEqual({
      width: 1280,
      height: 720,
      capped: true,
    });
    expect(capToDestination({ width: 1080, height: 1920 }, x)).toEqual({
      width: 607,
      height: 1080,
      capped: true,
    });
  });
  it("never enlarges, and leaves a destination without a size limit alone", () => {
    expect(capToDestination({ width: 480, height: 270 }, x)).toEqual({
      width: 480,
      height: 270,
      capped: false,
    });
    expect(capToDestination({ width: 4000, height: 3000 }, byId("discord")).capped).toBe(false);
  });
  it("handles a width-only limit", () => {
    expect(capToDestination({ width: 1000, height: 500 }, { max_width: 640 })).toEqual({
      width: 640,
      height: 320,
      capped: true,
    });
    expect(destinationSizeLimit(x)).toBe("1280 × 1080 px");
    expect(destinationSizeLimit(byId("discord"))).toBeNull();
  });
});

describe("fitSettingsSummary", () => {
  it("says what was chosen under the target", () => {
    expect(
      fitSettingsSummary({ width: 480, height: 270, fps: 12, colors: 128, lossy: 40 }, 10_485_760),
    ).toBe("Fitted under 10 MB: 480×270, 12 fps, 128 colors, lossy 40.");
  });
  it("leaves out a kept frame rate and says when there was no lossy compression", () => {
    expect(fitSettingsSummary({ width: 320, height: 320, colors: 256, lossy: 0 }, 102_400)).toBe(
      "Fitted under 100 KB: 320×320, 256 colors, no lossy compression.",
    );
    expect(fitSettingsSummary({ width: 320, height: 240, fps: 7.5, colors: 64, lossy: 80 })).toBe(
      "Fitted to your size: 320×240, 7.5 fps, 64 colors, lossy 80.",
    );
  });
});
