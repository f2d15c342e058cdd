/** Prints the limits table (Markdown) from the constants the server enforces: `npm run limits-table`. */
import { defaultLimits, limitsTable } from "@gifkit/contracts";

export function limitsMarkdown(): string {
  const rows = limitsTable(defaultLimits).map((row) => `| ${row.label} | ${row.value} |`);
  return ["| Limit | Value |", "|---|---|", ...rows].join("\n");
}

if (import.meta.main) console.log(limitsMarkdown());
