/** Every leaf string of a catalog, by its dotted key (the catalogs' and editors' tests). */
export function leaves(value: unknown, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") found.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value))
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key))
        found.set(path, text);
  return found;
}

/** The {name} placeholders of a text, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
