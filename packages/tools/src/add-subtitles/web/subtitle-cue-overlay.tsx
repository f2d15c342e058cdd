import type { SubtitlePosition, SubtitleSize } from "../shared/options.ts";
import { subtitleFontSizes } from "../shared/options.ts";
import type { SubtitleCue } from "../shared/subtitles.ts";

/** libass draws an SRT or VTT on a canvas this many lines tall, scaled to the picture. */
const canvasLines = 288;
/** The burn's MarginV and Outline (server/commands.ts), in the canvas's lines. */
const marginLines = 14;
const outlineLines = 1.5;

/**
 * The cues shown at `currentSeconds`, drawn over the player as the burn draws them: Liberation
 * Sans, white with a black outline, centred at the bottom or the top, the letters' height and
 * the margin in the same share of the picture's height as libass's 288-line canvas gives them
 * (container query units of the picture's own box). An ASS file's own styles are not drawn.
 */
export function SubtitleCueOverlay({
  cues,
  currentSeconds,
  size,
  position,
}: {
  cues: readonly SubtitleCue[];
  currentSeconds: number;
  size: SubtitleSize;
  position: SubtitlePosition;
}) {
  const shown = cues.filter(
    (cue) => cue.startSeconds <= currentSeconds && currentSeconds < cue.endSeconds,
  );
  const share = (lines: number) => `${((lines / canvasLines) * 100).toFixed(3)}cqh`;
  const outline = share(outlineLines);
  return (
    <div
      className="pointer-events-none absolute inset-0"
      style={{ containerType: "size" }}
      data-subtitle-overlay
    >
      {shown.length > 0 ? (
        <div
          className="absolute inset-x-0 whitespace-pre-line text-center leading-tight text-white"
          style={{
            [position === "bottom" ? "bottom" : "top"]: share(marginLines),
            fontFamily: '"Liberation Sans", Arial, Helvetica, sans-serif',
            fontSize: share(subtitleFontSizes[size]),
            textShadow: `0 0 ${outline} #000, 0 0 ${outline} #000, 0 0 ${outline} #000`,
          }}
          data-subtitle-cue
        >
          {shown.map((cue) => cue.text).join("\n")}
        </div>
      ) : null}
    </div>
  );
}
