import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { SortableList, type SortableRow } from "../../shared/ui/sortable-list.tsx";
import { MoveRemoveButtons } from "../../shared/web/move-remove-buttons.tsx";
import type { CombineEditorText } from "../editor-text.ts";
import type { InputItem } from "./input-items.ts";

export interface InputListProps {
  items: readonly InputItem[];
  previewUrls: ReadonlyMap<string, string>;
  /** What each input is, once read (its size and length), by item id. */
  details: ReadonlyMap<string, string>;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * The inputs in output order as a list of thumbnails, reordered by dragging (mouse, or touch
 * after a short press so the page still scrolls), by the arrow keys on a focused thumbnail (as in
 * GIF Maker's grid), or by the Up and Down buttons.
 */
export function InputList(props: InputListProps) {
  const { own: t } = useEditorText<CombineEditorText>();
  return (
    <SortableList
      items={props.items}
      disabled={props.disabled}
      onMove={props.onMove}
      layout="list"
      label={t.listLabel}
      className="space-y-2"
      dragInstructions={t.dragInstructions}
      renderItem={(item, index, sortable) => (
        <InputRow key={item.id} item={item} index={index} sortable={sortable} {...props} />
      )}
    />
  );
}

function InputRow({
  item,
  index,
  sortable,
  items,
  previewUrls,
  details,
  disabled,
  onMove,
  onRemove,
}: InputListProps & { item: InputItem; index: number; sortable: SortableRow }) {
  const { own: t, fill, number: formatNumber } = useEditorText<CombineEditorText>();
  const number = index + 1;
  const previewUrl = previewUrls.get(item.id);
  return (
    <li
      {...sortable.row}
      data-input-id={item.id}
      className={`card relative flex items-start gap-3 p-2 ${sortable.isDragging ? "shadow-lg ring-2 ring-brand-600" : ""}`}
    >
      <button
        type="button"
        {...sortable.handle}
        aria-label={fill(t.rowLabel, {
          number: formatNumber(number),
          count: formatNumber(items.length),
          name: item.name,
        })}
        aria-roledescription={t.roleDescription}
        disabled={disabled}
        className="relative size-20 shrink-0 cursor-grab touch-manipulation overflow-hidden rounded-lg bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:12px_12px] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing disabled:cursor-not-allowed"
      >
        {previewUrl && (
          <img src={previewUrl} alt="" className="absolute inset-0 size-full object-contain" />
        )}
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0.5 flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white shadow"
        >
          {number}
        </span>
      </button>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div>
          <p className="truncate text-sm font-medium text-slate-900" title={item.url ?? item.name}>
            {item.name}
          </p>
          <p className="text-xs text-slate-600">{details.get(item.id) ?? t.reading}</p>
        </div>
        <MoveRemoveButtons
          index={index}
          count={items.length}
          noun="animation"
          layout="rows"
          disabled={disabled}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
