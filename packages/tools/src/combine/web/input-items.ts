import { acceptedExtensions, extensionOf, unsupportedFileMessage } from "@gifkit/contracts";
import { combineInputLimits } from "../shared/options.ts";

/**
 * Combine's list of inputs as the editor holds it: pure functions, so the rules (order, moves and
 * their announcement, what is sent) are tested without a browser.
 */
export interface InputItem {
  /** Stable across moves (React key, drag id). */
  id: string;
  /** "result": a GIF made earlier in this session, sent as `source_key`. */
  kind: "file" | "url" | "result";
  file: File | null;
  /** The link, or the result's download key. */
  url: string | null;
  resultKey: string | null;
  name: string;
}

let nextId = 0;
const newId = () => `input-${++nextId}`;

export const fileInput = (file: File): InputItem => ({
  id: newId(),
  kind: "file",
  file,
  url: null,
  resultKey: null,
  name: file.name,
});

export function urlInput(url: string): InputItem {
  let name = url;
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop();
    if (last) name = decodeURIComponent(last);
  } catch {
    // Not a URL the browser parses: shown as typed (the server refuses it).
  }
  return { id: newId(), kind: "url", file: null, url, resultKey: null, name };
}

export const resultInput = (resultKey: string, previewUrl: string, name: string): InputItem => ({
  id: newId(),
  kind: "result",
  file: null,
  url: previewUrl,
  resultKey,
  name,
});

/** Moves the item at `from` to `to` (0-based); the announcement names 1-based positions. */
export function moveInput(
  items: readonly InputItem[],
  from: number,
  to: number,
): { items: InputItem[]; announcement: string } | null {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return null;
  const moved = [...items];
  const [item] = moved.splice(from, 1) as [InputItem];
  moved.splice(to, 0, item);
  return {
    items: moved,
    announcement: `Moved ${item.name} from position ${from + 1} to position ${to + 1} of ${items.length}`,
  };
}

/** The sentences of checkAddedFiles' refusals: the API's English ones, or the page's language's. */
export interface AddedFileWords {
  unsupportedFile: (names: string[], allowed: readonly string[]) => string;
  tooMany: (max: number, total: number) => string;
}

export const englishAddedFileWords: AddedFileWords = {
  unsupportedFile: unsupportedFileMessage,
  tooMany: (max, total) => `Combine takes at most ${max} animations; this would be ${total}.`,
};

/** Files added on the editor: the upload screen's extension rule and the 20-input limit. */
export function checkAddedFiles(
  files: readonly File[],
  current: number,
  words: AddedFileWords = englishAddedFileWords,
): string | null {
  const allowed = acceptedExtensions.gif;
  const unsupported = files.filter((file) => !allowed.includes(extensionOf(file.name) as never));
  if (unsupported.length > 0) {
    return words.unsupportedFile(
      unsupported.map((file) => file.name),
      allowed,
    );
  }
  const total = current + files.length;
  return total > combineInputLimits.max ? words.tooMany(combineInputLimits.max, total) : null;
}

/** Said before the start call when the list is too short. */
export const tooFewMessage = `Add at least ${combineInputLimits.min} animations to combine.`;

/**
 * The inputs of the start call in list order: uploads as `files`, links as `urls`, an earlier
 * result as `source_key` (the server reads it after the uploads, as one more file), and `order`
 * naming each by kind and position.
 */
export function inputFields(items: readonly InputItem[]): {
  files: File[];
  urls: string[];
  order: string;
  source_key?: string;
} {
  const files: File[] = [];
  const urls: string[] = [];
  const order: string[] = [];
  const uploadCount = items.filter((item) => item.kind === "file" && item.file).length;
  let resultKey: string | undefined;
  for (const item of items) {
    if (item.kind === "file" && item.file) {
      order.push(`file:${files.length}`);
      files.push(item.file);
    } else if (item.kind === "url" && item.url) {
      order.push(`url:${urls.length}`);
      urls.push(item.url);
    } else if (item.kind === "result" && item.resultKey && resultKey === undefined) {
      order.push(`file:${uploadCount}`);
      resultKey = item.resultKey;
    }
  }
  return {
    files,
    urls,
    order: JSON.stringify(order),
    ...(resultKey === undefined ? {} : { source_key: resultKey }),
  };
}
