import { maximumSpeed, minimumSpeed } from "../shared/options.ts";

/** The speed the editor's field holds, or null while it is not a number in the accepted range. */
export function parseSpeed(text: string): number | null {
  if (text.trim() === "") return null;
  const speed = Number(text);
  if (!Number.isFinite(speed) || speed < minimumSpeed || speed > maximumSpeed) return null;
  return speed;
}

/** "1.35 s" (two decimals below 10 s, one above). */
export function formatSeconds(centiseconds: number, language = "en-US"): string {
  const seconds = centiseconds / 100;
  return `${seconds.toLocaleString(language, { maximumFractionDigits: seconds < 10 ? 2 : 1 })} s`;
}

/** Hundredths from a WebCodecs frame duration (microseconds), as a GIF stores them. */
export function centisecondsFromMicroseconds(microseconds: number | null): number {
  return Math.max(0, Math.round((microseconds ?? 0) / 10_000));
}
