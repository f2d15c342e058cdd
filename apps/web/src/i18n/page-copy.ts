import { fill } from "./format.ts";

/**
 * A static page's words (issue 38): one module per language under i18n/pages/<page>/<code>.ts,
 * each `satisfies` the English one's type, chosen by the route's loader at build time
 * (page-copies.server.ts), so a page's HTML holds its own language's words and no bundle holds
 * any. In a sentence, `[words](/path)` is a link (ui/linked-text.tsx), so each language orders
 * its own words around it; {name} placeholders are filled by the loader (numbers through Intl).
 */

/** Every string of `copy` with its {placeholders} filled in (the structure is kept). */
export function fillCopy<T>(copy: T, values: Record<string, string | number>): T {
  if (typeof copy === "string") return fill(copy, values) as T;
  if (Array.isArray(copy)) return copy.map((item) => fillCopy(item, values)) as T;
  if (copy && typeof copy === "object")
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, fillCopy(value, values)]),
    ) as T;
  return copy;
}

/** The `[words](/path)` links of a sentence, in order, and the text around them. */
export type LinkedPart = { text: string; to?: string };

export function linkedParts(sentence: string): LinkedPart[] {
  const parts: LinkedPart[] = [];
  let last = 0;
  for (const match of sentence.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)) {
    if (match.index > last) parts.push({ text: sentence.slice(last, match.index) });
    parts.push({ text: match[1]!, to: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < sentence.length) parts.push({ text: sentence.slice(last) });
  return parts;
}

/** The plain text of a sentence with links (meta descriptions, structured data). */
export const plainText = (sentence: string): string =>
  linkedParts(sentence)
    .map((part) => part.text)
    .join("");
