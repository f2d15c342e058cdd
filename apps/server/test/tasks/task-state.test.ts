import { describe, expect, it } from "vitest";
import { TaskFailedError, toTaskStatus } from "../../src/tasks/task-record.ts";
import {
  describeFailure,
  failedFields,
  finished,
  genericFailureMessage,
  newTaskRecord,
  progressed,
  started,
  succeededFields,
  waiting,
} from "../../src/tasks/task-state.ts";

const payload = { tool: "reverse" as const, options: {}, inputKeys: ["k"], inputUrls: [] };

describe("the task state machine shared by both queue drivers", () => {
  it("goes PENDING → STARTED → PROGRESS → SUCCESS with the spec's status texts", () => {
    const created = newTaskRecord("a".repeat(32), payload, "127.0.0.1", 1000);
    expect(created).toMatchObject({ state: "PENDING", status: "Waiting in queue...", progress: 0 });
    const running = started(created, 2000);
    expect(running).toMatchObject({
      state: "STARTED",
      status: "Processing...",
      progress: 1,
      attempts: 1,
    });
    const halfway = progressed(running, { percent: 55.4, status: "Encoding..." }, 3000);
    expect(halfway).toMatchObject({ state: "PROGRESS", progress: 55, status: "Encoding..." });
    // Progress never goes back, never reaches 100 before success, keeps the last status text.
    expect(progressed(halfway, { percent: 20 }, 3100)).toMatchObject({
      progress: 55,
      status: "Encoding...",
    });
    expect(progressed(halfway, { percent: 100 }, 3200).progress).toBe(99);
    const done = finished(halfway, succeededFields({ gif: "b".repeat(32) }), 4000);
    expect(done).toMatchObject({
      state: "SUCCESS",
      status: "Task completed!",
      progress: 100,
      error: null,
      finishedAtMs: 4000,
    });
  });

  it("fails with the task's own message, or the generic one for anything unexpected", () => {
    const running = started(newTaskRecord("c".repeat(32), payload, null, 0), 1);
    const expected = describeFailure(
      new TaskFailedError("Too many frames: 2,001", "input-too-large"),
    );
    expect(expected).toEqual({
      message: "Too many frames: 2,001",
      code: "input-too-large",
      values: null,
      unexpected: false,
    });
    const bug = describeFailure(new TypeError("x is undefined"));
    expect(bug).toEqual({
      message: genericFailureMessage,
      code: "processing-failed",
      values: null,
      unexpected: true,
    });
    const failed = finished(running, failedFields(running, bug.message, bug.code), 5);
    expect(failed).toMatchObject({
      state: "FAILURE",
      status: genericFailureMessage,
      errorCode: "processing-failed",
      progress: 1,
    });
    expect(waiting(running, 9)).toMatchObject({
      state: "PENDING",
      progress: 0,
      status: "Waiting in queue...",
    });
  });

  it("a failure's numbers reach the status as error_values; error and error_code unchanged", () => {
    const running = started(newTaskRecord("d".repeat(32), payload, null, 0), 1);
    const message = "Processing took longer than the 360 s limit and was stopped.";
    const failure = describeFailure(
      new TaskFailedError(message, "task-timeout", { limit_seconds: 360 }),
    );
    const failed = finished(
      running,
      failedFields(running, failure.message, failure.code, failure.values),
      5,
    );
    expect(toTaskStatus(failed)).toMatchObject({
      state: "FAILURE",
      error: message,
      error_code: "task-timeout",
      error_values: { limit_seconds: 360 },
    });
    // Without numbers the status has no error_values at all (API clients see no new field).
    const plain = finished(running, failedFields(running, message, "task-timeout"), 5);
    expect(Object.keys(toTaskStatus(plain))).not.toContain("error_values");
  });

  it("a running task's status names its stage; English status unchanged, none once finished", () => {
    const waitingRecord = newTaskRecord("e".repeat(32), payload, null, 0);
    expect(toTaskStatus(waitingRecord)).toMatchObject({
      status: "Waiting in queue...",
      stage: "waiting-in-queue",
    });
    const running = progressed(
      started(waitingRecord, 1),
      {
        percent: 40,
        status: "Fitting under 2.0 MB (attempt 2)...",
        stage: { id: "fitting-under-attempt", values: { target_bytes: 2097152, attempt: 2 } },
      },
      2,
    );
    expect(toTaskStatus(running)).toMatchObject({
      status: "Fitting under 2.0 MB (attempt 2)...",
      stage: "fitting-under-attempt",
      stage_values: { target_bytes: 2097152, attempt: 2 },
    });
    // A status text without a stage clears the one before (never a stale line).
    const unnamed = progressed(running, { percent: 50, status: "Something else..." }, 3);
    expect(Object.keys(toTaskStatus(unnamed))).not.toContain("stage");
    const done = finished(running, failedFields(running, "Failed.", "processing-failed"), 4);
    expect(Object.keys(toTaskStatus(done))).not.toContain("stage");
  });
});
