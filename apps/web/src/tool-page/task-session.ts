import type { EditorFields, EditorSource } from "@gifkit/tools/shared/editor";

/**
 * What this tab remembers of a task it started (issue 24: every task has its own address,
 * `?task=<id>`): the input and the settings it was started with, so a reload or Back returns to
 * the same step. Kept in session storage, keyed by task id; nothing leaves the browser.
 *
 * A chosen file cannot be kept: its object URL dies with the page, and the server deletes the
 * upload when the task ends. Its name and size are kept so the page can say so; a link or a
 * kept result (`source_key`) is reopened as it was.
 */
export interface TaskSession {
  toolId: string;
  source: {
    kind: EditorSource["kind"];
    resultKey?: string | undefined;
    urls: string[];
    displayName: string;
    sizeBytes: number | null;
  };
  /** The start call's text fields (files such as fonts are not kept). */
  fields: Record<string, string | string[]>;
  /**
   * The editor's kept settings when the task started (packages/tools/src/shared/kept-settings.ts):
   * a reload on the task's address reopens the editor with them.
   */
  settings: Record<string, unknown>;
  /** `target_size_bytes` of the start call, for the result screen's "fitted under" line. */
  fitTargetBytes: number | null;
  startedAtMs: number;
}

const keyOf = (taskId: string) => `gifkit.task.${taskId}`;
export const taskIdPattern = /^[0-9a-f]{32}$/;

export function rememberTask(
  taskId: string,
  toolId: string,
  source: EditorSource,
  fields: EditorFields,
  settings: Record<string, unknown>,
): TaskSession {
  const textFields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") textFields[name] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === "string"))
      textFields[name] = value as string[];
  }
  const session: TaskSession = {
    toolId,
    source: {
      kind: source.kind,
      resultKey: source.resultKey,
      urls: source.urls,
      displayName: source.displayName,
      sizeBytes: source.sizeBytes,
    },
    fields: textFields,
    settings,
    fitTargetBytes: Number(fields.target_size_bytes) || null,
    startedAtMs: Date.now(),
  };
  try {
    sessionStorage.setItem(keyOf(taskId), JSON.stringify(session));
  } catch {
    // Storage full or blocked: the task still has its address; only Back loses the settings.
  }
  return session;
}

export function recallTask(taskId: string): TaskSession | null {
  try {
    const stored = sessionStorage.getItem(keyOf(taskId));
    return stored ? (JSON.parse(stored) as TaskSession) : null;
  } catch {
    return null;
  }
}

/** The input a remembered task was started on, when it can be reopened (a link or a kept GIF). */
export function reopenSource(session: TaskSession | null): EditorSource | null {
  if (!session) return null;
  const { source } = session;
  if (source.kind === "result" && source.resultKey && taskIdPattern.test(source.resultKey)) {
    return {
      kind: "result",
      files: [],
      urls: [],
      resultKey: source.resultKey,
      displayName: source.displayName,
      previewUrl: `/api/download/${source.resultKey}`,
      sizeBytes: source.sizeBytes,
    };
  }
  if (source.kind === "url" && source.urls.length > 0) {
    return {
      kind: "url",
      files: [],
      urls: source.urls,
      displayName: source.displayName,
      previewUrl: source.urls[0] as string,
      sizeBytes: source.sizeBytes,
    };
  }
  return null;
}

/**
 * The input as this tab can recognise it again: a kept result by its key, links by their text,
 * files by name, size and modification time (the same file chosen again after a reload).
 */
function sourceIdentity(source: EditorSource): string {
  if (source.kind === "result") return `result:${source.resultKey ?? ""}`;
  if (source.kind === "url") return `url:${source.urls.join("\n")}`;
  return `file:${source.files.map((file) => `${file.name}/${file.size}/${file.lastModified}`).join("\n")}`;
}
const draftKeyOf = (toolId: string, source: EditorSource) =>
  `gifkit.settings.${toolId}.${sourceIdentity(source)}`;

/** The editor settings last used on this input in this tool, in this tab (null: none). */
export function recallDraftSettings(
  toolId: string,
  source: EditorSource,
): Record<string, unknown> | null {
  try {
    const stored = sessionStorage.getItem(draftKeyOf(toolId, source));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function rememberDraftSettings(
  toolId: string,
  source: EditorSource,
  settings: Record<string, unknown>,
): void {
  try {
    sessionStorage.setItem(draftKeyOf(toolId, source), JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings live as long as the page, as before.
  }
}

export function forgetDraftSettings(toolId: string, source: EditorSource): void {
  try {
    sessionStorage.removeItem(draftKeyOf(toolId, source));
  } catch {
    // Nothing kept.
  }
}
