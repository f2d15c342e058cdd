import { TaskError } from "@gifkit/tools/shared/poll-task";
import { describe, expect, test } from "vitest";
import { apiErrorText } from "./api-error-text.ts";
import { siteCatalogs } from "./catalogs.server.ts";
import { formatDuration } from "./format.ts";

describe("a failure in the page's language (apiErrorText)", () => {
  test("Japanese: the failure's numbers are written through Intl", () => {
    const text = apiErrorText("ja", siteCatalogs.ja, {
      code: "too-many-files",
      values: { max_files: 1200 },
    });
    expect(text).toBe(
      `ファイルが多すぎます。このツールで扱えるのは最大 ${new Intl.NumberFormat("ja").format(1200)} 個です。`,
    );
    expect(text).toContain("1,200");
    const slow = apiErrorText("ja", siteCatalogs.ja, {
      code: "expected-time-too-long",
      values: { limit_seconds: 300 },
    });
    expect(slow).toContain(formatDuration("ja", 300));
    expect(formatDuration("ja", 300)).toBe("5 分");
    expect(formatDuration("de", 300)).toBe("5 Minuten");
    expect(formatDuration("ja", 90)).toBe("90 秒");
  });

  test("Japanese: a failed task's error_values (a time limit, a memory limit)", () => {
    // As the status carries them: TaskError keeps only the numbers.
    const timeout = new TaskError(
      "Processing took longer than the 360 s limit.",
      "task-timeout",
      null,
      {
        limit_seconds: 360,
        note: "not a number",
      },
    );
    expect(timeout.values).toEqual({ limit_seconds: 360 });
    expect(apiErrorText("ja", siteCatalogs.ja, timeout)).toBe(
      "処理が制限時間の 6 分を超えたため停止しました。区間を短くする、サイズを小さくする、またはフレームを減らしてお試しください。",
    );
    expect(
      apiErrorText("ja", siteCatalogs.ja, {
        code: "task-memory-limit",
        values: { limit_megabytes: 1536 },
      }),
    ).toContain("1,536 MB");
  });

  test("without its numbers, the sentence that names none (never a made-up number)", () => {
    expect(apiErrorText("ja", siteCatalogs.ja, { code: "too-many-files" })).toBe(
      siteCatalogs.ja.apiErrors["too-many-files"],
    );
    expect(
      apiErrorText("es", siteCatalogs.es, {
        code: "expected-time-too-long",
        values: { other: 3 },
      }),
    ).toBe(siteCatalogs.es.apiErrors["expected-time-too-long"]);
  });

  test("English pages and failures without a code keep the server's message", () => {
    expect(
      apiErrorText("en", siteCatalogs.en, { code: "too-many-files", values: { max_files: 2 } }),
    ).toBeUndefined();
    expect(apiErrorText("ja", siteCatalogs.ja, { code: null })).toBeUndefined();
  });
});
