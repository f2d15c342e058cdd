import type { InputKind } from "@gifkit/contracts";
import { isEbmlFile, mngPictureSize } from "./animation-mime-type.ts";

/** Inputs whose editors show an animation as an <img> (Split's shows a WebM as a video). */
const imageEditorKinds: readonly InputKind[] = ["gif", "gif-or-still"];
const mngEditorKinds: readonly InputKind[] = [...imageEditorKinds, "gif-or-video"];

/** How long a WebM may take to load before the editor goes on without its frame or length. */
const videoLoadTimeoutMs = 10_000;

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

/**
 * A WebM's length as the browser plays it, for a GIF tool's timeline (the server reads GIF, WebP,
 * APNG and MNG headers only). Rejects when the browser cannot tell (a live recording's WebM often
 * declares none).
 */
export async function videoDurationSeconds(file: File): Promise<number> {
  return withLoadedVideo(file, "loadedmetadata", (video) => {
    if (!Number.isFinite(video.duration) || !(video.duration > 0)) throw new Error("no duration");
    return video.duration;
  });
}

const firstVideoFrameUrl = (file: File): Promise<string> =>
  withLoadedVideo(file, "loadeddata", async (video) => {
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext("2d");
    if (!context || canvas.width === 0 || canvas.height === 0) throw new Error("no picture");
    context.drawImage(video, 0, 0);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (!png) throw new Error("no picture");
    return URL.createObjectURL(png);
  });

/** `use` on a muted <video> of the file once it fired `ready`; the video is let go after. */
async function withLoadedVideo<T>(
  file: File,
  ready: "loadedmetadata" | "loadeddata",
  use: (video: HTMLVideoElement) => T | Promise<T>,
): Promise<T> {
  const video = document.createElement("video");
  const sourceUrl = URL.createObjectURL(file);
  video.muted = true;
  video.playsInline = true;
  video.preload = ready === "loadeddata" ? "auto" : "metadata";
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("timeout")), videoLoadTimeoutMs);
      video.addEventListener(ready, () => {
        clearTimeout(timer);
        resolve();
      });
      video.onerror = () => {
        clearTimeout(timer);
        reject(new Error("undecodable"));
      };
      video.src = sourceUrl;
    });
    return await use(video);
  } finally {
    video.removeAttribute("src");
    URL.revokeObjectURL(sourceUrl);
  }
}
