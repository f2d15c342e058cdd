import { useEditorText } from "../i18n/editor-text.ts";
import type { EditorUiMessages } from "../i18n/editor-ui.en.ts";

/**
 * The buttons under each item of a reorderable list of inputs (Combine's animations, GIF
 * Maker's images): move it one place earlier or later, or remove it. A list shown as rows moves
 * up and down, a grid left and right; the labels name the item by its number.
 */

/** A small bordered button, as the lists' item controls are drawn. */
export const smallButtonClass =
  "inline-flex min-h-8 min-w-8 items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

const directions = {
  rows: { earlier: "up", later: "down", earlierArrow: "↑", laterArrow: "↓" },
  grid: { earlier: "left", later: "right", earlierArrow: "←", laterArrow: "→" },
} as const;

/** What an item can be called: its word in the page's language is the catalog's. */
type ItemNoun = keyof EditorUiMessages["sharedParts"]["moveRemove"]["nouns"];

export interface MoveRemoveButtonsProps {
  /** 0-based place of the item. */
  index: number;
  count: number;
  /** What an item is called in the labels ("animation", "image", "step"). */
  noun: ItemNoun;
  layout: keyof typeof directions;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

export function MoveRemoveButtons({
  index,
  count,
  noun,
  layout,
  disabled,
  onMove,
  onRemove,
}: MoveRemoveButtonsProps) {
  const { ui, fill, number: written } = useEditorText();
  const words = ui.sharedParts.moveRemove;
  const label = (template: string) =>
    fill(template, { noun: words.nouns[noun], number: written(index + 1) });
  const direction = directions[layout];
  return (
    // A grid's narrow cards (GIF Maker's two columns at 375 px) put a long Remove word
    // ("Entfernen") on its own line rather than squeeze it out of its button.
    <div className={`flex items-center gap-1 ${layout === "grid" ? "flex-wrap" : ""}`}>
      <button
        type="button"
        className={smallButtonClass}
        disabled={disabled || index === 0}
        aria-label={label(words[direction.earlier])}
        onClick={() => onMove(index, index - 1)}
      >
        <span aria-hidden="true">{direction.earlierArrow}</span>
      </button>
      <button
        type="button"
        className={smallButtonClass}
        disabled={disabled || index === count - 1}
        aria-label={label(words[direction.later])}
        onClick={() => onMove(index, index + 1)}
      >
        <span aria-hidden="true">{direction.laterArrow}</span>
      </button>
      <button
        type="button"
        className={`${smallButtonClass} ml-auto text-red-700`}
        disabled={disabled}
        aria-label={label(words.removeLabel)}
        onClick={() => onRemove(index)}
      >
        {words.remove}
      </button>
    </div>
  );
}
