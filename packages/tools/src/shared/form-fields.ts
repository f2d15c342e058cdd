import { z } from "zod";

/**
 * Field parsers for the multipart forms of the tools: a form sends strings, a script or the
 * worker (which parses the already parsed options again) sends numbers and booleans; both read.
 */

/** A decimal number as a person types it: "12", "-1.5", ".5", "3." (never "0x2", "1e5", " 20 "). */
const decimalPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A form field's string as a number: decimal digits only, so hexadecimal, exponents, "Infinity"
 * and surrounding spaces (all of which `Number()` accepts) become NaN and fail the field's schema
 * with its message. Non-strings (the worker's second parse sends numbers) and "" pass through.
 */
export function readFormNumber(value: unknown): unknown {
  if (typeof value !== "string" || value === "") return value;
  return decimalPattern.test(value) ? Number(value) : Number.NaN;
}

const toNumber = readFormNumber;

/** A whole number in [min, max] (max optional); `message` is what the API answers otherwise. */
export function integerField(message: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** "true"/"false" (also "1"/"0", "on"/"off") or a boolean. */
export function booleanField(message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const normalised = value.trim().toLowerCase();
      if (["true", "1", "on"].includes(normalised)) return true;
      if (["false", "0", "off"].includes(normalised)) return false;
      return value;
    },
    z.boolean({ error: message }),
  );
}
