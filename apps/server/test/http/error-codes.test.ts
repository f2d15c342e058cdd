import { type ErrorCode, errorCodes, isErrorCode } from "@gifkit/contracts";
import { ToolError } from "@gifkit/tools";
import { describe, expect, it } from "vitest";
import { errorBody, HttpError } from "../../src/http/http-error.ts";
import { TaskFailedError } from "../../src/tasks/task-record.ts";

/**
 * Issue 23: every `code` of the API is one typed union (packages/contracts/src/error-codes.ts).
 * The `@ts-expect-error` lines are the test that matters: `npm run check` fails if a code outside
 * the list ever type-checks again.
 */
describe("error codes", () => {
  it("are one list of kebab-case codes, each once", () => {
    for (const code of errorCodes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it("refuse a code outside the list when the server's code is compiled", () => {
    // @ts-expect-error a typo of "processing-failed"
    const toolError = new ToolError("The GIF could not be made.", "procesing-failed");
    // @ts-expect-error a typo of "bad-request"
    const httpError = new HttpError(400, "bad-requst", "Bad request.");
    // @ts-expect-error a code nobody defined
    const taskError = new TaskFailedError("Too many frames.", "too-many-frames");
    // @ts-expect-error an error body's code is from the list too
    const body: ReturnType<typeof errorBody> = { error: "Gone.", code: "gone" };
    // At run time nothing changes: the check is the compiler's.
    expect([toolError.code, httpError.code, taskError.code, body.code]).toEqual([
      "procesing-failed",
      "bad-requst",
      "too-many-frames",
      "gone",
    ]);
  });

  it("tell a code of the list from any other value", () => {
    const fromNetwork: unknown[] = ["source-expired", "procesing-failed", null, 3];
    expect(fromNetwork.filter(isErrorCode)).toEqual(["source-expired"] satisfies ErrorCode[]);
    expect(new ToolError("x").code).toBe("processing-failed");
    expect(errorBody("Not found.", "not-found")).toEqual({
      error: "Not found.",
      code: "not-found",
    });
  });
});
