import { defaultLimits } from "@gifkit/contracts";

/** One GIF made in this browser tab, still kept on the server (by its download key). */
export interface ResultVersion {
  key: string;
  toolName: string;
  sizeBytes: number | null;
  createdAtMs: number;
}

const storageKey = "gifkit.versions";
const maxVersions = 8;
const keptMs = defaultLimits.resultTtlMinutes * 60_000;

/** The versions of this session that the server still keeps, newest first. */
export function keptVersions(nowMs = Date.now()): ResultVersion[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? "[]") as ResultVersion[];
    return stored.filter((version) => nowMs - version.createdAtMs < keptMs);
  } catch {
    return [];
  }
}

/** Adds a new result to the session's history (a tab's history only: nothing leaves the browser). */
export function rememberVersion(version: ResultVersion): ResultVersion[] {
  const versions = [version, ...keptVersions().filter((old) => old.key !== version.key)].slice(
    0,
    maxVersions,
  );
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(versions));
  } catch {
    // Storage full or blocked: the history is a convenience, the result itself is unaffected.
  }
  return versions;
}
