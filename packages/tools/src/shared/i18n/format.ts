/**
 * Numbers, sizes, dates and plurals in a page's language, through Intl (issue 38: never by hand).
 * Plain functions of the language code, so prerendering and the browser agree.
 */

/** Plural forms of one message, keyed by Intl.PluralRules categories; `other` is always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** "{name}" placeholders filled from `values` (an unknown name is left as written, to be seen). */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The form for `count` in `language` (Intl.PluralRules), with {count} written as a number. */
export function plural(
  language: string,
  forms: PluralForms,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const category = new Intl.PluralRules(language).select(count);
  return fill(forms[category] ?? forms.other, {
    ...values,
    count: formatNumber(language, count),
  });
}

export const formatNumber = (language: string, value: number): string =>
  new Intl.NumberFormat(language).format(value);

/** A byte count in the largest unit under 1,000 of it (SI, as the limits are written: 200 MB). */
export function formatBytes(language: string, bytes: number): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** A calendar date (YYYY-MM-DD) written the language's way, e.g. "2 de diciembre de 2026". */
export const formatDate = (language: string, isoDate: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * A limit's duration: in minutes when it is a whole number of them, else in seconds, so the
 * number is exact. "5 minutes", "5 分", "5 Minuten", "90 seconds".
 */
export function formatDuration(language: string, seconds: number): string {
  const [value, unit] =
    seconds >= 60 && seconds % 60 === 0 ? [seconds / 60, "minute"] : [seconds, "second"];
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(
    value,
  );
}

/**
 * A size as the server's English messages write it (fit-size.ts `formatSize`: MB of 1,024 KB
 * with one decimal, else whole KB), in the language's digits and units.
 */
export function formatServerSize(language: string, bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return new Intl.NumberFormat(language, {
      style: "unit",
      unit: "megabyte",
      unitDisplay: "short",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(megabytes);
  }
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: "kilobyte",
    unitDisplay: "short",
  }).format(Math.max(1, Math.round(bytes / 1024)));
}

/**
 * A failure's or a stage's value by its name's unit (contracts' FailureValues): `_seconds` a
 * duration, `_bytes` a size, `_megabytes` megabytes, another number a number; words as they are.
 */
export function formatValue(language: string, name: string, value: string | number): string {
  if (typeof value === "string") return value;
  if (name.endsWith("_seconds")) return formatDuration(language, value);
  if (name.endsWith("_bytes")) return formatServerSize(language, value);
  if (name.endsWith("_megabytes")) {
    return new Intl.NumberFormat(language, {
      style: "unit",
      unit: "megabyte",
      unitDisplay: "short",
    }).format(value);
  }
  return formatNumber(language, value);
}
