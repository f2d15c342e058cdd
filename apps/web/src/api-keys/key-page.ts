import { fill, type PluralForms } from "../i18n/format.ts";
import type { ApiKeyCopy } from "../i18n/pages/api-key/en.ts";
import { apiKeyPattern } from "./key-messages.ts";

/**
 * The key's own page (/api-key; markup in app/routes/api-key.tsx). The key never travels in a
 * request line, so it is in no server log: a confirmation link's token and a bookmarked key are
 * in the address's fragment (`#confirm=…`, `#key=…`), which the browser keeps to itself, and the
 * key goes to the API only as `Authorization: Bearer`. A confirmation shows the new key once,
 * then the page's address becomes `#key=…` so it can be bookmarked (or the key pasted later).
 * Every word it writes is the page's data-words, in the page's language (the script carries
 * none); numbers and times are written through Intl in that language.
 */

/** What the script says, in the page's language (the route's loader writes it). */
export type KeyPageWords = ApiKeyCopy["script"] & {
  serverErrors: ApiKeyCopy["serverErrors"];
  /** English pages show the API's own messages (it sends them in English). */
  serverMessages: boolean;
  /** Intl locales of numbers and of times (English keeps en-US numbers, en-GB times). */
  numberLocale: string;
  dateLocale: string;
  /** The day of today's quota as the API writes it (English) or as a date in the language. */
  isoDay: boolean;
};

export interface Usage {
  key_id: string;
  email: string;
  created_at: string;
  webhook_secret: string;
  limits: { starts_per_minute: number; starts_per_day: number; unfinished_tasks: number };
  today: { day: string; starts: number; starts_left: number; bytes_in: number; bytes_out: number };
  total: { tasks: number; bytes_in: number; bytes_out: number };
  tasks: { task_id: string; tool: string | null; state: string; created_at: string | null }[];
  deliveries: {
    id: string;
    task_id: string;
    url: string;
    state: string;
    next_attempt_at: string | null;
    attempts: { at: string; status: number | null; error: string | null }[];
  }[];
}

/** How the page writes numbers, sizes, times and plurals in its language. */
function writers(words: KeyPageWords) {
  const n = (value: number) => new Intl.NumberFormat(words.numberLocale).format(value);
  const plural = (forms: PluralForms, count: number, values: Record<string, string> = {}) =>
    fill(forms[new Intl.PluralRules(words.numberLocale).select(count)] ?? forms.other, {
      ...values,
      count: n(count),
    });
  const megabytes = (bytes: number) =>
    bytes < 1_000_000
      ? plural(words.bytes, bytes)
      : fill(words.megabytes, {
          count: new Intl.NumberFormat(words.numberLocale, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
            useGrouping: false,
          }).format(bytes / 1_048_576),
        });
  const time = (iso: string | null) =>
    iso
      ? fill(words.time, {
          time: new Date(iso).toLocaleString(words.dateLocale, { timeZone: "UTC" }),
        })
      : "–";
  const day = (isoDay: string) =>
    words.isoDay
      ? isoDay
      : new Intl.DateTimeFormat(words.dateLocale, { dateStyle: "medium", timeZone: "UTC" }).format(
          new Date(`${isoDay}T00:00:00Z`),
        );
  return { n, plural, megabytes, time, day };
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function table(caption: string, headings: string[], rows: string[][]): HTMLElement {
  const wrapper = element(
    "div",
    undefined,
    "mt-3 overflow-x-auto rounded-2xl border border-slate-200",
  );
  wrapper.tabIndex = 0;
  wrapper.setAttribute("role", "region");
  wrapper.setAttribute("aria-label", caption);
  const grid = element("table", undefined, "w-full min-w-[32rem] text-left text-sm");
  const head = element("thead", undefined, "bg-slate-50 text-slate-900");
  const headRow = element("tr");
  for (const heading of headings) {
    const cell = element("th", heading, "px-3 py-2 font-semibold");
    cell.scope = "col";
    headRow.append(cell);
  }
  head.append(headRow);
  const body = element("tbody", undefined, "divide-y divide-slate-100");
  for (const row of rows) {
    const line = element("tr");
    // Ids and links break anywhere; other cells only between words; a cell's lines stay lines.
    for (const value of row) {
      const breaks =
        value.length > 24 && !/\s/.test(value) ? "break-all" : "break-words whitespace-pre-line";
      line.append(element("td", value, `px-3 py-2 align-top text-slate-700 ${breaks}`));
    }
    body.append(line);
  }
  grid.append(head, body);
  wrapper.append(grid);
  return wrapper;
}

