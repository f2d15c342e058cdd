import { useId } from "react";
import { alertGlyph } from "../ui/glyphs/alert.tsx";
import { checkGlyph } from "../ui/glyphs/check.tsx";
import { Icon } from "../ui/icons.tsx";

import { contactFieldMaxLengths, contactMessages } from "./contact-messages.ts";

/**
 * The form as markup: it validates on submit (native validation is off) and sends JSON to
 * POST /api/contact with src/contact/contact-form.ts, the contact page's script (the page ships no
 * framework code, issue 29). Both status lines are here, hidden, so the script only fills them in.
 */
export function ContactForm() {
  const id = useId();
  return (
    <form noValidate data-contact-form className="space-y-5" aria-describedby={`${id}-status`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            Name
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
            Email
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
          Message
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
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
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
          {contactMessages.sent}
        </p>
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto">
        Send message
      </button>
    </form>
  );
}
