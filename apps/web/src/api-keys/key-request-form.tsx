import { useId } from "react";
import type { ApiCopy } from "../i18n/pages/api/en.ts";
import { alertGlyph } from "../ui/glyphs/alert.tsx";
import { checkGlyph } from "../ui/glyphs/check.tsx";
import { Icon } from "../ui/icons.tsx";

/** What the form's script says, in the page's language: the form's words and the API's by code. */
export type KeyRequestFormWords = ApiCopy["form"] & {
  serverErrors: ApiCopy["serverErrors"];
  /** English pages show the API's own messages (it sends them in English). */
  serverMessages: boolean;
};

/**
 * "Get a key" as markup: the /api page's script (key-request-form.ts, in the static page's one
 * script) posts the email to POST /api/keys and fills in the status lines; its words are the
 * form's data-words, in the page's language (the script carries none).
 */
export function KeyRequestForm({ words }: { words: KeyRequestFormWords }) {
  const id = useId();
  return (
    <form
      noValidate
      data-key-request-form
      data-words={JSON.stringify(words)}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-describedby={`${id}-status`}
    >
      <div className="grow">
        <label htmlFor={`${id}-email`} className="field-label">
          {words.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className="field"
          maxLength={254}
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {words.send}
      </button>
      <div id={`${id}-status`} aria-live="polite" className="sm:hidden" />
      <p
        hidden
        tabIndex={-1}
        data-key-request-error
        className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:order-last"
      >
        <Icon glyph={alertGlyph} className="mt-0.5 size-4 shrink-0" />
        <span data-key-request-error-text />
      </p>
      <p
        hidden
        data-key-request-sent
        className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
      >
        <Icon glyph={checkGlyph} className="mt-0.5 size-4 shrink-0" />
        <span data-key-request-sent-text />
      </p>
    </form>
  );
}
