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
import {
  rectSortingStrategy,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import type { CSSProperties, KeyboardEvent, ReactNode } from "react";

/** dnd-kit's own live region stays quiet: each editor announces every move in its own words. */
const silentAnnouncements: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/** What one row gets to be sortable: spread `row` on its <li> and `handle` on its drag button. */
export interface SortableRow {
  row: { ref: (element: HTMLElement | null) => void; style: CSSProperties };
  handle: Record<string, unknown> & {
    ref: (element: HTMLElement | null) => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  isDragging: boolean;
}

export interface SortableListProps<Item extends { id: string }> {
  items: readonly Item[];
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  /**
   * "list": one column; the up and left arrow keys move a row earlier, down and right later.
   * "grid": rows wrap; only left and right move (up and down would read as a jump of a row).
   */
  layout: "list" | "grid";
  /** The <ol>'s accessible name and classes. */
  label: string;
  className: string;
  /** What a screen reader says on a focused drag handle. */
  dragInstructions: string;
  /** One <li>, with `sortable.row` on it and `sortable.handle` on its drag button. */
  renderItem: (item: Item, index: number, sortable: SortableRow) => ReactNode;
}

const earlierKeys = { list: ["ArrowUp", "ArrowLeft"], grid: ["ArrowLeft"] };
const laterKeys = { list: ["ArrowDown", "ArrowRight"], grid: ["ArrowRight"] };

/**
 * An ordered list reordered by dragging (mouse, or touch after a short press so the page still
 * scrolls) or by the arrow keys on a focused drag handle (Combine's inputs, GIF Maker's frames).
 * The rows are the tool's own; this owns the dnd-kit wiring and the keyboard moves.
 */
export function SortableList<Item extends { id: string }>(props: SortableListProps<Item>) {
  const { items, onMove, disabled, layout } = props;
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
        screenReaderInstructions: { draggable: props.dragInstructions },
      }}
    >
      <SortableContext
        items={items.map((item) => item.id)}
        strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        <ol className={props.className} aria-label={props.label}>
          {items.map((item, index) => (
            <SortableItem key={item.id} item={item} index={index} {...props} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem<Item extends { id: string }>({
  item,
  index,
  items,
  disabled,
  layout,
  onMove,
  renderItem,
}: SortableListProps<Item> & { item: Item; index: number }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, disabled });
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    if (earlierKeys[layout].includes(event.key) && index > 0) {
      event.preventDefault();
      onMove(index, index - 1);
    } else if (laterKeys[layout].includes(event.key) && index < items.length - 1) {
      event.preventDefault();
      onMove(index, index + 1);
    }
  };
  return renderItem(item, index, {
    row: {
      ref: setNodeRef,
      style: {
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 10 : undefined,
      },
    },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners, onKeyDown },
    isDragging,
  });
}
