import { createContext, createElement, type ReactNode, useContext } from "react";
import type { ToolMessages } from "../../define-tool.ts";
import type { EditorData } from "./editor-text.ts";
import { fill, type PluralForms, plural } from "./format.ts";
import type { ToolUiMessages } from "./tool-ui.en.ts";

/**
 * A tool page's words in its language, as page data (issue 38): the site's tool route reads the
 * page's language's catalog at build time and provides it here, so the browser code carries no
 * language's strings and every lazily loaded part (step flow, result, editor) reads the same ones.
 */
export interface ToolUiData {
  languageCode: string;
  ui: ToolUiMessages;
  /** The page's tool's own step-flow words in this language (translations.ts `messages`). */
  toolMessages?: Partial<ToolMessages> | undefined;
  /** The editor's words in this language (shared parts' and the tool's own: editor-text.ts). */
  editor?: EditorData | undefined;
}

const ToolUiContext = createContext<ToolUiData | null>(null);

export function ToolUiProvider({ value, children }: { value: ToolUiData; children: ReactNode }) {
  return createElement(ToolUiContext.Provider, { value }, children);
}

export interface ToolUi {
  languageCode: string;
  text: ToolUiMessages;
  fill: (template: string, values?: Record<string, string | number>) => string;
  plural: (forms: PluralForms, count: number, values?: Record<string, string | number>) => string;
  /** The page's tool's words: its translation, else its English definition's, else the defaults. */
  toolMessages: (english: Partial<ToolMessages>) => Omit<ToolMessages, "noun"> & { noun: string };
  editor: EditorData | undefined;
}

export function toolUiOf(data: ToolUiData): ToolUi {
  const english = data.languageCode === "en";
  return {
    languageCode: data.languageCode,
    text: data.ui,
    editor: data.editor,
    fill,
    plural: (forms, count, values) => plural(data.languageCode, forms, count, values),
    // Another language takes only the translated words: an English one would be mixed in.
    toolMessages: (own) => ({
      ...data.ui.tool,
      noun: "GIF",
      ...(english ? own : { noun: own.noun ?? "GIF", downloadLabel: undefined }),
      ...(english ? {} : withoutUndefined(data.toolMessages ?? {})),
    }),
  };
}

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;

/** In a component of a tool page: its language's words (the tool route provides them). */
export function useToolUi(): ToolUi {
  const data = useContext(ToolUiContext);
  if (!data) throw new Error("useToolUi: no ToolUiProvider above (the tool route provides it)");
  return toolUiOf(data);
}
