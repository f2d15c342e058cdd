import { createHmac, timingSafeEqual } from "node:crypto";
import { HttpError } from "./http-error.ts";

/**
 * A URL transformation's path (GET /t/<signature>/<operations>/<url-encoded source>, issue 37),
 * read as imgproxy reads its own: the signature is the base64url HMAC-SHA256 of everything after
 * it (starting with its "/"), keyed by a key's signing secret; the operations are path segments,
 * each `name`, `name:value[:value]` or `name:key=value,key=value`, turned into POST /api/edit's
 * operation list (the chain's own parse then checks every parameter and names the bad step); the
 * last segment is the source link, URL-encoded.
 */

/** One step before its aspect-ratio crop (if any) is turned into a box of the stream's pixels. */
export interface TransformStep {
  op: string;
  [param: string]: unknown;
}

export interface ParsedTransform {
  operations: TransformStep[];
  output: Record<string, unknown>;
  /** `crop:W:H` steps by index: a centred box of that shape, sized when the source is known. */
  aspectCrops: { index: number; width: number; height: number }[];
  source: string;
}

/** Short names of common params (imgproxy's and the URL's usual ones). */
const aliases: Record<string, string> = { w: "width", h: "height", a: "angle", s: "speed" };

/** The one param a `name:value` segment gives, by operation. */
const positional: Record<string, string> = { speed: "speed", rotate: "angle" };

const invalidStep = (step: number, message: string) =>
  new HttpError(400, "invalid-operation", `Step ${step}: ${message}`, {}, { step });

function value(text: string): unknown {
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === "true" || text === "false") return text === "true";
  return text;
}

/** The path after the signature segment ("/resize:w=320/format:webp/https%3A%2F%2F..."). */
export function parseTransformPath(signedPath: string): ParsedTransform {
  const segments = signedPath.replace(/^\//, "").split("/");
  const encodedSource = segments.pop() ?? "";
  let source: string;
  try {
    source = decodeURIComponent(encodedSource);
  } catch {
    throw new HttpError(400, "bad-request", "The source link is not URL-encoded correctly.");
  }
  if (!/^https?:\/\//i.test(source)) {
    throw new HttpError(
      400,
      "bad-request",
      "The last path segment must be the source link, URL-encoded (https%3A%2F%2F...).",
    );
  }
  const operations: TransformStep[] = [];
  const aspectCrops: ParsedTransform["aspectCrops"] = [];
  const output: Record<string, unknown> = {};
  for (const segment of segments) {
    const text = decodeURIComponent(segment);
    const colon = text.indexOf(":");
    const name = colon < 0 ? text : text.slice(0, colon);
    const args = colon < 0 ? "" : text.slice(colon + 1);
    const step = operations.length + 1;
    if (name === "format") {
      output.format = args;
      continue;
    }
    if (args === "") {
      operations.push({ op: name });
    } else if (args.includes("=")) {
      const params: Record<string, unknown> = {};
      for (const pair of args.split(",")) {
        const [key = "", raw = ""] = pair.split("=");
        if (!key || raw === "") throw invalidStep(step, `"${pair}" is not key=value.`);
        params[aliases[key] ?? key] = value(raw);
      }
      operations.push({ op: name, ...params });
    } else {
      const values = args.split(":").map(value);
      const numbers = values.every((each) => typeof each === "number" && each > 0);
      if (name === "crop" && values.length === 2 && numbers) {
        aspectCrops.push({
          index: operations.length,
          width: values[0] as number,
          height: values[1] as number,
        });
        operations.push({ op: "crop" });
      } else if (name === "crop" && values.length === 4) {
        const [x, y, width, height] = values;
        operations.push({ op: "crop", x, y, width, height });
      } else if (positional[name] && values.length === 1) {
        operations.push({ op: name, [positional[name] as string]: values[0] });
      } else {
        throw invalidStep(
          step,
          `${name}:${args} is not understood: write ${name}:key=value,key=value (crop also takes crop:W:H, a centred box of that shape, or crop:x:y:width:height).`,
        );
      }
    }
  }
  return { operations, output, aspectCrops, source };
}

/** The centred box of `aspect`'s shape, as large as fits in `size`. */
export function aspectBox(
  size: { width: number; height: number },
  aspect: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(size.width / aspect.width, size.height / aspect.height);
  const width = Math.max(1, Math.floor(aspect.width * scale));
  const height = Math.max(1, Math.floor(aspect.height * scale));
  return {
    x: Math.floor((size.width - width) / 2),
    y: Math.floor((size.height - height) / 2),
    width,
    height,
  };
}

/** The HMAC key of a `whsec_…` secret (Standard Webhooks' form: base64 after the prefix). */
const secretKey = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ""), "base64");

/** A path's signature: base64url (no padding) HMAC-SHA256 of the path after the signature. */
export function transformSignature(secret: string, signedPath: string): string {
  return createHmac("sha256", secretKey(secret)).update(signedPath).digest("base64url");
}

/** Compares a presented signature with the right one in constant time. */
export function signatureMatches(secret: string, signedPath: string, presented: string): boolean {
  const expected = Buffer.from(transformSignature(secret, signedPath));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
