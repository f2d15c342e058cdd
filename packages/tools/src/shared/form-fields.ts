import { z } from "zod";

/**
 * Field parsers for the multipart forms of the tools: a form sends strings, a script or the
 * worker (which parses the already parsed options again) sends numbers and booleans; both read.
 */

const toNumber = (value: unknown): unknown =>
  typeof value === "string" && value.trim() !== "" ? Number(value) : value;

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
