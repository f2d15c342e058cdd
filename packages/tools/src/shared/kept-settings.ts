import {
  createContext,
  createElement,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useContext,
  useEffect,
  useState,
} from "react";

/**
 * Settings that survive Reload and Back in every editor (issue 24). The shared step flow
 * (apps/web/src/tool-page/tool-workspace.tsx) gives each editor a store: the values it starts
 * from (those a task was started with, when the page reopens on that task's address, or the last
 * ones used on the same input in this tab, when the person chooses it again after a reload) and
 * the current values, which the flow keeps in session storage beside the task. An editor keeps a
 * setting by declaring it with `useKeptState(name, default)` instead of `useState(default)`; one
 * mechanism for every tool, and no editor parses its own start fields back.
 *
 * Values must be plain JSON (strings, numbers, booleans, arrays and objects of them); state that
 * belongs to the loaded input (its size, a decoded frame) stays in `useState`.
 */
export interface KeptSettingsStore {
  /** Values to start from, by setting name (read once, when the setting's editor mounts). */
  readonly restored: Readonly<Record<string, unknown>>;
  /** The current value of every kept setting, by name. */
  readonly current: Record<string, unknown>;
  /** Called after a kept setting changed (the flow saves the values). */
  readonly onChange: () => void;
}

export function createKeptSettings(
  restored: Readonly<Record<string, unknown>> | null,
  onChange: () => void = () => undefined,
): KeptSettingsStore {
  return { restored: restored ?? {}, current: {}, onChange };
}

const KeptSettingsContext = createContext<KeptSettingsStore | null>(null);

/** Gives the editors below `store`'s values (the step flow wraps the tool's editor in it). */
export function KeptSettingsProvider({
  store,
  children,
}: {
  store: KeptSettingsStore;
  children: ReactNode;
}) {
  return createElement(KeptSettingsContext.Provider, { value: store }, children);
}

/**
 * A stored value is used only when it has the default's shape (same `typeof`, array or not), so
 * a value kept by an older version of an editor falls back to the default instead of breaking it.
 */
function sameShape(stored: unknown, fallback: unknown): boolean {
  if (stored === null || stored === undefined) return fallback === stored;
  if (fallback === null || fallback === undefined) return true; // a nullable setting
  return typeof stored === typeof fallback && Array.isArray(stored) === Array.isArray(fallback);
}

/**
 * `useState` for a setting the person chose: it starts from the kept value of `name` when there
 * is one (Reload, Back after a reload, the same input chosen again), and its value is kept for
 * the next time. `name` is unique within the editor. Outside a step flow (tests, the Record
 * page's own preview), it is plain `useState`.
 */
export function useKeptState<T>(
  name: string,
  initial: T | (() => T),
  /** What of the value is kept, when part of it is not JSON (a chosen font file: dropped). */
  toKept: (value: T) => unknown = (value) => value,
): [T, Dispatch<SetStateAction<T>>] {
  const store = useContext(KeptSettingsContext);
  const [value, setValue] = useState<T>(() => {
    const fallback = typeof initial === "function" ? (initial as () => T)() : initial;
    if (store && Object.hasOwn(store.restored, name)) {
      const stored = store.restored[name];
      if (sameShape(stored, fallback)) return stored as T;
    }
    return fallback;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: toKept is a pure projection of value
  useEffect(() => {
    if (!store) return;
    store.current[name] = toKept(value);
    store.onChange();
  }, [store, name, value]);
  return [value, setValue];
}

/**
 * Whether the editor started from kept values for `name` (an editor that sets a default from the
 * loaded input, such as a crop box or an output size, then leaves the kept value alone).
 */
export function useWasKept(name: string): boolean {
  const store = useContext(KeptSettingsContext);
  const [kept] = useState(() => store !== null && Object.hasOwn(store.restored, name));
  return kept;
}
