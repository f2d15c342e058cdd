import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useEditorText } from "../i18n/editor-text.ts";

/**
 * Small accessible form controls shared by the editors. They use the site's Tailwind classes
 * (.field, .field-label, .btn) so every editor looks like the rest of GifKit.
 */

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  suffix,
  disabled,
  hint,
}: {
  label: string;
  value: number | string;
  /** The raw text: the editor decides how to read it (spec rules differ per tool). */
  onChange: (text: string) => void;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={`field ${suffix ? "pr-10" : ""}`}
          value={value}
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export function Slider({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  valueText,
  disabled,
  hint,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** How the value reads next to the label (defaults to the number). */
  valueText?: string;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-brand-800 tabular-nums">
          {valueText ?? value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="h-2 w-full cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

/** A row of mutually exclusive choices (aspect presets, optimisation presets). */
/** The radio an arrow, Home or End key moves to from `index` (wrapping), or null for other keys. */
export function radioKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

export function ChoiceGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const rowRef = useRef<HTMLDivElement>(null);
  const selectedIndex = options.findIndex((option) => option.value === value);
  // A radio group is one stop for Tab; the arrow keys move the choice and the focus with it,
  // wrapping around (WAI-ARIA radio group), Home and End go to the first and the last.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = radioKeyTarget(event.key, Math.max(0, selectedIndex), options.length);
    if (next === null || disabled) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    rowRef.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-labelledby={id}>
      <p id={id} className="field-label">
        {label}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys of the radios inside */}
      <div ref={rowRef} className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
        {options.map((option, index) => {
          const selected = option.value === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a styled radio button row
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={index === Math.max(0, selectedIndex) ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(option.value)}
              className={`rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                selected
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50"
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function Switch({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { ui } = useEditorText();
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={id} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`inline-flex items-center gap-2 rounded-full border px-1 py-1 text-xs font-semibold transition-colors disabled:opacity-60 ${
          checked
            ? "border-brand-700 bg-brand-700 text-white"
            : "border-slate-300 bg-slate-100 text-slate-700"
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-5 rounded-full bg-white shadow transition-transform ${checked ? "order-2" : "order-1"}`}
        />
        <span className={`px-1 ${checked ? "order-1" : "order-2"}`}>
          {checked ? ui.switch.on : ui.switch.off}
        </span>
      </button>
    </div>
  );
}

export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A titled group of settings. */
export function SettingsPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="card space-y-5 p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** One number field of a form, bound to its key (the field's text is the form's value). */
export interface FormNumberFieldSpec<Key extends string> {
  name: Key;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
  hint?: string;
  /** Disabled besides while the form is busy (e.g. a field another one overrides). */
  disabled?: boolean;
}

/**
 * Number fields of a form in two columns (Split's times and frame range, Sprite sheet's grid and
 * timing): each field's text is `form[name]` and typing updates that key alone.
 */
export function NumberFieldGrid<Key extends string>({
  fields,
  form,
  busy,
  update,
}: {
  fields: readonly (FormNumberFieldSpec<Key> | false)[];
  form: Readonly<Record<Key, string>>;
  busy: boolean;
  update: (change: Partial<Record<Key, string>>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-4">
      {fields.map(
        (field) =>
          field && (
            <NumberField
              key={field.name}
              label={field.label}
              value={form[field.name]}
              {...(field.min === undefined ? {} : { min: field.min })}
              {...(field.max === undefined ? {} : { max: field.max })}
              {...(field.step === undefined ? {} : { step: field.step })}
              {...(field.suffix === undefined ? {} : { suffix: field.suffix })}
              {...(field.hint === undefined ? {} : { hint: field.hint })}
              disabled={busy || field.disabled === true}
              onChange={(text) => update({ [field.name]: text } as Partial<Record<Key, string>>)}
            />
          ),
      )}
    </div>
  );
}
