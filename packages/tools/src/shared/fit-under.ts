import type { Destination, FitSettings } from "@gifkit/contracts";
import { targetSizeLimitsBytes } from "./target-size.ts";

/**
 * The editors' "Fit under a size" control (issue 17 §1-2), as pure functions: what the control's
 * state asks the server for (`target_size_bytes`), why it cannot be sent, how a destination's
 * largest width and height cap the editor's size, and the result screen's line about what was
 * chosen. The component is shared/ui/fit-under-control.tsx.
 */

/**
 * Units of the custom size. Binary, like every size the site shows (the result screen's KB is
 * 1024 bytes), so "10 MB" typed here is the 10 MiB Discord documents.
 */
export const sizeUnitBytes = { KB: 1024, MB: 1024 * 1024 } as const;
export type SizeUnit = keyof typeof sizeUnitBytes;

export interface FitUnderState {
  on: boolean;
  /** A destination's id, or "custom" for the typed size. */
  choice: string;
  customText: string;
  customUnit: SizeUnit;
}

/** Off, as every editor starts; turned on it offers the first destination (Discord). */
export function fitUnderOff(destinationList: readonly Destination[]): FitUnderState {
  return {
    on: false,
    choice: destinationList[0]?.id ?? "custom",
    customText: "",
    customUnit: "MB",
  };
}

/** A size as people read it: "10 MB", "100 KB", "14.3 MB". */
export function formatBytes(bytes: number): string {
  // A platform's round decimal figure ("15 MB", "25 MB") is shown as the platform writes it.
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0 && bytes % sizeUnitBytes.MB !== 0) {
    return bytes >= 1e9 && bytes % 1e9 === 0 ? `${bytes / 1e9} GB` : `${bytes / 1e6} MB`;
  }
  if (bytes >= sizeUnitBytes.MB) return `${trimmed(bytes / sizeUnitBytes.MB)} MB`;
  return `${trimmed(bytes / sizeUnitBytes.KB)} KB`;
}

const trimmed = (value: number) =>
  Number.isInteger(value) ? String(value) : (Math.floor(value * 10) / 10).toString();

/** The custom size's error: the limits of `target_size_bytes` in the units the control offers. */
export const customSizeMessage = `Enter a size from ${formatBytes(targetSizeLimitsBytes.min)} to ${formatBytes(targetSizeLimitsBytes.max)}.`;

/**
 * The bytes of a typed size ("1.5" MB, "250" KB; a decimal comma is read as a point), rounded
 * down so the GIF is never over what was typed; a problem when it is not a number or outside
 * 10 KB to 200 MB.
 */
export function parseCustomSize(
  text: string,
  unit: SizeUnit,
): { bytes: number; problem: null } | { bytes: null; problem: string } {
  const normalised = text.trim().replace(",", ".");
  const value = normalised === "" ? Number.NaN : Number(normalised);
  if (!Number.isFinite(value)) return { bytes: null, problem: customSizeMessage };
  const bytes = Math.floor(value * sizeUnitBytes[unit]);
  if (bytes < targetSizeLimitsBytes.min || bytes > targetSizeLimitsBytes.max) {
    return { bytes: null, problem: customSizeMessage };
  }
  return { bytes, problem: null };
}

/**
 * A destination's target: its largest file, but never over what GifKit makes (Slack takes 1 GB,
 * a GIF here is at most 200 MB).
 */
export function destinationTargetBytes(destination: Destination): number {
  return Math.min(destination.max_bytes, targetSizeLimitsBytes.max);
}

export interface FitUnderRequest {
  /** What to send as `target_size_bytes`; null when off or the custom size is not valid. */
  targetBytes: number | null;
  /** Why the control's size cannot be sent (shown under the custom size, and it blocks the start). */
  problem: string | null;
  /** The chosen destination (null when off or custom). */
  destination: Destination | null;
}

export function fitUnderRequest(
  state: FitUnderState,
  destinationList: readonly Destination[],
): FitUnderRequest {
  if (!state.on) return { targetBytes: null, problem: null, destination: null };
  const destination = destinationList.find((entry) => entry.id === state.choice) ?? null;
  if (destination) {
    return { targetBytes: destinationTargetBytes(destination), problem: null, destination };
  }
  const custom = parseCustomSize(state.customText, state.customUnit);
  return { targetBytes: custom.bytes, problem: custom.problem, destination: null };
}

/**
 * The form fields of a request: `target_size_bytes` only when there is a size to fit under, and
 * with a destination preset its id too (issue 27), so the server meets every limit of that place
 * (sides, duration, frames), not only its size.
 */
export function fitUnderFields(request: FitUnderRequest): {
  target_size_bytes?: string;
  destination?: string;
} {
  if (request.targetBytes === null) return {};
  return {
    target_size_bytes: String(request.targetBytes),
    ...(request.destination ? { destination: request.destination.id } : {}),
  };
}

export interface PixelBox {
  width: number;
  height: number;
}

/**
 * A size scaled down, keeping its shape, to fit inside a destination's largest width and height
 * (X: 1280 × 1080); never enlarged. `capped` says whether it changed.
 */
export function capToDestination(
  size: PixelBox,
  destination: Pick<Destination, "max_width" | "max_height">,
): PixelBox & { capped: boolean } {
  const scale = Math.min(
    1,
    destination.max_width ? destination.max_width / size.width : 1,
    destination.max_height ? destination.max_height / size.height : 1,
  );
  if (scale >= 1) return { ...size, capped: false };
  return {
    width: Math.max(1, Math.floor(size.width * scale)),
    height: Math.max(1, Math.floor(size.height * scale)),
    capped: true,
  };
}

/**
 * Marks a size the editor set by capping it to a destination, so the note can say it was lowered
 * only while the size is still that one.
 */
export function capMark(destination: Pick<Destination, "id">, size: PixelBox): string {
  return `${destination.id} ${size.width}×${size.height}`;
}

/** "1280 × 1080 px", "at most 1280 px wide": a destination's size limit, or null without one. */
export function destinationSizeLimit(destination: Destination): string | null {
  const { max_width: width, max_height: height } = destination;
  if (width && height) return `${width} × ${height} px`;
  if (width) return `${width} px wide`;
  if (height) return `${height} px high`;
  return null;
}

/**
 * The result screen's line (issue 17 §1): "Fitted under 10 MB: 480×270, 12 fps, 128 colours,
 * lossy 40." Without a known target (the page was not told it) the line starts "Fitted".
 */
export function fitSettingsSummary(settings: FitSettings, targetBytes?: number | null): string {
  const parts = [
    `${settings.width}×${settings.height}`,
    ...(settings.fps === undefined ? [] : [`${trimmed(settings.fps)} fps`]),
    `${settings.colors} colors`,
    settings.lossy > 0 ? `lossy ${settings.lossy}` : "no lossy compression",
  ];
  const lead = targetBytes ? `Fitted under ${formatBytes(targetBytes)}` : "Fitted to your size";
  // A destination's changes (issue 27: "Cut to the first 5 s of 8 s (Discord sticker: at most 5
  // seconds).") follow, so the person sees why the GIF is shorter or smaller.
  return [`${lead}: ${parts.join(", ")}.`, ...(settings.changes ?? [])].join(" ");
}
