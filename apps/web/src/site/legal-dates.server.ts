import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A page's "Last updated" date, worked out at build time. */
export interface UpdatedDate {
  /** YYYY-MM-DD, for `<time dateTime>`. */
  iso: string;
  /** "November 26, 2026". */
  text: string;
}

const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/**
 * The date of the last commit that changed any of `paths` (repository-relative): a legal page
 * is dated by its last real change, not by a date typed into it. Outside a git checkout (a
 * source tarball) the newest file modification time stands in.
 */
export function lastChanged(paths: readonly string[]): UpdatedDate {
  let iso = "";
  try {
    iso = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...paths], {
      cwd: repositoryRoot,
      encoding: "utf8",
    }).trim();
  } catch {
    // No git: fall through to the files' times.
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    const newest = Math.max(...paths.map((path) => statSync(`${repositoryRoot}${path}`).mtimeMs));
    iso = new Date(newest).toISOString().slice(0, 10);
  }
  const text = new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return { iso, text };
}

/** What each legal page says comes from: its route file, plus the code its text is made from. */
export const legalSources = {
  privacy: [
    "apps/web/app/routes/privacy-policy.tsx",
    "packages/contracts/src/retention.ts",
    "packages/contracts/src/limits.ts",
  ],
  terms: ["apps/web/app/routes/terms.tsx", "packages/contracts/src/retention.ts"],
  cookies: ["apps/web/app/routes/cookie-policy.tsx", "apps/web/src/consent/consent.ts"],
} as const;
