/**
 * The row of numbered buttons that picks which of an editor's items is being edited (Add Text to
 * Video's layers, Censor Video's regions), the picked one pressed, and the button that adds one.
 */
export function NumberedPicker({
  count,
  selected,
  onSelect,
  itemLabel,
  addLabel,
  onAdd,
  disabled,
  addDisabled,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** The button's words for the item at this place (1-based). */
  itemLabel: (number: number) => string;
  addLabel: string;
  onAdd: () => void;
  disabled: boolean;
  /** Also off when no more items may be added. */
  addDisabled: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are numbered by place.
          key={index}
          type="button"
          className={`btn ${index === selected ? "btn-primary" : "btn-secondary"}`}
          aria-pressed={index === selected}
          disabled={disabled}
          onClick={() => onSelect(index)}
        >
          {itemLabel(index + 1)}
        </button>
      ))}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={disabled || addDisabled}
        onClick={onAdd}
      >
        {addLabel}
      </button>
    </div>
  );
}
