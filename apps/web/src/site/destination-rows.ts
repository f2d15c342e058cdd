import { destinations, destinationsTable } from "@gifkit/contracts";

/**
 * Where a GIF is going and how big it may be, from the list GET /api/destinations serves
 * (packages/contracts/src/destinations.ts): the FAQ's table and the blog article's table print
 * these rows, so the site cannot state a number the list does not have.
 */
export const destinationRows = destinationsTable(destinations);

/**
 * The places a GIF is uploaded to (no sticker or emoji kind): the article on GIF size limits by
 * platform is about these; the FAQ's table lists every destination.
 */
export const uploadDestinations = destinations.filter(
  (destination) => (destination.kind ?? "upload") === "upload",
);
const uploadDestinationRows = destinationsTable(uploadDestinations);

const cell = (text: string) =>
  text.replace(/\|/g, "\\|").replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * The upload destinations as a Markdown table (for articles): name, largest file and dimensions,
 * video, source.
 */
export function destinationsMarkdownTable(): string {
  const lines = [
    "| Where | Largest file | Largest dimensions | Shown as | Source |",
    "| --- | --- | --- | --- | --- |",
    ...uploadDestinationRows.map(
      (row) =>
        `| ${cell(row.name)} | ${row.maxSize} | ${row.maxDimensions} | ${row.convertsToVideo ? "video (MP4)" : "GIF"} | [${cell(row.sourceHost)}](${row.source}) (read ${row.readOn}) |`,
    ),
  ];
  return lines.join("\n");
}

/**
 * Fills `{{destinations:table}}` with the table and `{{destination:<id>}}` with that
 * destination's largest file ("10 MiB"); an unknown id fails the build instead of printing a
 * wrong number. Runs before the limit tokens (their pattern has no colon, so it skips these).
 */
export function fillDestinationTokens(text: string, source: string): string {
  return text
    .replace(/\{\{\s*destinations:table\s*\}\}/g, () => destinationsMarkdownTable())
    .replace(/\{\{\s*destination:([a-z0-9-]+)\s*\}\}/g, (_match, id: string) => {
      const row = destinationRows.find((candidate) => candidate.id === id);
      if (!row) throw new Error(`${source}: unknown destination {{destination:${id}}}`);
      return row.maxSize;
    });
}
