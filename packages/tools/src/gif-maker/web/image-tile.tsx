import { useState } from "react";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import type { GifMakerEditorText } from "../editor-text.ts";
import { browserCanShow, type FrameItem } from "./frame-list.ts";

/**
 * An image as the browser can show it, or, for formats browsers do not display (HEIC, JPEG XL,
 * JPEG 2000, MNG, PDF) or a link that does not load here, a labelled tile: the server still
 * decodes it.
 */
export function ImageTile({
  item,
  imageUrl,
  fit,
  onSize,
}: {
  item: FrameItem;
  imageUrl: string | null;
  fit: "contain" | "cover";
  onSize?: (size: { width: number; height: number }) => void;
}) {
  const { own: t } = useEditorText<GifMakerEditorText>();
  const [failed, setFailed] = useState(false);
  if (imageUrl && browserCanShow(item) && !failed) {
    return (
      <img
        src={imageUrl}
        alt=""
        draggable={false}
        className={`size-full select-none ${fit === "contain" ? "object-contain" : "object-cover"}`}
        onError={() => setFailed(true)}
        onLoad={(event) =>
          onSize?.({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
      />
    );
  }
  const label = item.extension ? item.extension.toUpperCase() : t.image;
  return (
    <span className="flex size-full flex-col items-center justify-center gap-1 bg-slate-700 p-2 text-center text-white">
      <span className="text-lg font-bold tracking-wide">{label}</span>
      <span className="line-clamp-2 max-w-full break-all text-[0.7rem] leading-tight text-slate-200">
        {failed ? t.previewNotAvailable : t.shownInGif}
      </span>
    </span>
  );
}
