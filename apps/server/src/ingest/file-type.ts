import {
  contentSniffBytes,
  detectContentFormat,
  isAcceptedContent,
} from "@gifkit/tools/shared/content-format";
import { readHead as readFileHead } from "@gifkit/tools/shared/read-head";

/**
 * The type of a file by its first bytes (never by its name or Content-Type): the same function
 * the browser runs when a file is chosen (packages/tools/src/shared/content-format.ts).
 */
export const detectFileType = detectContentFormat;
export const isAcceptedType = isAcceptedContent;

/** The first bytes of a file, as many as the content check reads. */
export const readHead = (path: string): Promise<Uint8Array> =>
  readFileHead(path, contentSniffBytes);
