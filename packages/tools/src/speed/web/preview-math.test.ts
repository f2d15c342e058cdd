import { describe, expect, it } from "vitest";
import { centisecondsFromMicroseconds, formatSeconds, parseSpeed } from "./preview-math.ts";

describe("speed editor arithmetic", () => {
  it("reads the speed field within 0.1 to 10", () => {
    expect(parseSpeed("2")).toBe(2);
    expect(parseSpeed("0.1")).toBe(0.1);
    expect(parseSpeed("10")).toBe(10);
    expect(parseSpeed("10.5")).toBeNull();
    expect(parseSpeed("0.05")).toBeNull();
    expect(parseSpeed("")).toBeNull();
    expect(parseSpeed("fast")).toBeNull();
  });

  it("formats durations and converts WebCodecs durations to hundredths", () => {
    expect(formatSeconds(135)).toBe("1.35 s");
    expect(formatSeconds(1234)).toBe("12.3 s");
    expect(centisecondsFromMicroseconds(70_000)).toBe(7);
    expect(centisecondsFromMicroseconds(null)).toBe(0);
  });
});
