import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { KeyboardEvent } from "react";
import type { InputItem } from "./input-items.ts";

const smallButton =
  "inline-flex min-h-8 min-w-8 items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

/** dnd-kit's own live region stays quiet: the editor announces every move in its own words. */
const silentAnnouncements: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

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
  const { items, onMove, disabled } = props;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: silentAnnouncements,
        screenReaderInstructions: {
          draggable: "Press an arrow key to move this animation earlier or later, or drag it.",
        },
      }}
    >
      <SortableContext
        items={items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        <ol className="space-y-2" aria-label="Animations in order">
          {items.map((item, index) => (
            <InputRow key={item.id} item={item} index={index} {...props} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function InputRow({
  item,
  index,
  items,
  previewUrls,
  details,
  disabled,
  onMove,
  onRemove,
}: InputListProps & { item: InputItem; index: number }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, disabled });
  const number = index + 1;
  const last = items.length - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const earlier = event.key === "ArrowUp" || event.key === "ArrowLeft";
    const later = event.key === "ArrowDown" || event.key === "ArrowRight";
    if (earlier && index > 0) {
      event.preventDefault();
      onMove(index, index - 1);
    } else if (later && index < last) {
      event.preventDefault();
      onMove(index, index + 1);
    }
  };
  const previewUrl = previewUrls.get(item.id);
  return (
    <li
      ref={setNodeRef}
      data-input-id={item.id}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 10 : undefined,
      }}
      className={`card relative flex items-start gap-3 p-2 ${isDragging ? "shadow-lg ring-2 ring-brand-600" : ""}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        aria-label={`Animation ${number} of ${items.length}: ${item.name}. Press an arrow key to move it.`}
        aria-roledescription="movable animation"
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
          <p className="text-xs text-slate-600">{details.get(item.id) ?? "Reading..."}</p>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={smallButton}
            disabled={disabled || index === 0}
            aria-label={`Move animation ${number} up`}
            onClick={() => onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={disabled || index === last}
            aria-label={`Move animation ${number} down`}
            onClick={() => onMove(index, index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className={`${smallButton} ml-auto text-red-700`}
            disabled={disabled}
            aria-label={`Remove animation ${number}`}
            onClick={() => onRemove(index)}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
