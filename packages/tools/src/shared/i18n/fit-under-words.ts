import type { Destination, FitSettings } from "@gifkit/contracts";
import { fitSettingsSummary, formatBytes, sizeUnitBytes } from "../fit-under.ts";
import { targetSizeLimitsBytes } from "../target-size.ts";
import { destinationChangesIn, type LinePart } from "./destination-change-text.ts";
import type { ToolUi } from "./tool-ui-text.ts";

/**
 * "Fit under a size" in the page's language (issue 38). English keeps fit-under.ts's own words
 * and figures, which the browser tests and the API's docs quote; another language writes the
 * same figures with Intl (a decimal comma where the language has one) and its catalog's words.
 */

/** fit-under.ts formatBytes, written the language's way with Intl: "14,3 Mo", "10 MB". */
export function fitBytes(language: string, bytes: number): string {
  if (language === "en") return formatBytes(bytes);
  const write = (value: number, unit: "kilobyte" | "megabyte" | "gigabyte") =>
    new Intl.NumberFormat(language, {
      style: "unit",
      unit,
      unitDisplay: "short",
      maximumFractionDigits: 1,
      roundingMode: "floor",
    }).format(value);
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0 && bytes % sizeUnitBytes.MB !== 0) {
    return bytes >= 1e9 && bytes % 1e9 === 0
      ? write(bytes / 1e9, "gigabyte")
      : write(bytes / 1e6, "megabyte");
  }
  if (bytes >= sizeUnitBytes.MB) return write(bytes / sizeUnitBytes.MB, "megabyte");
  return write(bytes / sizeUnitBytes.KB, "kilobyte");
}

/** A destination's name in the page's language (brand names are the same in every one). */
export const destinationName = (ui: ToolUi, destination: Destination): string =>
  ui.languageCode === "en"
    ? destination.name
    : ((ui.text.fitUnder.destinations as Record<string, string>)[destination.id] ??
      destination.name);

/** fit-under.ts destinationSizeLimit in the page's language. */
export function destinationSidesIn(ui: ToolUi, destination: Destination): string | null {
  const { max_width: width, max_height: height } = destination;
  const words = ui.text.fitUnder;
  if (width && height) return ui.fill(words.sidesBoth, { width, height });
  if (width) return ui.fill(words.sidesWidth, { width });
  if (height) return ui.fill(words.sidesHeight, { height });
  return null;
}

/** @gifkit/contracts destinationExtraLimits in the page's language. */
export function destinationExtraLimitsIn(ui: ToolUi, destination: Destination): string[] {
  const words = ui.text.fitUnder;
  const n = (value: number) => new Intl.NumberFormat(ui.languageCode).format(value);
  const limits: string[] = [];
  if (destination.max_duration_seconds !== undefined)
    limits.push(ui.fill(words.limitSeconds, { count: n(destination.max_duration_seconds) }));
  if (destination.max_frames_per_second !== undefined)
    limits.push(
      ui.fill(words.limitFramesPerSecond, { count: n(destination.max_frames_per_second) }),
    );
  if (destination.max_frames !== undefined)
    limits.push(ui.fill(words.limitFrames, { count: n(destination.max_frames) }));
  return limits;
}

/** The custom size's error, in the page's language. */
export const customSizeProblemIn = (ui: ToolUi): string =>
  ui.fill(ui.text.fitUnder.customProblem, {
    min: fitBytes(ui.languageCode, targetSizeLimitsBytes.min),
    max: fitBytes(ui.languageCode, targetSizeLimitsBytes.max),
  });

/**
 * fit-under.ts fitSettingsSummary in the page's language, in parts: what a destination changed
 * written from the result's `change_details` (destination-change-text.ts), a change the catalog
 * cannot write kept as the server's English sentence in a part marked `english`.
 */
export function fitSettingsLineIn(
  ui: ToolUi,
  settings: FitSettings,
  targetBytes?: number | null,
): LinePart[] {
  if (ui.languageCode === "en") return [{ text: fitSettingsSummary(settings, targetBytes) }];
  const parts: LinePart[] = [{ text: fitSettingsLeadIn(ui, settings, targetBytes) }];
  for (const change of destinationChangesIn(ui, settings)) {
    const last = parts[parts.length - 1] as LinePart;
    if (!change.english && !last.english) last.text += ` ${change.text}`;
    else parts.push({ text: ` ${change.text}`, ...(change.english ? { english: true } : {}) });
  }
  return parts;
}

/** fitSettingsLineIn as one string (its parts joined). */
export const fitSettingsSummaryIn = (
  ui: ToolUi,
  settings: FitSettings,
  targetBytes?: number | null,
): string =>
  fitSettingsLineIn(ui, settings, targetBytes)
    .map((part) => part.text)
    .join("");

/** The line's lead ("Fitted under 10 MB: 480×270, …") in a language other than English. */
function fitSettingsLeadIn(ui: ToolUi, settings: FitSettings, targetBytes?: number | null): string {
  const words = ui.text.fitUnder;
  const n = (value: number) =>
    new Intl.NumberFormat(ui.languageCode, {
      maximumFractionDigits: 1,
      roundingMode: "floor",
    }).format(value);
  const parts = [
    `${settings.width}×${settings.height}`,
    ...(settings.fps === undefined ? [] : [ui.fill(words.fittedFps, { fps: n(settings.fps) })]),
    ui.fill(words.fittedColors, { count: settings.colors }),
    settings.lossy > 0
      ? ui.fill(words.fittedLossy, { value: settings.lossy })
      : words.fittedNoLossy,
  ];
  const joined = parts.join(words.limitsJoin);
  const lead = targetBytes
    ? ui.fill(words.fittedUnder, {
        size: fitBytes(ui.languageCode, targetBytes),
        settings: joined,
      })
    : ui.fill(words.fittedToYourSize, { settings: joined });
  return lead;
}
