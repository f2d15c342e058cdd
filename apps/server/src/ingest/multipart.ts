import { PassThrough, pipeline, type Readable, Transform } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { BlobStore, StoredBlob } from "../storage/blob-store.ts";

export interface UploadedFile {
  blob: StoredBlob;
  /** The form field it came in (file, files, or a tool's attachment field such as font_0). */
  fieldName: string;
  fileName: string;
  /** The first bytes, for the content check. */
  head: Uint8Array;
  /**
   * What the form's inspector found while the file was being stored (e.g. the image header's
   * size and frames), or null without an inspector. Read from the upload stream itself, so no
   * stored input is ever read back just to be checked.
   */
  inspection: Promise<unknown>;
  /** Every byte of the part as it came, stored or not (see FileFields.maxStoredBytes). */
  receivedBytes: number;
}

/**
 * Reads a file while it is being stored: `head` is its first bytes, `body` streams all of it
 * from the start. It may stop reading at any point (the rest is then not given to it); whatever
 * it returns or throws is the file's `inspection`.
 */
export type FileInspector = (head: Uint8Array, body: Readable) => Promise<unknown>;

/** Which file fields a form takes, and when one more file is one too many. */
export interface FileFields {
  has(fieldName: string): boolean;
  /**
   * Called before a file part is stored, with the files stored so far: an error refuses the call
   * there (nothing more is read or stored, and what was stored is deleted), so a request can never
   * store more parts than its tool takes (issue 28: three 50 MB parts were stored, then refused).
   */
  refuse?(fieldName: string, stored: readonly UploadedFile[]): Error | null;
  /**
   * At most this many bytes of a file of this field are stored; the rest is read and dropped
   * (counted in `receivedBytes`). A size estimate's GIF sample keeps only its first frames.
   */
  maxStoredBytes?(fieldName: string): number | undefined;
}

/**
 * The storage bounds a request's bytes are counted against as they arrive (MAX_STORED_BYTES, the
 * address's stored-byte cap): `take` is called before each chunk is stored and answers the
 * error that ends the upload there, or null.
 */
export interface UploadAllowance {
  take(bytes: number): Error | null;
}

export interface ParsedForm {
  files: UploadedFile[];
  /** A field sent more than once holds its values in order (`urls` is a list). */
  fields: Record<string, string | string[]>;
  /**
   * The non-file fields sent more than once, each named once: a start call refuses them but for
   * its input lists (its step "repeated-fields"), since any one value winning would be a guess.
   */
  repeatedFields: string[];
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
  fileFieldNames: FileFields,
  inspect?: FileInspector,
  allowance?: UploadAllowance,
): Promise<ParsedForm> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string | string[]> = {};
  const repeatedFields: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (!fileFieldNames.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const refusal = fileFieldNames.refuse?.(part.fieldname, files);
        if (refusal) {
          part.file.resume();
          throw refusal;
        }
        const tooLarge = () =>
          Object.assign(new Error("file too large"), { code: "FST_REQ_FILE_TOO_LARGE" });
        const tapped = inspectWhileStoring(part.file, inspect);
        const metered = meterStoredBytes(
          tapped.stream,
          fileFieldNames.maxStoredBytes?.(part.fieldname) ?? Number.POSITIVE_INFINITY,
          allowance,
        );
        let blob: StoredBlob;
        try {
          blob = await store.put(metered.stream, {
            contentType: part.mimetype || "application/octet-stream",
            downloadName: part.filename || "upload",
            role: "input",
            taskId: null,
          });
        } catch (error) {
          // The parser ends a file stream at the size limit; whatever the write did then, the answer is 413.
          if (part.file.truncated) throw tooLarge();
          // The storage bounds' own refusal (503/429), not the write's echo of it.
          throw metered.refusal() ?? error;
        }
        if (part.file.truncated) {
          await store.delete(blob.key);
          throw tooLarge();
        }
        files.push({
          blob,
          fieldName: part.fieldname,
          fileName: part.filename || "upload",
          head: tapped.head(),
          inspection: tapped.inspection,
          receivedBytes: metered.receivedBytes(),
        });
      } else {
        const value = String(part.value);
        const existing = fields[part.fieldname];
        if (existing === undefined) fields[part.fieldname] = value;
        else {
          if (!repeatedFields.includes(part.fieldname)) repeatedFields.push(part.fieldname);
          fields[part.fieldname] = Array.isArray(existing)
            ? [...existing, value]
            : [existing, value];
        }
      }
    }
  } catch (error) {
    await Promise.all(files.map((file) => store.delete(file.blob.key)));
    // A client that goes away mid-upload surfaces as the socket's "aborted" error: the body ended
    // before its closing boundary, the client's doing, so it answers (and is logged as) a 400.
    if (request.raw.destroyed && !request.raw.readableEnded) {
      throw Object.assign(new Error("the client closed the request during the upload"), {
        code: "FST_MP_PREMATURE_CLOSE",
        cause: error,
      });
    }
    throw error;
  }
  return { files, fields, repeatedFields };
}

