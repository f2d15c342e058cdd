import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { alertGlyph } from "../ui/glyphs/alert.tsx";
import { checkGlyph } from "../ui/glyphs/check.tsx";
import { Icon } from "../ui/icons.tsx";

/** The spec's messages (site §8) and lengths the server also enforces (contact-routes.ts). */
export const contactMessages = {
  missingFields: "Please fill out all fields.",
  invalidEmail: "Please enter a valid email.",
  serverFailed: "Failed to send message",
  unexpected: "Something went wrong.",
  networkFailed:
    "Your message could not be sent: the connection to GifKit failed. Check your internet connection and try again.",
  sent: "Thanks! Your message has been sent.",
} as const;

export const contactFieldMaxLengths = { name: 200, email: 254, message: 5000 } as const;

/** Local part without spaces or @, then @, a domain, a dot and a suffix (spec: site §5). */
export const contactEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "error"; message: string };

/** Validates on submit (native validation is off), then sends JSON to POST /api/contact. */
export function ContactForm() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [website, setWebsite] = useState("");
  // When the form was opened (or last sent): the server drops messages sent implausibly fast.
  const openedAt = useRef(Date.now());
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const id = useId();
  // After a failed check or send, focus goes to the message so keyboard and screen reader users
  // land on what to fix (not left on the button).
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status.kind === "error") errorRef.current?.focus();
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = { name: name.trim(), email: email.trim(), message: message.trim() };
    if (!trimmed.name || !trimmed.email || !trimmed.message) {
      setStatus({ kind: "error", message: contactMessages.missingFields });
      return;
    }
    if (!contactEmailPattern.test(trimmed.email)) {
      setStatus({ kind: "error", message: contactMessages.invalidEmail });
      return;
    }
    setStatus({ kind: "sending" });
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...trimmed, website, elapsed_ms: Date.now() - openedAt.current }),
      });
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      if (!response.ok) {
        const serverMessage =
          typeof body?.error === "string" && body.error ? body.error : contactMessages.serverFailed;
        setStatus({ kind: "error", message: serverMessage });
        return;
      }
      setName("");
      openedAt.current = Date.now();
      setEmail("");
      setMessage("");
      setStatus({ kind: "sent" });
    } catch (error) {
      // fetch rejects with a TypeError ("Failed to fetch") when the network fails: say it plainly.
      setStatus({
        kind: "error",
        message:
          error instanceof TypeError ? contactMessages.networkFailed : contactMessages.unexpected,
      });
    }
  }

  const sending = status.kind === "sending";
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-describedby={`${id}-status`}>
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
            value={name}
            onChange={(event) => setName(event.target.value)}
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
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
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {/* A field people never see: bots that fill it in are ignored by the server. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {status.kind === "error" && (
          <p
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <Icon glyph={alertGlyph} className="mt-0.5 size-4 shrink-0" />
            {status.message}
          </p>
        )}
        {status.kind === "sent" && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
          >
            <Icon glyph={checkGlyph} className="mt-0.5 size-4 shrink-0" />
            {contactMessages.sent}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto" disabled={sending}>
        {sending ? "Sending…" : "Send message"}
      </button>
    </form>
  );
}
