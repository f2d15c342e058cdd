import { expect, test } from "vitest";
import { formatDate } from "./blog-types.ts";

// Issue 29: dates are written without Intl (its first call cost 115-127 ms in the browser), and
// read exactly as en-US's toLocaleDateString writes them.
test("formatDate writes what toLocaleDateString('en-US') writes, long and short", () => {
  for (let month = 1; month <= 12; month += 1)
    for (const day of [1, 9, 28]) {
      const iso = `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      for (const style of ["long", "short"] as const)
        expect(formatDate(iso, style)).toBe(
          new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
            year: "numeric",
            month: style,
            day: "numeric",
            timeZone: "UTC",
          }),
        );
    }
});
