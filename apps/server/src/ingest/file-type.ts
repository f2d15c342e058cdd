import { detectContentFormat, isAcceptedContent } from "@gifkit/tools/shared/content-format";

/**
 * The type of a file by its first bytes (never by its name or Content-Type): the same function
 * the browser runs when a file is chosen (packages/tools/src/shared/content-format.ts).
 */
export const detectFileType = detectContentFormat;
export const isAcceptedType = isAcceptedContent;
