import { contactEmailPattern } from "../contact/contact-messages.ts";
import type { KeyRequestFormWords } from "./key-request-form.tsx";

/**
 * The /api page's "Get a key" form (markup: key-request-form.tsx): checks the email, posts it to
 * POST /api/keys and says what happens next, or the server's message (a limit, no mail relay).
 * The email stays in the field after an error. Its words are the form's data-words, in the page's
 * language; the API's refusals are shown by their code in that language.
 */
export function startKeyRequestForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-key-request-form]"))
    startKeyRequestForm(form);
}

function startKeyRequestForm(form: HTMLFormElement): void {
  const email = form.elements.namedItem("email") as HTMLInputElement;
  const errorLine = form.querySelector<HTMLElement>("[data-key-request-error]")!;
  const errorText = form.querySelector<HTMLElement>("[data-key-request-error-text]")!;
  const sentLine = form.querySelector<HTMLElement>("[data-key-request-sent]")!;
  const sentText = form.querySelector<HTMLElement>("[data-key-request-sent-text]")!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const words = JSON.parse(form.dataset.words ?? "{}") as KeyRequestFormWords;

  const show = (status: "idle" | "sending" | "sent" | "error", message = "") => {
    errorLine.hidden = status !== "error";
    if (status === "error") errorLine.setAttribute("role", "alert");
    else errorLine.removeAttribute("role");
    errorText.textContent = status === "error" ? message : "";
    sentLine.hidden = status !== "sent";
    if (status === "sent") sentLine.setAttribute("role", "status");
    else sentLine.removeAttribute("role");
    sentText.textContent = status === "sent" ? message : "";
    button.disabled = status === "sending";
    button.textContent = status === "sending" ? words.sending : words.send;
    if (status === "error") errorLine.focus();
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const address = email.value.trim();
    if (!contactEmailPattern.test(address)) return show("error", words.invalidEmail);
    show("sending");
    try {
      const response = await fetch("/api/keys", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: address }),
      });
      const body = (await response.json().catch(() => null)) as {
        error?: unknown;
        code?: unknown;
        message?: unknown;
      } | null;
      if (!response.ok) {
        const byCode = typeof body?.code === "string" ? words.serverErrors[body.code] : undefined;
        // English pages show the API's own words; others its code's, translated.
        const message =
          words.serverMessages && typeof body?.error === "string" && body.error
            ? body.error
            : (byCode ?? words.unexpected);
        return show("error", message);
      }
      show(
        "sent",
        words.serverMessages && typeof body?.message === "string" ? body.message : words.sent,
      );
    } catch (error) {
      show("error", error instanceof TypeError ? words.networkFailed : words.unexpected);
    }
  });
}
