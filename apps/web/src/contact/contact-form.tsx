import { useId } from "react";
import type { ContactCopy } from "../i18n/pages/contact/en.ts";
import { alertGlyph } from "../ui/glyphs/alert.tsx";
import { checkGlyph } from "../ui/glyphs/check.tsx";
import { Icon } from "../ui/icons.tsx";

import { contactFieldMaxLengths } from "./contact-messages.ts";

/** What the form's script says, in the page's language: the form's words and the API's by code. */
export type ContactFormWords = ContactCopy["form"] & {
  serverErrors: ContactCopy["serverErrors"];
  /** English pages show the API's own message (the spec's words, which it sends). */
  serverMessages: boolean;
};

/**
 * The form as markup: it validates on submit (native validation is off) and sends JSON to
 * POST /api/contact with src/contact/contact-form.ts, the contact page's script (the page ships no
 * framework code, issue 29). Both status lines are here, hidden, so the script only fills them in;
 * its words are the form's data-words, in the page's language (the script carries none).
 */
export function ContactForm({ words }: { words: ContactFormWords }) {
  const id = useId();
  return (
    <form
      noValidate
      data-contact-form
      data-words={JSON.stringify(words)}
      className="space-y-5"
      aria-describedby={`${id}-status`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            {words.name}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            className="field"
            maxLength={contactFieldMaxLengths.name}
          />
        </div>
        <div>
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
            maxLength={contactFieldMaxLengths.email}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          {words.message}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          className="field resize-y"
          maxLength={contactFieldMaxLengths.message}
        />
      </div>
      {/* A field people never see: bots that fill it in are ignored by the server. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{words.honeypot}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div id={`${id}-status`} aria-live="polite">
        <p
          hidden
          tabIndex={-1}
          data-contact-error
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <Icon glyph={alertGlyph} className="mt-0.5 size-4 shrink-0" />
          <span data-contact-error-text />
        </p>
        <p
          hidden
          data-contact-sent
          className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
        >
          <Icon glyph={checkGlyph} className="mt-0.5 size-4 shrink-0" />
          {words.sent}
        </p>
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto">
        {words.send}
      </button>
    </form>
  );
}
