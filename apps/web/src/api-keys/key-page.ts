import { apiKeyPattern, keyPageMessages } from "./key-messages.ts";

/**
 * The key's own page (/api-key; markup in app/routes/api-key.tsx). The key never travels in a
 * request line, so it is in no server log: a confirmation link's token and a bookmarked key are
 * in the address's fragment (`#confirm=…`, `#key=…`), which the browser keeps to itself, and the
 * key goes to the API only as `Authorization: Bearer`. A confirmation shows the new key once,
 * then the page's address becomes `#key=…` so it can be bookmarked (or the key pasted later).
 */

interface Usage {
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

const n = (value: number) => value.toLocaleString("en-US");
const megabytes = (bytes: number) =>
  bytes < 1_000_000 ? `${n(bytes)} bytes` : `${(bytes / 1_048_576).toFixed(1)} MB`;
const time = (iso: string | null) =>
  iso ? `${new Date(iso).toLocaleString("en-GB", { timeZone: "UTC" })} UTC` : "–";

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

export function startKeyPage(): void {
  const root = document.querySelector<HTMLElement>("[data-key-page]");
  if (!root) return;
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
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return typeof body?.error === "string" ? body.error : keyPageMessages.unexpected;
  };
  const call = async (path: string, init: RequestInit) => {
    try {
      return await fetch(path, { cache: "no-store", ...init });
    } catch (error) {
      fail(error instanceof TypeError ? keyPageMessages.networkFailed : keyPageMessages.unexpected);
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
    list.replaceChildren();
    // [term, value, is it code]
    const facts: [string, string, boolean?][] = [
      ["Key id", usage.key_id, true],
      ["Created", time(usage.created_at)],
      ["Email", usage.email],
      [
        `Started today (${usage.today.day}, UTC)`,
        `${n(usage.today.starts)} of ${n(usage.limits.starts_per_day)}: ${n(usage.today.starts_left)} left`,
      ],
      ["Start rate", `${n(usage.limits.starts_per_minute)} tasks a minute`],
      ["Waiting or running at once", n(usage.limits.unfinished_tasks)],
      [
        "Bytes today",
        `${megabytes(usage.today.bytes_in)} in, ${megabytes(usage.today.bytes_out)} out`,
      ],
      [
        "All time",
        `${n(usage.total.tasks)} ${usage.total.tasks === 1 ? "task" : "tasks"}, ${megabytes(usage.total.bytes_in)} in, ${megabytes(usage.total.bytes_out)} out`,
      ],
      ["Webhook signing secret", usage.webhook_secret, true],
    ];
    const factList = element(
      "dl",
      undefined,
      "grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]",
    );
    for (const [term, value, isCode] of facts) {
      factList.append(
        element("dt", term, "font-semibold text-slate-900"),
        element("dd", value, `text-slate-700 break-all${isCode ? " font-mono" : ""}`),
      );
    }
    list.append(factList);
    list.append(element("h3", "Tasks of the last 24 hours", "mt-8 font-semibold text-slate-900"));
    list.append(
      usage.tasks.length === 0
        ? element("p", "No tasks yet.", "mt-2 text-sm text-slate-600")
        : table(
            "Tasks",
            ["Task", "Tool", "State", "Started"],
            usage.tasks.map((task) => [
              task.task_id,
              task.tool ?? "–",
              task.state,
              time(task.created_at),
            ]),
          ),
    );
    list.append(
      element("h3", "Webhook deliveries of the last 7 days", "mt-8 font-semibold text-slate-900"),
    );
    list.append(
      usage.deliveries.length === 0
        ? element("p", "No webhooks yet.", "mt-2 text-sm text-slate-600")
        : table(
            "Webhook deliveries",
            ["webhook-id", "Callback", "State", "Attempts"],
            usage.deliveries.map((delivery) => [
              delivery.id,
              delivery.url,
              delivery.state +
                (delivery.next_attempt_at ? ` (next try ${time(delivery.next_attempt_at)})` : ""),
              delivery.attempts
                .map(
                  (attempt) =>
                    `${time(attempt.at)}: ${attempt.status ?? "no answer"}${attempt.error ? ` (${attempt.error})` : ""}`,
                )
                .join("\n"),
            ]),
          ),
    );
    const revoke = element("button", "Revoke this key", "btn btn-secondary mt-8");
    revoke.type = "button";
    revoke.addEventListener("click", async () => {
      if (!window.confirm(keyPageMessages.revokeConfirm)) return;
      const response = await call("/api/keys/me", {
        method: "DELETE",
        headers: { authorization: `Bearer ${key}` },
      });
      if (!response) return;
      if (!response.ok) return fail(await answerError(response));
      history.replaceState(null, "", location.pathname);
      list.replaceChildren(element("p", keyPageMessages.revoked, "font-semibold text-slate-900"));
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
    if (!apiKeyPattern.test(key)) return fail(keyPageMessages.keyFormat);
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
