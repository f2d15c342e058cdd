import { describe, expect, test } from "vitest";
import { clientDescription, staleFiles } from "./generate-client-description.ts";

describe("the client's generated description", () => {
  test("the committed files are what `npm run generate` writes from the registry", () => {
    expect(staleFiles(), "stale client description: run `npm run generate`").toEqual([]);
  });

  test("it holds the OpenAPI document's option schemas and every operation", () => {
    const description = clientDescription();
    const resize = description.tools.find((tool) => tool.id === "resize");
    expect(resize?.apiPath).toBe("/api/resize");
    expect(resize?.options.width).toEqual({
      type: "integer",
      minimum: 1,
      maximum: 12000,
      default: 300,
    });
    expect(description.operations.map((operation) => operation.name)).toContain("speed");
  });
});
