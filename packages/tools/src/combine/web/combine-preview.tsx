import { useEffect, useState } from "react";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import type { CombineEditorText } from "../editor-text.ts";
import type { CombineGeometry } from "../shared/layout.ts";
import type { CombineLayout } from "../shared/options.ts";
import type { InputItem } from "./input-items.ts";

const checkerboard =
  "bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px]";
/** The preview's largest height; it also never gets wider than the column or the result. */
const maxPreviewHeightPx = 360;
/** How long the sequence preview shows an input whose length it could not read. */
const unknownLengthMs = 2000;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export interface CombinePreviewProps {
  layout: CombineLayout;
  /** Null until every input's size is known. */
  geometry: CombineGeometry | null;
  items: readonly InputItem[];
  previewUrls: ReadonlyMap<string, string>;
  /** Each animation's own length as browsers play it, by item id (when it could be read). */
  lengthsMs: ReadonlyMap<string, number>;
  /** "transparent" or #rrggbb: the padding of a sequence. */
  background: string;
}

/**
 * A live preview drawn by the browser: side by side, every input plays in its cell at the
 * result's proportions; one after another, each plays for its own length, then the next one, in
 * the result's picture with its padding. The browser's own GIF playback stands in for the result.
 */
export function CombinePreview(props: CombinePreviewProps) {
  const { geometry, items } = props;
  const { own: t, fill } = useEditorText<CombineEditorText>();
  if (!geometry || geometry.cells.length !== items.length) {
    return (
      <div className="card flex min-h-40 items-center justify-center p-6 text-sm text-slate-600">
        {items.length < 2 ? t.addAnother : t.readingAnimations}
      </div>
    );
  }
  const frame = {
    aspectRatio: `${geometry.width} / ${geometry.height}`,
    width: `min(100%, ${geometry.width}px, ${(maxPreviewHeightPx * geometry.width) / geometry.height}px)`,
  };
  return (
    <figure className="card overflow-hidden">
      <div className="flex justify-center bg-slate-50 p-4">
        {props.layout === "sequence" ? (
          <SequencePreview {...props} geometry={geometry} frameStyle={frame} />
        ) : (
          <div
            className={`relative ${checkerboard}`}
            style={frame}
            data-testid="combine-preview"
            role="img"
            aria-label={fill(
              props.layout === "horizontal" ? t.previewSideBySide : t.previewStacked,
              {
                names: items.map((item) => item.name).join(", "),
              },
            )}
          >
            {items.map((item, index) => {
              const cell = geometry.cells[index];
              const url = props.previewUrls.get(item.id);
              if (!cell || !url) return null;
              return (
                <img
                  key={item.id}
                  src={url}
                  alt=""
                  className="absolute block"
                  style={{
                    left: percent(cell.x, geometry.width),
                    top: percent(cell.y, geometry.height),
                    width: percent(cell.width, geometry.width),
                    height: percent(cell.height, geometry.height),
                  }}
                />
              );
            })}
          </div>
        )}
      </div>
      <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
        Preview: {geometry.width} × {geometry.height} px
      </figcaption>
    </figure>
  );
}

function SequencePreview({
  geometry,
  items,
  previewUrls,
  lengthsMs,
  background,
  frameStyle,
}: CombinePreviewProps & { geometry: CombineGeometry; frameStyle: React.CSSProperties }) {
  const { own: t, fill } = useEditorText<CombineEditorText>();
  // Which input plays, and how many times the list has started (a new <img> restarts a GIF).
  const [playing, setPlaying] = useState({ position: 0, round: 0 });
  const position = playing.position % items.length;
  const item = items[position];
  const lengthMs = item ? (lengthsMs.get(item.id) ?? unknownLengthMs) : unknownLengthMs;
  useEffect(() => {
    const timer = setTimeout(
      () => setPlaying((current) => ({ position: current.position + 1, round: current.round + 1 })),
      Math.max(200, lengthMs),
    );
    return () => clearTimeout(timer);
  }, [lengthMs]);
  const cell = geometry.cells[position];
  const url = item ? previewUrls.get(item.id) : undefined;
  return (
    <div
      className={`relative ${background === "transparent" ? checkerboard : ""}`}
      style={{
        ...frameStyle,
        ...(background === "transparent" ? {} : { backgroundColor: background }),
      }}
      data-testid="combine-preview"
      role="img"
      aria-label={fill(t.previewSequence, { names: items.map((entry) => entry.name).join(", ") })}
    >
      {cell && url && (
        <div
          className={`absolute ${checkerboard}`}
          style={{
            left: percent(cell.pictureX, geometry.width),
            top: percent(cell.pictureY, geometry.height),
            width: percent(cell.pictureWidth, geometry.width),
            height: percent(cell.pictureHeight, geometry.height),
          }}
        >
          {/* A fresh element (and URL fragment) for each turn, so the GIF plays from its start. */}
          <img
            key={`${item?.id}-${playing.round}`}
            src={`${url}#play-${playing.round}`}
            alt=""
            className="block size-full"
          />
        </div>
      )}
      <span className="absolute right-1 bottom-1 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-medium text-white">
        {position + 1} / {items.length}
      </span>
    </div>
  );
}
