import type { ToolId } from "@gifkit/tools";

/**
 * Files scripts/generate-images.ts makes from each tool's committed example (found through the
 * examples manifest, src/content/examples.json) before every build:
 * - a still: one frame of the result, for articles (a picture that does not move on its own;
 *   the animation is a link away);
 * - the tool page's share image (og:image), 1200 × 630, with that frame on it.
 */
export const exampleStillPath = (toolId: ToolId): string =>
  `/images/generated/examples/${toolId}.webp`;

export const toolShareImagePath = (toolId: ToolId): string =>
  `/images/generated/share/${toolId}.png`;

/** Output formats sharp can read a frame of (a video result has no still). */
export const stillReadable = (path: string): boolean => /\.(gif|webp|png|apng|avif)$/i.test(path);
