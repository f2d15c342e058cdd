/**
 * A file handed from one tool page to another without leaving the browser (Record Screen gives
 * its recording to Video to GIF): held in this module's memory, so it survives an in-app
 * navigation and nothing else. The receiving page takes it once, as if the person had chosen it
 * on its upload screen; a reload finds nothing and shows the upload screen.
 */

interface Handoff {
  toolId: string;
  file: File;
}

let pending: Handoff | null = null;

/** Holds `file` for the page of `toolId`, replacing anything held before. */
export function handOffFile(toolId: string, file: File): void {
  pending = { toolId, file };
}

/** The file held for `toolId`, once: it is released as it is taken. */
export function takeHandedOffFile(toolId: string): File | null {
  if (pending?.toolId !== toolId) return null;
  const { file } = pending;
  pending = null;
  return file;
}
