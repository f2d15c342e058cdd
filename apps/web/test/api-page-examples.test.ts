import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeSlowGif } from "../../server/test/helpers/slow-gif.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { apiPageData } from "../src/content/api-page.server.ts";
import { languages, localizedPath } from "../src/i18n/languages.ts";
import { siteOrigin } from "../src/site/route-table.ts";

/**
 * The /api page's code samples run as written against a real server: what the page tells a
 * developer to type is what the API takes (the batch's cancel needs its start answer's secret).
 */

const pageOf = (code: string) => {
  const language = languages.find((each) => each.code === code)!;
  return apiPageData(new Request(`${siteOrigin}${localizedPath("/api", language)}`));
};

/** A shell sample's commands as argument lists: `\` continuations joined, `#` comments dropped. */
function commandsOf(sample: string): string[][] {
  const commands: string[][] = [];
  for (const line of sample.replace(/\\\n/g, " ").split("\n")) {
    const words: string[] = [];
    let word: string | null = null;
    let quote: string | null = null;
    for (const character of line) {
      if (quote) {
        if (character === quote) quote = null;
        else word += character;
      } else if (character === "'" || character === '"') {
        quote = character;
        word ??= "";
      } else if (character === "#" && word === null) {
        break;
      } else if (/\s/.test(character)) {
        if (word !== null) words.push(word);
        word = null;
      } else {
        word = (word ?? "") + character;
      }
    }
    if (word !== null) words.push(word);
    if (words.length > 0) commands.push(words);
  }
  return commands;
}

/** A curl command's method, headers and path on the API's origin. */
function curlRequest(words: string[]) {
  expect(words[0]).toBe("curl");
  let method = "GET";
  const headers: Record<string, string> = {};
  let url = "";
  for (let index = 1; index < words.length; index++) {
    const word = words[index] as string;
    if (word === "-X") method = words[++index] as string;
    else if (word === "-H") {
      const [name = "", ...value] = (words[++index] as string).split(":");
      headers[name.trim().toLowerCase()] = value.join(":").trim();
    } else if (word === "-o" || word === "-F") index++;
    else url = word;
  }
  expect(url.startsWith(`${siteOrigin}/`), url).toBe(true);
  return { method, headers, path: url.slice(siteOrigin.length) };
}

describe("the /api page's batch example", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WORKER_CONCURRENCY: "1" } });
  });
  afterAll(() => server?.close());

  it("cancels a batch as written: the X-Cancel-Token header with the start answer's cancel_token", async () => {
    const sample = pageOf("en").examples.batch;
    const deletes = commandsOf(sample).filter((words) => words.includes("DELETE"));
    expect(deletes).toHaveLength(1);

    const slow = await server.runtime.services.store.put(
      Readable.from([await readFile(await makeSlowGif())]),
      { contentType: "image/gif", downloadName: "slow.gif", role: "result", taskId: null },
    );
    const started = await server.app.inject({
      method: "POST",
      url: "/api/batch",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        inputs: [{ source_key: slow.key }, { source_key: slow.key }],
        operations: [{ op: "reverse" }],
      }),
    });
    expect(started.statusCode, started.body).toBe(202);
    const { batch_id: batchId, cancel_token: cancelToken } = started.json();

    // The sample's placeholders filled in with what the start answered.
    const fill = (text: string) =>
      text.replaceAll("BATCH_ID", batchId).replaceAll("CANCEL_TOKEN", cancelToken);
    const call = curlRequest((deletes[0] as string[]).map(fill));
    const cancelled = await server.app.inject({
      method: call.method as "DELETE",
      url: call.path,
      headers: call.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      batch_id: batchId,
      state: "CANCELLED",
      counts: { total: 2, cancelled: 2 },
    });
    expect(call).toEqual({
      method: "DELETE",
      headers: { "x-cancel-token": cancelToken },
      path: `/api/batch/${batchId}`,
    });
    // Where the token comes from: the start answer, as the sample's first comment says.
    expect(sample).toContain('→ 202 {"batch_id", "task_ids", "cancel_token"}');
  });

  it("is the same in every language, whose words say what the cancel needs", () => {
    const english = pageOf("en");
    for (const language of languages) {
      const page = pageOf(language.code);
      expect(page.examples.batch, language.code).toBe(english.examples.batch);
      for (const code of ["`DELETE /api/batch/{id}`", "`X-Cancel-Token`", "`cancel_token`"]) {
        expect(page.copy.batchesText, `${language.code}: ${code}`).toContain(code);
      }
      expect(page.copy.batchesText, language.code).toContain("**403** `cancel-not-allowed`");
    }
  });
});
