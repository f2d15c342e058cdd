import { defaultLimits } from "@gifkit/contracts";

/**
 * The GIF Maker's output size, shared by the editor and the server: both sides as asked, one side
 * with the other following the first image's shape, or (nothing asked) the first image's size
 * scaled down, never up, to fit the GIF output limit. Every image is fitted inside it and
 * letterboxed with the background colour.
 */

export interface PixelSize {
  width: number;
  height: number;
}

export interface RequestedSize {
  width?: number | undefined;
  height?: number | undefined;
}

export function outputSize(
  first: PixelSize,
  requested: RequestedSize,
  maxSidePixels = defaultLimits.maxGifOutputSide,
): PixelSize {
  const { width, height } = requested;
  if (width && height) return { width, height };
  if (width)
    return { width, height: Math.max(1, Math.round((width * first.height) / first.width)) };
  if (height) {
    return { width: Math.max(1, Math.round((height * first.width) / first.height)), height };
  }
  const scale = Math.min(1, maxSidePixels / Math.max(first.width, first.height));
  return {
    width: Math.max(1, Math.round(first.width * scale)),
    height: Math.max(1, Math.round(first.height * scale)),
  };
}

/** The editor's size presets: what each sends (a side left out follows the first image). */
export const outputSizePresets = [
  { id: "first", label: "First image", requested: {} },
  { id: "480", label: "480 wide", requested: { width: 480 } },
  { id: "640", label: "640 wide", requested: { width: 640 } },
  { id: "square", label: "Square 480", requested: { width: 480, height: 480 } },
] as const satisfies readonly { id: string; label: string; requested: RequestedSize }[];
export type OutputSizePresetId = (typeof outputSizePresets)[number]["id"];

export type OutputSizeChoice = OutputSizePresetId | "custom";

/**
 * The size the editor asks for: a preset's sides, or the typed sides (a blank one follows the
 * first image). `problem` is the first side that cannot be sent, with the server's message.
 */
export function readSizeRequest(
  choice: OutputSizeChoice,
  typed: { width: string; height: string },
  messages: { width: string; height: string },
  maxSidePixels = defaultLimits.maxGifOutputSide,
): { requested: RequestedSize; problem: string | null } {
  if (choice !== "custom") {
    const preset = outputSizePresets.find((entry) => entry.id === choice);
    return { requested: { ...preset?.requested }, problem: null };
  }
  const requested: RequestedSize = {};
  for (const side of ["width", "height"] as const) {
    const text = typed[side].trim();
    if (text === "") continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > maxSidePixels) {
      return { requested, problem: messages[side] };
    }
    requested[side] = value;
  }
  return { requested, problem: null };
}

/** The form fields for a request (a side left out is not sent). */
export function sizeFields(requested: RequestedSize): Record<string, string> {
  const fields: Record<string, string> = {};
  if (requested.width) fields.width = String(requested.width);
  if (requested.height) fields.height = String(requested.height);
  return fields;
}
