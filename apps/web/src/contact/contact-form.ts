import type { ContactFormWords } from "./contact-form.tsx";
import { contactEmailPattern } from "./contact-messages.ts";

/**
 * What the contact form (markup: contact-form.tsx) does: validates on submit with the spec's
 * messages (site §8), then sends JSON to POST /api/contact. While sending, the button says
 * "Sending…" and is off; success clears the fields and shows the thanks; an error keeps what was
 * typed, shows the message and moves focus to it, so keyboard and screen reader users land on
 * what to fix (not left on the button). Its words are the form's data-words, in the page's
 * language; the API's refusals are shown by their code in that language.
 */
export function startContactForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-contact-form]"))
    startContactForm(form);
}

function startContactForm(form: HTMLFormElement): void {
  const field = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  const errorLine = form.querySelector<HTMLElement>("[data-contact-error]")!;
  const errorText = form.querySelector<HTMLElement>("[data-contact-error-text]")!;
  const sentLine = form.querySelector<HTMLElement>("[data-contact-sent]")!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const words = JSON.parse(form.dataset.words ?? "{}") as ContactFormWords;
  // When the form was opened (or last sent): the server drops messages sent implausibly fast.
  let openedAt = Date.now();

  const show = (status: "idle" | "sending" | "sent" | "error", message = "") => {
    // role is set only while shown, so a hidden line is never announced or found as an alert.
    errorLine.hidden = status !== "error";
    if (status === "error") errorLine.setAttribute("role", "alert");
    else errorLine.removeAttribute("role");
    errorText.textContent = message;
    sentLine.hidden = status !== "sent";
    if (status === "sent") sentLine.setAttribute("role", "status");
    else sentLine.removeAttribute("role");
    button.disabled = status === "sending";
    button.textContent = status === "sending" ? words.sending : words.send;
    if (status === "error") errorLine.focus();
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const trimmed = {
      name: field("name").value.trim(),
      email: field("email").value.trim(),
      message: field("message").value.trim(),
    };
    if (!trimmed.name || !trimmed.email || !trimmed.message)
      return show("error", words.missingFields);
    if (!contactEmailPattern.test(trimmed.email)) return show("error", words.invalidEmail);
    show("sending");
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...trimmed,
          website: field("website").value,
          elapsed_ms: Date.now() - openedAt,
        }),
      });
      const body = (await response.json().catch(() => null)) as {
        error?: unknown;
        code?: unknown;
      } | null;
      if (!response.ok) {
        const byCode =
          typeof body?.code === "string"
            ? (words.serverErrors as Record<string, string | undefined>)[body.code]
            : undefined;
        // English pages show the API's own words (the spec's); others its code's, translated.
        const serverMessage =
          words.serverMessages && typeof body?.error === "string" && body.error
            ? body.error
            : (byCode ?? words.serverFailed);
        return show("error", serverMessage);
      }
      for (const name of ["name", "email", "message"]) field(name).value = "";
      openedAt = Date.now();
      show("sent");
    } catch (error) {
      // fetch rejects with a TypeError ("Failed to fetch") when the network fails: say it plainly.
      show("error", error instanceof TypeError ? words.networkFailed : words.unexpected);
    }
  });
}
