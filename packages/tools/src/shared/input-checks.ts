import { contentMismatchMessage, type InputKind } from "@gifkit/contracts";

/**
 * The browser's checks of a chosen input before an editor opens (issue 13): a file's first bytes
 * against the tool's formats, and a link through the server's POST /api/check-url. Shared by the
 * upload screen (apps/web/src/tool-page) and editors that add inputs (GIF Maker's 'Add images').
 */

/**
 * Reads each file's first bytes and answers the message for those whose content is not a format
 * the tool takes (a text file named x.gif), or null. The detector (file-type) loads only when a
 * file is chosen, so it costs nothing on page load.
 */
export async function checkFileContents(
  files: readonly File[],
  kind: InputKind,
  /** The message in the page's language; unset: the server's own English one. */
  describe: (names: string[]) => string = contentMismatchMessage,
): Promise<string | null> {
  const { contentSniffBytes, detectContentFormat, isAcceptedContent } = await import(
    "./content-format.ts"
  );
  const mismatched: string[] = [];
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, contentSniffBytes).arrayBuffer());
    if (!isAcceptedContent(await detectContentFormat(head), kind)) mismatched.push(file.name);
  }
  return mismatched.length > 0 ? describe(mismatched) : null;
}

export interface LinkCheck {
  /** The server's reason (several links: prefixed with the link), or null when all are fine. */
  problem: string | null;
  /** Each link's size from the check (Content-Length), null when its server did not say. */
  sizes: (number | null)[];
}

export const linkCheckFailedMessage =
  "Could not check the link: network error or unexpected issue. Please try again.";

/** How many links are checked at once (a GIF Maker list may hold 100). */
const parallelChecks = 4;

/** Asks the server whether the tool's start call would take each link (POST /api/check-url). */
export async function checkLinksOnServer(
  urls: readonly string[],
  toolId: string,
  signal?: AbortSignal,
): Promise<LinkCheck> {
  const sizes: (number | null)[] = urls.map(() => null);
  const problems: (string | null)[] = urls.map(() => null);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      const url = urls[index] as string;
      const response = await fetch("/api/check-url", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url, tool: toolId }),
        ...(signal ? { signal } : {}),
      });
      const body = (await response.json().catch(() => null)) as {
        error?: string;
        size_bytes?: number;
      } | null;
      if (!response.ok) {
        problems[index] = body?.error ?? linkCheckFailedMessage;
        // One refusal is enough to stay on the upload screen.
        next = urls.length;
        return;
      }
      sizes[index] = typeof body?.size_bytes === "number" ? body.size_bytes : null;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(parallelChecks, urls.length) }, worker));
  } catch (error) {
    if (signal?.aborted) throw error;
    return { problem: linkCheckFailedMessage, sizes };
  }
  const index = problems.findIndex((problem) => problem !== null);
  if (index < 0) return { problem: null, sizes };
  const problem = problems[index] as string;
  return { problem: urls.length > 1 ? `${urls[index]}: ${problem}` : problem, sizes };
}
