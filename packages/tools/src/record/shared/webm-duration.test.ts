import { describe, expect, it } from "vitest";
import { readWebmDurationMs, withWebmDuration } from "./webm-duration.ts";

const hex = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));

/**
 * The first 71 bytes of a WebM that Chromium 156's MediaRecorder wrote (VP9, fake screen
 * capture): EBML header, Segment of unknown size, Info with TimecodeScale 1 ms, MuxingApp and
 * WritingApp "Chrome", and no Duration.
 */
const chromiumHead =
  "1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff1549a966992ad7b1830f42404d80864368726f6d655741864368726f6d65";
/** Stand-ins for what follows Info: a Tracks element and a Cluster (contents are not read). */
const tracks = "1654ae6b84aabbccdd";
const cluster = "1f43b67583e70100";

describe("withWebmDuration", () => {
  it("writes the duration into a MediaRecorder WebM's Info and moves nothing else", () => {
    const input = hex(chromiumHead + tracks + cluster);
    expect(readWebmDurationMs(input)).toBeNull();
    const output = withWebmDuration(input, 3012.5);
    expect(output).not.toBeNull();
    expect(readWebmDurationMs(output!)).toBe(3012.5);
    // 11 bytes more (ID 0x4489, size 0x88, float64), Info's size 25 → 36, the rest as it was.
    expect(output!.length).toBe(input.length + 11);
    const infoSizeAt = chromiumHead.indexOf("1549a966") / 2 + 4;
    expect(output![infoSizeAt]).toBe(0x80 | 36);
    expect(Buffer.from(output!.subarray(output!.length - 17)).toString("hex")).toBe(
      tracks + cluster,
    );
  });

  it("counts in the file's own TimecodeScale", () => {
    // TimecodeScale 1,000 ns (µs units): 2 s is 2,000,000 units.
    const head = chromiumHead
      .replace("2ad7b1830f4240", "2ad7b18203e8")
      .replace("1549a96699", "1549a96698");
    const output = withWebmDuration(hex(head + tracks), 2000);
    expect(readWebmDurationMs(output!)).toBe(2000);
    const at = Buffer.from(output!).indexOf(Buffer.from([0x44, 0x89, 0x88]));
    expect(new DataView(output!.buffer, output!.byteOffset + at + 3, 8).getFloat64(0)).toBe(
      2_000_000,
    );
  });

  it("grows a Segment of known size and an Info size field that no longer fits", () => {
    // Info of 120 bytes (1-byte size field, at most 126): with 11 more it needs a longer field.
    // TimecodeScale (7 bytes), then a Void element (0xEC) filling the other 113.
    const padding = `ec${(0x80 | 111).toString(16)}${"00".repeat(111)}`;
    const info = `1549a966${(0x80 | 120).toString(16)}2ad7b1830f4240${padding}`;
    const body = info + tracks;
    const segmentSize = (0x01n << 56n) | BigInt(body.length / 2);
    const segment = `18538067${segmentSize.toString(16).padStart(16, "0")}`;
    const input = hex(`1a45dfa380${segment}${body}`);
    const output = withWebmDuration(input, 1500);
    expect(output).not.toBeNull();
    expect(readWebmDurationMs(output!)).toBe(1500);
    // Size field 1 → 8 bytes (7 more) plus the 11-byte element.
    expect(output!.length).toBe(input.length + 18);
    const grownSize = new DataView(output!.buffer, output!.byteOffset + 9, 8).getBigUint64(0);
    expect(grownSize & 0xffffffffffffffn).toBe(BigInt(body.length / 2 + 18));
    expect(Buffer.from(output!.subarray(output!.length - 9)).toString("hex")).toBe(tracks);
  });

  it("leaves alone what it cannot patch safely", () => {
    // A SeekHead before Info points at byte positions the insertion would move.
    const seekHead = "114d9b7483aabbcc";
    const withSeekHead = chromiumHead.replace("1549a966", `${seekHead}1549a966`);
    expect(withWebmDuration(hex(withSeekHead + tracks), 1000)).toBeNull();
    const once = withWebmDuration(hex(chromiumHead + tracks), 1000)!;
    expect(withWebmDuration(once, 2000)).toBeNull(); // a Duration is there already
    expect(withWebmDuration(hex("474946383961"), 1000)).toBeNull(); // a GIF
    expect(withWebmDuration(hex(chromiumHead + tracks), Number.POSITIVE_INFINITY)).toBeNull();
  });
});