/** The usage's facts and tables, in the page's language (its revoke button is the page's). */
export function usageParts(usage: Usage, words: KeyPageWords): HTMLElement[] {
  const { n, plural, megabytes, time, day } = writers(words);
  const parts: HTMLElement[] = [];
  // [term, value, is it code]
  const facts: [string, string, boolean?][] = [
    [words.keyId, usage.key_id, true],
    [words.created, time(usage.created_at)],
    [words.email, usage.email],
    [
      fill(words.startedToday, { day: day(usage.today.day) }),
      fill(words.startedTodayValue, {
        starts: n(usage.today.starts),
        perDay: n(usage.limits.starts_per_day),
        left: n(usage.today.starts_left),
      }),
    ],
    [words.startRate, plural(words.startRateValue, usage.limits.starts_per_minute)],
    [words.unfinished, n(usage.limits.unfinished_tasks)],
    [
      words.bytesToday,
      fill(words.bytesValue, {
        in: megabytes(usage.today.bytes_in),
        out: megabytes(usage.today.bytes_out),
      }),
    ],
    [
      words.allTime,
      plural(words.allTimeValue, usage.total.tasks, {
        in: megabytes(usage.total.bytes_in),
        out: megabytes(usage.total.bytes_out),
      }),
    ],
    [words.webhookSecret, usage.webhook_secret, true],
  ];
  const factList = element("dl", undefined, "grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]");
  for (const [term, value, isCode] of facts) {
    factList.append(
      element("dt", term, "font-semibold text-slate-900"),
      element("dd", value, `text-slate-700 break-all${isCode ? " font-mono" : ""}`),
    );
  }
  parts.push(factList);
  parts.push(element("h3", words.tasksHeading, "mt-8 font-semibold text-slate-900"));
  parts.push(
    usage.tasks.length === 0
      ? element("p", words.noTasks, "mt-2 text-sm text-slate-600")
      : table(
          words.tasksLabel,
          [words.taskColumn, words.toolColumn, words.stateColumn, words.startedColumn],
          // The tool and the state are the API's own values (code in every language).
          usage.tasks.map((task) => [
            task.task_id,
            task.tool ?? "–",
            task.state,
            time(task.created_at),
          ]),
        ),
  );
  parts.push(element("h3", words.deliveriesHeading, "mt-8 font-semibold text-slate-900"));
  parts.push(
    usage.deliveries.length === 0
      ? element("p", words.noDeliveries, "mt-2 text-sm text-slate-600")
      : table(
          words.deliveriesLabel,
          // The delivery's id is its webhook-id header (Standard Webhooks): a name, not a word.
          ["webhook-id", words.callbackColumn, words.stateColumn, words.attemptsColumn],
          usage.deliveries.map((delivery) => [
            delivery.id,
            delivery.url,
            delivery.next_attempt_at
              ? fill(words.nextTry, { state: delivery.state, time: time(delivery.next_attempt_at) })
              : delivery.state,
            delivery.attempts
              .map((attempt) => {
                const values = {
                  time: time(attempt.at),
                  status: attempt.status === null ? words.noAnswer : String(attempt.status),
                };
                return attempt.error
                  ? fill(words.attemptError, { ...values, error: attempt.error })
                  : fill(words.attempt, values);
              })
              .join("\n"),
          ]),
        ),
  );
  return parts;
}

