// A .tsx file only so the server's type check (no DOM library) leaves this browser code out.

export interface Playability {
  durationSeconds: number;
  width: number;
  height: number;
}

/**
 * Whether this browser can show the video: its first frame must decode (a container the browser
 * opens but a codec it cannot decode ends in `error` or in a 0 × 0 picture), and, unless
 * `needsDuration` is false, it must declare a length (a live recording's WebM often declares
 * none). `atFirstFrame` sees the element while that frame shows (to draw it). The one <video>
 * prober: the video editors' timeline, a GIF tool's still of a WebM, Add Text's WebM length.
 */
export function probePlayable(
  url: string,
  signal: AbortSignal,
  {
    timeoutMs = 10_000,
    needsDuration = true,
    atFirstFrame,
  }: {
    timeoutMs?: number;
    needsDuration?: boolean;
    atFirstFrame?: (video: HTMLVideoElement) => void;
  } = {},
): Promise<Playability | null> {
  return new Promise((resolve) => {
    const video = document.createElement("video");
    video.muted = true;
    video.preload = "auto";
    const finish = (result: Playability | null) => {
      clearTimeout(timer);
      video.removeAttribute("src");
      video.load();
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    signal.addEventListener("abort", () => finish(null), { once: true });
    video.addEventListener("error", () => finish(null), { once: true });
    video.addEventListener(
      "loadeddata",
      () => {
        const hasLength = Number.isFinite(video.duration) && video.duration > 0;
        const ok = video.videoWidth > 0 && video.videoHeight > 0 && (hasLength || !needsDuration);
        if (ok) atFirstFrame?.(video);
        finish(
          ok
            ? {
                durationSeconds: video.duration,
                width: video.videoWidth,
                height: video.videoHeight,
              }
            : null,
        );
      },
      { once: true },
    );
    video.src = url;
  });
}

/**
 * A file's length as the browser plays it (a GIF tool's timeline for a WebM, which the server
 * reads only when the task runs). Rejects when the browser cannot play it or it declares none.
 */
export async function videoDurationSeconds(file: File, signal: AbortSignal): Promise<number> {
  const url = URL.createObjectURL(file);
  try {
    const playable = await probePlayable(url, signal);
    if (!playable) throw new Error("no duration");
    return playable.durationSeconds;
  } finally {
    URL.revokeObjectURL(url);
  }
}
