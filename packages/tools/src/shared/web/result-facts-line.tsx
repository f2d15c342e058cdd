import { useEffect, useState } from "react";
import { formatNumber } from "../i18n/format.ts";
import { useToolUi } from "../i18n/tool-ui-text.ts";
import { type AnimationFacts, animationFacts, formatDuration } from "./result-facts.ts";

const kilobytes = (languageCode: string, bytes: number) =>
  `${formatNumber(languageCode, Math.max(1, Math.round(bytes / 1024)))} KB`;

/** The facts a video result's own player knows (no frame count: a video does not say it). */
interface VideoFacts {
  width: number;
  height: number;
  durationMs: number;
}

/**
 * The one line of facts under every result's preview (the shared result screen, Video to GIF's
 * own, Prompt to GIF's): width × height, frames, fps, duration and size. Read from the result
 * file already in the browser (its blob URL), so it costs no request to the server.
 */
export function ResultFacts({
  url,
  bytes,
  video = false,
  originalBytes = null,
}: {
  /** The result's blob URL. */
  url: string;
  /** The result's size in bytes, as the server stored it. */
  bytes: number | null;
  /** An MP4 or WebM result: its facts come from a <video>'s metadata. */
  video?: boolean;
  /** The input's size, stated before the result's. */
  originalBytes?: number | null;
}) {
  const { text: ui, languageCode: code } = useToolUi();
  const text = ui.result;
  const [facts, setFacts] = useState<AnimationFacts | VideoFacts | null>(null);
  useEffect(() => {
    let current = true;
    setFacts(null);
    if (video) {
      const element = document.createElement("video");
      element.preload = "metadata";
      element.onloadedmetadata = () => {
        if (current && element.videoWidth > 0)
          setFacts({
            width: element.videoWidth,
            height: element.videoHeight,
            durationMs: Math.round(element.duration * 1000),
          });
      };
      element.src = url;
      return () => {
        current = false;
        element.removeAttribute("src");
      };
    }
    void fetch(url)
      .then((response) => response.arrayBuffer())
      .then((buffer) => {
        if (current) setFacts(animationFacts(new Uint8Array(buffer)));
      })
      .catch(() => undefined); // a revoked URL: the size alone is shown
    return () => {
      current = false;
    };
  }, [url, video]);

  const rows: [string, string][] = [];
  if (originalBytes !== null) rows.push([text.originalSize, kilobytes(code, originalBytes)]);
  if (facts) {
    rows.push([text.dimensions, `${facts.width} × ${facts.height} px`]);
    if ("frames" in facts) {
      rows.push([text.frames, formatNumber(code, facts.frames)]);
      if (facts.fps !== null) rows.push([text.frameRate, `${formatNumber(code, facts.fps)} fps`]);
    }
    if (facts.durationMs > 0) rows.push([text.duration, formatDuration(facts.durationMs, code)]);
  }
  if (bytes !== null) rows.push([text.resultSize, kilobytes(code, bytes)]);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm" data-result-facts>
      {rows.map(([term, value]) => (
        <div key={term} className="flex gap-1.5">
          <dt className="text-slate-600">{term}:</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
