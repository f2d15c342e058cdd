import type { ErrorCode } from "@gifkit/contracts";
import { fill, formatBytes, formatNumber } from "./format.ts";
import type { SiteMessages } from "./messages/en.ts";

/** What the page knows of a refusal or failure: the server's code and the numbers it sent. */
export interface FailureFacts {
  code: ErrorCode | null;
  /** The failure's `values` (error body, or a failed task's `error_values`), by name. */
  values?: Readonly<Record<string, number>> | null | undefined;
}

/**
 * A limit's duration through Intl: in minutes when it is a whole number of them, else in
 * seconds, so the number is exact. "5 minutes", "5 分", "5 Minuten", "90 seconds".
 */
export function formatDuration(language: string, seconds: number): string {
  const [value, unit] =
    seconds >= 60 && seconds % 60 === 0 ? [seconds / 60, "minute"] : [seconds, "second"];
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(
    value,
  );
}

/**
 * A value by its name's unit (contracts' FailureValues): `_seconds` a duration, `_bytes` a size,
 * `_megabytes` megabytes, anything else a number.
 */
function formattedValue(language: string, name: string, value: number): string {
  if (name.endsWith("_seconds")) return formatDuration(language, value);
  if (name.endsWith("_bytes")) return formatBytes(language, value);
  if (name.endsWith("_megabytes")) {
    return new Intl.NumberFormat(language, {
      style: "unit",
      unit: "megabyte",
      unitDisplay: "short",
    }).format(value);
  }
  return formatNumber(language, value);
}

/**
 * A failure in the page's language (issue 38), or undefined on English pages and for a failure
 * without a code the site translates (the server's own message is shown then). The sentence with
 * the failure's numbers is taken only when the failure sent every one of them; otherwise the
 * sentence without numbers, so no number is ever made up.
 */
export function apiErrorText(
  language: string,
  messages: Pick<SiteMessages, "apiErrors" | "apiErrorsWithValues">,
  failure: FailureFacts,
): string | undefined {
  if (language === "en" || !failure.code) return undefined;
  const values = failure.values ?? {};
  const withValues = (messages.apiErrorsWithValues as Partial<Record<string, string>>)[
    failure.code
  ];
  if (withValues) {
    const names = [...withValues.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    if (names.length > 0 && names.every((name) => typeof values[name] === "number")) {
      return fill(
        withValues,
        Object.fromEntries(
          names.map((name) => [name, formattedValue(language, name, values[name] as number)]),
        ),
      );
    }
  }
  return (messages.apiErrors as Partial<Record<string, string>>)[failure.code];
}
