import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The cancel secret's header as both cancels (a task's, a batch's) document it: required. */
const cancelTokenParameter = {
  in: "header",
  name: "x-cancel-token",
  required: true,
  schema: { type: "string" },
};

describe("OpenAPI and health", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("serves an OpenAPI 3.1 document generated from the route schemas", async () => {
    const response = await server.app.inject({ url: "/api/openapi.yaml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("yaml");
    const document = parse(response.body);
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/reverse",
        "/api/task-status/{id}",
        "/api/download/{key}",
        "/api/health",
        "/api/destinations",
      ]),
    );
    // Cancel (issue 24): in the document, and CANCELLED is one of the states a status names.
    // Summaries built from a tool's name take its article by sound: "Start an Optimize GIF task".
    const summaries = Object.values(document.paths as Record<string, object>).flatMap((methods) =>
      Object.values(methods as Record<string, { summary?: string }>).map((op) => op.summary ?? ""),
    );
    expect(summaries).toEqual(
      expect.arrayContaining(["Start an Optimize GIF task", "Start a GIF Maker task"]),
    );
    expect(
      summaries.filter((summary) => /\ba [AEIOaeio]|\ban [B-DF-HJ-NP-TV-Z][a-z]/.test(summary)),
    ).toEqual([]);
    const cancel = document.paths["/api/task/{id}"].delete;
    expect(cancel.summary).toBe("Cancel a task");
    expect(Object.keys(cancel.responses)).toEqual(
      expect.arrayContaining(["200", "403", "404", "409"]),
    );
    // A finished task's 409 carries its status as `task`; a repeated cancel is 200 again.
    const finished = cancel.responses["409"].content["application/json"].schema;
    expect(finished.required).toEqual(["error", "code", "task"]);
    expect(finished.properties.task.properties.state.enum).toContain("SUCCESS");
    expect(cancel.description).toContain(
      "A task that had already finished (SUCCESS or FAILURE) is left as it is: 409 `task-finished`, the body's `task` its status.",
    );
    expect(cancel.description).toContain(
      "Cancelling a task already cancelled answers 200 with its status again",
    );
    // Only the starter cancels (issue 40): the header is documented, the secret in the 202.
    expect(cancel.parameters).toEqual(
      expect.arrayContaining([{ ...cancelTokenParameter, description: expect.any(String) }]),
    );
    expect(
      document.paths["/api/task-status/{id}"].get.responses["200"].content["application/json"]
        .schema.properties.state.enum,
    ).toContain("CANCELLED");
    const reverse = document.paths["/api/reverse"].post;
    expect(Object.keys(reverse.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(reverse.requestBody.content["multipart/form-data"].schema.properties.file.format).toBe(
      "binary",
    );
    expect(
      reverse.responses["202"].content["application/json"].schema.properties.task_id.type,
    ).toBe("string");
    expect(
      reverse.responses["202"].content["application/json"].schema.properties.cancel_token.type,
    ).toBe("string");
    // GIF Maker's output size, from the options schema.
    const gifMaker =
      document.paths["/api/gif-maker"].post.requestBody.content["multipart/form-data"].schema;
    expect(gifMaker.properties.width).toMatchObject({ type: "integer", minimum: 1, maximum: 2000 });
    expect(gifMaker.properties.height.description).toContain("follows the first image's shape");
  });

  it("describes the developer calls and headers of issue 37: keys, RateLimit, Idempotency-Key, webhooks", async () => {
    const document = parse((await server.app.inject({ url: "/api/openapi.yaml" })).body);
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    expect(document.paths["/api/keys"].post.summary).toBe("Ask for an API key");
    expect(document.paths["/api/keys/confirm"].post.responses["200"]).toBeDefined();
    expect(document.paths["/api/keys/me"].get.security).toEqual([{ apiKey: [] }]);
    expect(document.paths["/api/keys/me"].delete.summary).toBe("Revoke the key");
    const usage =
      document.paths["/api/keys/me"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(usage.properties)).toEqual(
      expect.arrayContaining(["today", "total", "tasks", "deliveries", "webhook_secret"]),
    );
    const reverse = document.paths["/api/reverse"].post;
    expect(reverse.security).toEqual([{}, { apiKey: [] }]);
    expect(reverse.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: "header", name: "idempotency-key" })]),
    );
    const form = reverse.requestBody.content["multipart/form-data"].schema;
    expect(form.properties.callback_url.format).toBe("uri");
    expect(Object.keys(reverse.responses["202"].headers)).toEqual([
      "RateLimit",
      "RateLimit-Policy",
    ]);
    expect(Object.keys(reverse.responses["429"].headers)).toContain("Retry-After");
    expect(Object.keys(reverse.responses)).toEqual(expect.arrayContaining(["401", "409", "422"]));
  });

  it("describes batches, destination packs and URL transformations (issue 37)", async () => {
    const document = parse((await server.app.inject({ url: "/api/openapi.yaml" })).body);
    const batch = document.paths["/api/batch"].post;
    expect(Object.keys(batch.requestBody.content)).toEqual(
      expect.arrayContaining(["multipart/form-data", "application/json"]),
    );
    expect(batch.description).toContain("Up to 20 inputs");
    // Each body lists what it takes: a form's input fields, or a JSON body's `inputs` (as
    // POST /api/edit's JSON body takes its one `input`).
    const json = batch.requestBody.content["application/json"].schema;
    expect(Object.keys(json.properties)).toEqual([
      "inputs",
      "operations",
      "output",
      "callback_url",
    ]);
    expect(json.required).toEqual(["inputs"]);
    expect(json.additionalProperties).toBe(false);
    expect(json.properties.inputs.items.oneOf).toEqual([
      {
        type: "object",
        properties: { url: { type: "string", format: "uri" } },
        required: ["url"],
        additionalProperties: false,
      },
      {
        type: "object",
        properties: { source_key: { type: "string" } },
        required: ["source_key"],
        additionalProperties: false,
      },
    ]);
    const form = batch.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(form.properties)).toEqual([
      "files",
      "urls",
      "source_keys",
      "operations",
      "output",
      "callback_url",
    ]);
    expect(
      Object.keys(batch.responses["202"].content["application/json"].schema.properties),
    ).toEqual(expect.arrayContaining(["batch_id", "task_ids"]));
    expect(document.paths["/api/batch/{id}"].get.summary).toContain("progress");
    const cancelBatch = document.paths["/api/batch/{id}"].delete;
    expect(cancelBatch.summary).toBe("Cancel a batch");
    // Only the starter cancels: the header is required, its secret is the start answer's.
    expect(cancelBatch.parameters).toEqual(
      expect.arrayContaining([{ ...cancelTokenParameter, description: expect.any(String) }]),
    );
    expect(cancelBatch.description).toContain(
      "the `X-Cancel-Token` header is required, holding the `cancel_token` of the batch's start answer",
    );
    expect(Object.keys(cancelBatch.responses)).toEqual(["200", "403", "404"]);
    expect(document.paths["/api/batch/{id}/zip"].get.responses["409"]).toBeDefined();
    expect(document.paths["/api/destinations-pack"].post.description).toContain("README.txt");
    const transform = document.paths["/t/{signature}/{path}"].get;
    expect(transform.description).toContain("HMAC-SHA256");
    expect(Object.keys(transform.responses)).toEqual(expect.arrayContaining(["202", "403"]));
  });

  it("reports health with queue depth and binary versions", async () => {
    const response = await server.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.ok).toBe(true);
    expect(body.queue).toEqual({ waiting: 0, running: 0 });
    expect(body.binaries.ffmpeg).toMatch(/^ffmpeg version /);
    expect(body.binaries.gifsicle).toMatch(/Gifsicle/);
  });

  it("answers unknown API paths and methods with the JSON error shape", async () => {
    const response = await server.app.inject({ method: "POST", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: "No such endpoint: POST /api/nothing-here",
      code: "not-found",
    });
    const unknownTask = await server.app.inject({ url: `/api/task-status/${"f".repeat(32)}` });
    expect(unknownTask.statusCode).toBe(404);
    expect(unknownTask.json()).toEqual({
      error: "Task not found. It may have expired.",
      code: "task-not-found",
    });
  });
});
