import type { InputKind } from "@gifkit/contracts";
import { checkFileContents, checkLinksOnServer } from "@gifkit/tools/shared/input-checks";
import {
  type CheckWords,
  checkFiles,
  checkUrls,
  contentMismatchIn,
  splitUrls,
} from "./source-checks.ts";

export { refusedInputKind } from "@gifkit/contracts";
export { stillPreviewUrl } from "@gifkit/tools/shared/web/still-preview";
export type { CheckWords };

/**
 * Every check of a chosen input, in the order a person meets them: names and sizes (the spec's
 * messages), then content (first bytes) or the server's link check. Loaded when the first file
 * or link is chosen (or on intent), not with the page: the page's JavaScript budget.
 */
export async function checkChosenFiles(
  files: File[],
  kind: InputKind,
  maxUploadBytes: number,
  words: CheckWords | null = null,
): Promise<string | null> {
  const mismatch = words ? (names: string[]) => contentMismatchIn(words, names) : undefined;
  return (
    checkFiles(files, kind, maxUploadBytes, words) ??
    (await checkFileContents(files, kind, mismatch).catch(() => null))
  );
}

export async function checkChosenLinks(
  text: string,
  kind: InputKind,
  multiple: boolean,
  toolId: string,
  words: CheckWords | null = null,
): Promise<{ urls: string[]; problem: string | null; sizes: (number | null)[] }> {
  const urls = splitUrls(text).slice(0, multiple ? undefined : 1);
  if (urls.length === 0)
    return { urls, problem: words?.checks.enterLink ?? "Enter a link to a file.", sizes: [] };
  const problem = checkUrls(urls, kind, words);
  if (problem) return { urls, problem, sizes: [] };
  return { urls, ...(await checkLinksOnServer(urls, toolId)) };
}
