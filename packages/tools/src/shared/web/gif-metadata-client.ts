/**
 * The browser's client of POST /api/gif-metadata (spec: tools §4): an animation's length and frame
 * count as the server's one header reader (shared/image-header.ts) finds them, for a GIF, animated
 * WebP, APNG, MNG or AVIF. Add Text's timing slider spans it; GIF Maker shows an AVIF sequence's
 * length with it (the AVIF sample table is read there, not by a second parser in the page).
 * Throws on a refusal (a still image, a damaged file) or a network error.
 */
export async function requestGifMetadata(
  form: FormData,
  signal?: AbortSignal,
): Promise<{ durationSeconds: number; frameCount: number }> {
  const response = await fetch("/api/gif-metadata", {
    method: "POST",
    body: form,
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`metadata ${response.status}`);
  const body = (await response.json()) as { duration?: unknown; frame_count?: unknown };
  if (typeof body.duration !== "number" || !(body.duration > 0)) throw new Error("no duration");
  return {
    durationSeconds: body.duration,
    frameCount: typeof body.frame_count === "number" ? body.frame_count : 0,
  };
}