/**
 * Passes a file's bytes on unchanged (to the blob store) while keeping its first bytes and, with
 * an inspector, feeding it the same bytes as they go by. The inspector's pace holds the upload
 * back (backpressure) until it settles; after that it is given nothing more.
 *
 * The parser's file stream is joined with pipeline(), not pipe(): a body cut short can leave that
 * stream destroyed (with the parser's error) before this runs, and pipe() would then wait for
 * bytes that never come. pipeline() passes the error, or a premature close, on to the stored
 * stream (the store's write rejects) and to the inspector; a store that stops reading destroys
 * the parser's stream in turn, so the multipart iteration ends too.
 */
function inspectWhileStoring(
  source: Readable,
  inspect: FileInspector | undefined,
): { stream: Readable; head(): Uint8Array; inspection: Promise<unknown> } {
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const head = () => new Uint8Array(Buffer.concat(headChunks).subarray(0, headBytes));
  const body = new PassThrough({ highWaterMark: 256 * 1024 });
  // An inspector that stops early may destroy its stream; later writes are skipped, not errors.
  body.on("error", noop);
  let settled = inspect === undefined;
  let inspection: Promise<unknown> | null = inspect === undefined ? Promise.resolve(null) : null;
  const startInspection = () => {
    if (inspection) return;
    inspection = (inspect as FileInspector)(head(), body).finally(() => {
      settled = true;
      body.resume(); // let go of anything still buffered for it
    });
    // Awaited by the route after the upload; never an unhandled rejection if the upload fails.
    inspection.catch(noop);
  };
  /** Resolves when the inspector reads on, stops (its stream closes) or settles. */
  const inspectorMoves = (pending: Promise<unknown>) =>
    new Promise<void>((resolve) => {
      const done = () => {
        body.off("drain", done);
        body.off("close", done);
        resolve();
      };
      body.on("drain", done);
      body.on("close", done);
      pending.then(done, done);
    });
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headLength < headBytes) {
        headChunks.push(chunk);
        headLength += chunk.length;
      }
      if (settled || body.destroyed) return callback(null, chunk);
      const flowing = body.write(chunk);
      if (headLength >= headBytes) startInspection();
      if (flowing || inspection === null) return callback(null, chunk);
      void inspectorMoves(inspection).then(() => callback(null, chunk));
    },
    flush(callback) {
      startInspection();
      body.end();
      callback();
    },
  });
  pipeline(source, stream, (error) => {
    // The inspector reading a file that will not be stored gets the same error (and stops).
    if (error) body.destroy(error);
  });
  const ready = (): Promise<unknown> => {
    startInspection();
    return inspection as Promise<unknown>;
  };
  return {
    stream,
    head,
    get inspection() {
      return ready();
    },
  };
}

/**
 * Passes a file's bytes on to the store up to `maxStoredBytes` and drops the rest (still read, so
 * the form's later parts arrive), counting all of them; each stored chunk is first taken from the
 * allowance, whose refusal ends the upload there (the store's write then fails and leaves nothing).
 */
function meterStoredBytes(
  source: Readable,
  maxStoredBytes: number,
  allowance: UploadAllowance | undefined,
): { stream: Readable; receivedBytes(): number; refusal(): Error | null } {
  let received = 0;
  let stored = 0;
  let refusal: Error | null = null;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      const room = maxStoredBytes - stored;
      if (room <= 0) return callback();
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      refusal = allowance?.take(kept.length) ?? null;
      if (refusal) return callback(refusal);
      stored += kept.length;
      callback(null, kept);
    },
  });
  pipeline(source, stream, noop);
  return { stream, receivedBytes: () => received, refusal: () => refusal };
}

const noop = () => undefined;
