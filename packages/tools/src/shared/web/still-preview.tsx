import type { InputKind } from "@gifkit/contracts";
import { isEbmlFile, mngPictureSize } from "./animation-mime-type.ts";
import { probePlayable } from "./video-probe.tsx";

/** Inputs whose editors show an animation as an <img> (Split's shows a WebM as a video). */
const imageEditorKinds: readonly InputKind[] = ["gif", "gif-or-still"];
const mngEditorKinds: readonly InputKind[] = [...imageEditorKinds, "gif-or-video"];

/**
 * A picture an <img> can show, for a GIF tool's input that no browser shows as an image: a
 * WebM's first frame (drawn from a <video>) as a PNG, an MNG's own size (its MHDR) as a plain
 * checkerboard. Without it the editors showed a broken picture, knew no size, and Crop could not
 * start. The server still reads the file itself. Null for every other input, and when the
 * browser cannot decode the WebM (the editor then opens as before).
 */
export async function stillPreviewUrl(files: File[], kind: InputKind): Promise<string | null> {
  const [file] = files;
  if (files.length !== 1 || !file || !mngEditorKinds.includes(kind)) return null;
  const head = await file.slice(0, 24).arrayBuffer();
  const mng = mngPictureSize(head);
  if (mng) return placeholderUrl(mng.width, mng.height, "MNG");
  if (!imageEditorKinds.includes(kind) || !isEbmlFile(new Uint8Array(head))) return null;
  return firstVideoFrameUrl(file).catch(() => null);
}

function placeholderUrl(width: number, height: number, label: string): string {
  // Grey squares 16 px apart, like an empty canvas; the format's name in the middle.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><pattern id="c" width="32" height="32" patternUnits="userSpaceOnUse"><rect width="32" height="32" fill="#e2e8f0"/><rect width="16" height="16" fill="#cbd5e1"/><rect x="16" y="16" width="16" height="16" fill="#cbd5e1"/></pattern></defs><rect width="100%" height="100%" fill="url(#c)"/><text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${Math.max(10, Math.round(Math.min(width, height) / 6))}" fill="#475569">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

async function firstVideoFrameUrl(file: File): Promise<string | null> {
  const canvas = document.createElement("canvas");
  const sourceUrl = URL.createObjectURL(file);
  try {
    const playable = await probePlayable(sourceUrl, new AbortController().signal, {
      // A recording that declares no length still has a first frame to show.
      needsDuration: false,
      atFirstFrame: (video) => {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        canvas.getContext("2d")?.drawImage(video, 0, 0);
      },
    });
    if (!playable) return null;
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    return png ? URL.createObjectURL(png) : null;
  } finally {
    URL.revokeObjectURL(sourceUrl);
  }
}
