import type { Destination } from "./destinations.ts";

// Its own module, like limits-table.ts: the FAQ and the blog print it at build time; pages that
// only need the list (the editors' presets) do not carry the formatting along.

/** A byte count as the platform's documentation states it: 10 MiB, 15 MB, 1 GB, 100 KiB. */
export function formatDestinationBytes(bytes: number): string {
  const { amount, unit } = destinationBytes(bytes);
  return `${amount.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${unit}`;
}

/** The number and unit of formatDestinationBytes (a page writes the number its language's way). */
export function destinationBytes(bytes: number): { amount: number; unit: string } {
  const units: [number, string][] = [
    [1000 ** 3, "GB"],
    [1024 ** 2, "MiB"],
    [1000 ** 2, "MB"],
    [1024, "KiB"],
    [1000, "KB"],
  ];
  // The unit that divides the number exactly is the one the docs used.
  for (const [size, unit] of units) if (bytes % size === 0) return { amount: bytes / size, unit };
  return { amount: bytes / 1000 ** 2, unit: "MB" };
}

export interface DestinationRow {
  id: string;
  name: string;
  /** The largest file, e.g. "10 MiB". */
  maxSize: string;
  /** The largest dimensions, e.g. "1,280 × 1,080 px", or "not stated". */
  maxDimensions: string;
  convertsToVideo: boolean;
  note: string;
  source: string;
  /** The source's host, for a short link text. */
  sourceHost: string;
  readOn: string;
}

/** Rows for the FAQ's table and the blog article's table, from the destinations list. */
export function destinationsTable(list: readonly Destination[]): DestinationRow[] {
  const n = (value: number) => value.toLocaleString("en-US");
  return list.map((destination) => ({
    id: destination.id,
    name: destination.name,
    maxSize: formatDestinationBytes(destination.max_bytes),
    maxDimensions:
      destination.max_width && destination.max_height
        ? destination.sides === "exact"
          ? `exactly ${n(destination.max_width)} × ${n(destination.max_height)} px`
          : destination.sides === "one-side-exact"
            ? `one side exactly ${n(Math.max(destination.max_width, destination.max_height))} px, the other at most ${n(Math.min(destination.max_width, destination.max_height))} px`
            : `${n(destination.max_width)} × ${n(destination.max_height)} px`
        : "not stated",
    convertsToVideo: destination.converts_to_video,
    note: destination.note,
    source: destination.source,
    sourceHost: new URL(destination.source).host.replace(/^www\./, ""),
    readOn: destination.read_on,
  }));
}
