import { defaultLimits } from "@gifkit/contracts";
import type { ToolId } from "@gifkit/tools";

/** One GIF made in this browser tab, still kept on the server (by its download key). */
export interface ResultVersion {
  key: string;
  toolName: string;
  /** The tool that made it (versions kept before it was recorded have none). */
  toolId?: ToolId;
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

/** The tool that made a result of this session, while the server keeps it (null: unknown). */
export function versionMaker(key: string): { toolId?: ToolId; toolName: string } | null {
  const version = keptVersions().find((kept) => kept.key === key);
  return version
    ? { toolName: version.toolName, ...(version.toolId ? { toolId: version.toolId } : {}) }
    : null;
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
