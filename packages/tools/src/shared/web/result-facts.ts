import { animationDelaysMs, playedDelayMs } from "../animation-length.ts";

/**
 * What a result screen states of an animation (issue 41: Video to GIF's said only its size,
 * ezgif states all of these): its canvas, frames, frame rate and playing time, read from the
 * result's own bytes in the browser. Delays count as browsers play them (under 20 ms is 100 ms).
 */
export interface AnimationFacts {
  width: number;
  height: number;
  frames: number;
  /** One playing of the animation; 0 for a still. */
  durationMs: number;
  /** Frames per second over the whole animation; null for a still. */
  fps: number | null;
}

/** A GIF's, WebP's or APNG's (or PNG's) facts; null for other bytes or a damaged header. */
export function animationFacts(bytes: Uint8Array): AnimationFacts | null {
  const size = canvasSize(bytes);
  if (!size) return null;
  const delays = animationDelaysMs(bytes);
  const frames = Math.max(1, delays.length);
  const durationMs = frames > 1 ? delays.reduce((sum, delay) => sum + playedDelayMs(delay), 0) : 0;
  return {
    ...size,
    frames,
    durationMs: Math.round(durationMs),
    fps: frames > 1 && durationMs > 0 ? Math.round((frames / durationMs) * 10_000) / 10 : null,
  };
}

/** The canvas: GIF's logical screen, WebP's VP8X canvas (or its one image), PNG's IHDR. */
function canvasSize(bytes: Uint8Array): { width: number; height: number } | null {
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  const le16 = (offset: number) => (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
  const le24 = (offset: number) => le16(offset) | ((bytes[offset + 2] ?? 0) << 16);
  const be32 = (offset: number) =>
    (((bytes[offset] ?? 0) << 24) >>> 0) +
    ((bytes[offset + 1] ?? 0) << 16) +
    ((bytes[offset + 2] ?? 0) << 8) +
    (bytes[offset + 3] ?? 0);
  let size: { width: number; height: number } | null = null;
  if (ascii(0, 4) === "GIF8" && bytes.length >= 10) size = { width: le16(6), height: le16(8) };
  else if (ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") {
    const chunk = ascii(12, 4);
    if (chunk === "VP8X") size = { width: le24(24) + 1, height: le24(27) + 1 };
    else if (chunk === "VP8L")
      size = {
        width: (le16(21) & 0x3fff) + 1,
        height: (((le16(22) >> 6) | ((bytes[24] ?? 0) << 10)) & 0x3fff) + 1,
      };
    else if (chunk === "VP8 ") size = { width: le16(26) & 0x3fff, height: le16(28) & 0x3fff };
  } else if (bytes[0] === 0x89 && ascii(1, 3) === "PNG" && ascii(12, 4) === "IHDR")
    size = { width: be32(16), height: be32(20) };
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * "2.5 s", "12.4 s", "1 min 5 s": the playing time as a person reads it; another language's
 * units through Intl ("2,5 Sek.", "1 分 5 秒").
 */
export function formatDuration(durationMs: number, languageCode = "en"): string {
  const seconds = durationMs / 1000;
  const inUnit = (value: number, unit: "second" | "minute", fractionDigits = 0) =>
    languageCode === "en"
      ? `${new Intl.NumberFormat("en", { maximumFractionDigits: fractionDigits }).format(value)} ${unit === "second" ? "s" : "min"}`
      : new Intl.NumberFormat(languageCode, {
          style: "unit",
          unit,
          unitDisplay: "short",
          maximumFractionDigits: fractionDigits,
        }).format(value);
  if (seconds < 60) return inUnit(seconds, "second", seconds < 10 ? 2 : 1);
  const minutes = Math.floor(seconds / 60);
  return `${inUnit(minutes, "minute")} ${inUnit(Math.round(seconds - minutes * 60), "second")}`;
}