export function startKeyPage(): void {
  const root = document.querySelector<HTMLElement>("[data-key-page]");
  if (!root) return;
  const words = JSON.parse(root.dataset.words ?? "{}") as KeyPageWords;
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-key-${name}]`)!;
  const form = root.querySelector<HTMLFormElement>("form[data-key-open]")!;
  const keyField = form.elements.namedItem("key") as HTMLInputElement;
  const errorLine = part("error");
  const reveal = part("reveal");
  const usageBox = part("usage");
  /** The key whose usage is shown (the address's fragment names it too). */
  let shownKey: string | null = null;

  const fail = (message: string) => {
    errorLine.hidden = false;
    errorLine.setAttribute("role", "alert");
    part("error-text").textContent = message;
    errorLine.focus();
  };
  const clearError = () => {
    errorLine.hidden = true;
    errorLine.removeAttribute("role");
  };
  const answerError = async (response: Response) => {
    const body = (await response.json().catch(() => null)) as {
      error?: unknown;
      code?: unknown;
    } | null;
    const errors: Record<string, string> = words.serverErrors;
    const byCode = typeof body?.code === "string" ? errors[body.code] : undefined;
    // English pages show the API's own words; others its code's, translated.
    if (words.serverMessages && typeof body?.error === "string" && body.error) return body.error;
    return byCode ?? words.unexpected;
  };
  const call = async (path: string, init: RequestInit) => {
    try {
      return await fetch(path, { cache: "no-store", ...init });
    } catch (error) {
      fail(error instanceof TypeError ? words.networkFailed : words.unexpected);
      return null;
    }
  };

  async function showUsage(key: string) {
    clearError();
    const response = await call("/api/keys/me", { headers: { authorization: `Bearer ${key}` } });
    if (!response) return;
    if (!response.ok) return fail(await answerError(response));
    const usage = (await response.json()) as Usage;
    // The address holds the key from now on (the fragment never leaves the browser).
    shownKey = key;
    history.replaceState(null, "", `#key=${key}`);
    renderUsage(key, usage);
  }

  function renderUsage(key: string, usage: Usage) {
    const list = part("usage-body");
    list.replaceChildren(...usageParts(usage, words));
    const revoke = element("button", words.revoke, "btn btn-secondary mt-8");
    revoke.type = "button";
    revoke.addEventListener("click", async () => {
      if (!window.confirm(words.revokeConfirm)) return;
      const response = await call("/api/keys/me", {
        method: "DELETE",
        headers: { authorization: `Bearer ${key}` },
      });
      if (!response) return;
      if (!response.ok) return fail(await answerError(response));
      history.replaceState(null, "", location.pathname);
      list.replaceChildren(element("p", words.revoked, "font-semibold text-slate-900"));
      list.focus();
    });
    list.append(revoke);
    usageBox.hidden = false;
    part("usage-heading").focus();
  }

  async function confirm(token: string) {
    // The token works once: it leaves the address before anything else happens.
    history.replaceState(null, "", location.pathname);
    const response = await call("/api/keys/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    if (!response) return;
    if (!response.ok) return fail(await answerError(response));
    const body = (await response.json()) as { key: string; webhook_secret: string };
    part("reveal-key").textContent = body.key;
    part("reveal-secret").textContent = body.webhook_secret;
    reveal.hidden = false;
    await showUsage(body.key);
    part("reveal-heading").focus();
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const key = keyField.value.trim();
    if (!apiKeyPattern.test(key)) return fail(words.keyFormat);
    keyField.value = "";
    void showUsage(key);
  });

  const openFromAddress = () => {
    const fragment = new URLSearchParams(location.hash.slice(1));
    const token = fragment.get("confirm");
    const key = fragment.get("key");
    if (token) void confirm(token);
    else if (key && apiKeyPattern.test(key) && key !== shownKey) void showUsage(key);
  };
  // A link opened in the same tab changes only the fragment: the page is not loaded again.
  window.addEventListener("hashchange", openFromAddress);
  openFromAddress();
}
