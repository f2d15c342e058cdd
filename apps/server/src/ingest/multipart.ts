import type { FastifyRequest } from "fastify";
import type { BlobStore, StoredBlob } from "../storage/blob-store.ts";

export interface UploadedFile {
  blob: StoredBlob;
  /** The form field it came in (file, files, or a tool's attachment field such as font_0). */
  fieldName: string;
  fileName: string;
  /** The first bytes, for the content check. */
  head: Uint8Array;
}

export interface ParsedForm {
  files: UploadedFile[];
  fields: Record<string, string | string[]>;
}

const headBytes = 4100;

/** What a 400 says when the multipart body cannot be read (no boundary, truncated, garbage). */
export const malformedMultipartMessages = {
  noBoundary:
    "The upload could not be read: its Content-Type is multipart/form-data without a boundary. Send the form again.",
  incomplete:
    "The upload could not be read: the form data is incomplete or malformed (it ended before its closing boundary). Send the form again.",
} as const;

/**
 * The multipart parser (@fastify/busboy) reports a body it cannot read with plain `Error`s and
 * no code; these are its exact messages. They are the client's fault, so they answer 400, not 500.
 */
const busboyMalformedMessages = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

/** The 400 message for a multipart body the parser could not read, or null for any other error. */
export function malformedMultipartMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if ((error as { code?: string }).code === "FST_MP_PREMATURE_CLOSE")
    return malformedMultipartMessages.incomplete;
  if (busboyMalformedMessages[0]?.test(error.message)) return malformedMultipartMessages.noBoundary;
  if (busboyMalformedMessages.some((pattern) => pattern.test(error.message)))
    return malformedMultipartMessages.incomplete;
  return null;
}

/**
 * A multipart request must name a non-empty boundary: with `boundary=` (empty) the parser reads
 * nothing and the call would wrongly answer "Choose a file".
 */
export function multipartBoundaryMissing(contentType: string | undefined): boolean {
  const match = /;\s*boundary=("?)([^";]*)\1/i.exec(contentType ?? "");
  return !match || (match[2] ?? "").trim() === "";
}

/**
 * Streams every file part of a multipart request into the blob store while keeping the first
 * bytes for the type check. If anything fails (a file over the size limit, too many parts, a
 * client that goes away) every blob of the request is deleted before the error propagates.
 */
export async function parseMultipartIntoStore(
  request: FastifyRequest,
  store: BlobStore,
  fileFieldNames: { has(fieldName: string): boolean },
): Promise<ParsedForm> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (!fileFieldNames.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const tooLarge = () =>
          Object.assign(new Error("file too large"), { code: "FST_REQ_FILE_TOO_LARGE" });
        let blob: StoredBlob;
        try {
          blob = await store.put(part.file, {
            contentType: part.mimetype || "application/octet-stream",
            downloadName: part.filename || "upload",
            role: "input",
            taskId: null,
          });
        } catch (error) {
          // The parser ends a file stream at the size limit; whatever the write did then, the answer is 413.
          if (part.file.truncated) throw tooLarge();
          throw error;
        }
        if (part.file.truncated) {
          await store.delete(blob.key);
          throw tooLarge();
        }
        files.push({
          blob,
          fieldName: part.fieldname,
          fileName: part.filename || "upload",
          head: await store.readHead(blob.key, headBytes),
        });
      } else {
        const value = String(part.value);
        const existing = fields[part.fieldname];
        if (existing === undefined) fields[part.fieldname] = value;
        else
          fields[part.fieldname] = Array.isArray(existing)
            ? [...existing, value]
            : [existing, value];
      }
    }
  } catch (error) {
    await Promise.all(files.map((file) => store.delete(file.blob.key)));
    throw error;
  }
  return { files, fields };
}
