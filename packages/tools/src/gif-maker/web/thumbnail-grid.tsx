import { useId } from "react";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { SortableList, type SortableRow } from "../../shared/ui/sortable-list.tsx";
import { MoveRemoveButtons } from "../../shared/web/move-remove-buttons.tsx";
import type { GifMakerEditorText } from "../editor-text.ts";
import { type FrameEffect, frameDurationLimitsMs, frameEffects } from "../shared/options.ts";
import type { FrameItem } from "./frame-list.ts";
import { ImageTile } from "./image-tile.tsx";

export interface ThumbnailGridProps {
  items: readonly FrameItem[];
  imageUrls: ReadonlyMap<string, string>;
  defaultDurationMs: number;
  /** An animation's own length by item id: its default duration (DESIGN §2). */
  ownLengthsMs?: ReadonlyMap<string, number>;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onDuration: (index: number, text: string) => void;
  onDurationDone: (index: number) => void;
  onEffect: (index: number, effect: FrameEffect) => void;
  /** Raw text of a duration being typed, by item id (kept until the field is left). */
  durationDrafts: ReadonlyMap<string, string>;
}

/**
 * The frames as numbered thumbnails, reordered by dragging (mouse, or touch after a short press
 * so the page still scrolls), by the left and right arrow keys on a focused thumbnail, or by its
 * buttons; each has its duration, effect and Remove.
 */
export function ThumbnailGrid(props: ThumbnailGridProps) {
  const { own: t } = useEditorText<GifMakerEditorText>();
  return (
    <SortableList
      items={props.items}
      disabled={props.disabled}
      onMove={props.onMove}
      layout="grid"
      label={t.listLabel}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      dragInstructions={t.dragInstructions}
      renderItem={(item, index, sortable) => (
        <Thumbnail key={item.id} item={item} index={index} sortable={sortable} {...props} />
      )}
    />
  );
}

function Thumbnail({
  item,
  index,
  sortable,
  items,
  imageUrls,
  defaultDurationMs,
  ownLengthsMs,
  disabled,
  onMove,
  onRemove,
  onDuration,
  onDurationDone,
  onEffect,
  durationDrafts,
}: ThumbnailGridProps & { item: FrameItem; index: number; sortable: SortableRow }) {
  const { own: t, fill, number: written } = useEditorText<GifMakerEditorText>();
  const id = useId();
  const number = written(index + 1);
  const draft = durationDrafts.get(item.id);
  return (
    <li
      {...sortable.row}
      data-frame-id={item.id}
      className={`card flex min-w-0 flex-col overflow-hidden ${sortable.isDragging ? "shadow-lg ring-2 ring-brand-600" : ""}`}
    >
      <button
        type="button"
        {...sortable.handle}
        aria-label={fill(t.thumbnailLabel, {
          number,
          count: written(items.length),
          name: item.name,
        })}
        aria-roledescription={t.roleDescription}
        disabled={disabled}
        className="relative block aspect-[4/3] w-full cursor-grab touch-manipulation bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600 active:cursor-grabbing disabled:cursor-not-allowed"
      >
        <span className="absolute inset-0">
          <ImageTile item={item} imageUrl={imageUrls.get(item.id) ?? null} fit="cover" />
        </span>
        <span
          aria-hidden="true"
          className="absolute top-1.5 left-1.5 flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white shadow"
        >
          {number}
        </span>
      </button>
      <div className="space-y-2 p-2.5">
        <p className="truncate text-xs text-slate-600" title={item.url ?? item.name}>
          {item.name}
        </p>
        <div>
          <label htmlFor={`${id}-duration`} className="block text-xs font-medium text-slate-700">
            {t.duration}
          </label>
          <input
            id={`${id}-duration`}
            type="number"
            inputMode="numeric"
            className="field px-2 py-1 text-sm"
            min={frameDurationLimitsMs.min}
            max={frameDurationLimitsMs.max}
            step={50}
            placeholder={String(ownLengthsMs?.get(item.id) ?? defaultDurationMs)}
            value={draft ?? (item.durationMs === null ? "" : String(item.durationMs))}
            disabled={disabled}
            aria-label={fill(t.durationLabel, { number })}
            onChange={(event) => onDuration(index, event.target.value)}
            onBlur={() => onDurationDone(index)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-effect`} className="block text-xs font-medium text-slate-700">
            {t.effect}
          </label>
          <select
            id={`${id}-effect`}
            className="field px-2 py-1 text-sm"
            value={item.effect}
            disabled={disabled}
            aria-label={fill(t.effectLabel, { number })}
            onChange={(event) => onEffect(index, event.target.value as FrameEffect)}
          >
            {frameEffects.map((effect) => (
              <option key={effect} value={effect}>
                {t.effects[effect]}
              </option>
            ))}
          </select>
        </div>
        <MoveRemoveButtons
          index={index}
          count={items.length}
          noun="image"
          layout="grid"
          disabled={disabled}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
