import { describe, expect, it } from "vitest";
import { progressFor } from "./process.ts";

describe("Prompt to GIF status text", () => {
  it("says where the generation is, with the sampling step", () => {
    expect(progressFor({ phase: "queued" })).toMatchObject({
      percent: 2,
      status: "Waiting for the generation server...",
    });
    expect(progressFor({ phase: "queued", jobsAhead: 2 }).status).toBe(
      "Waiting for the generation server: 2 ahead in its queue",
    );
    expect(progressFor({ phase: "sampling", step: 12, totalSteps: 24 })).toMatchObject({
      percent: 47.5,
      status: "Generating frames: step 12 of 24",
    });
    expect(progressFor({ phase: "sampling", step: 24, totalSteps: 24 }).percent).toBe(90);
    // The stage's id and numbers, for a page in another language (issue 38).
    expect(progressFor({ phase: "sampling", step: 12, totalSteps: 24 }).stage).toEqual({
      id: "generating-frames-step",
      values: { step: 12, total_steps: 24 },
    });
    expect(progressFor({ phase: "downloading" }).status).toBe("Downloading frames...");
  });
});
