import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * What a tool that takes a GIF says of itself for the tests that run every such tool (source_key's
 * keep editing): its `test/gif-run.ts`, fields that make it do real work on a small GIF (245 × 245,
 * 42 frames) and the files it takes besides that GIF. A new tool writes it in its folder; the
 * tests find it by name.
 */
export interface GifRun {
  fields: Record<string, string>;
  /** A file besides the GIF (Combine's second input, Overlay's picture), from test/fixtures. */
  extraUpload?: { field: string; path: string; type: string };
}

const toolsSource = fileURLToPath(new URL("../../../../packages/tools/src/", import.meta.url));

/** Every tool folder's `test/gif-run.ts`, by tool id. */
export async function gifRuns(): Promise<Map<string, GifRun>> {
  const runs = new Map<string, GifRun>();
  for (const id of (await readdir(toolsSource)).sort()) {
    const path = join(toolsSource, id, "test", "gif-run.ts");
    if (existsSync(path)) runs.set(id, ((await import(path)) as { default: GifRun }).default);
  }
  return runs;
}
