import { operationList, operations } from "@gifkit/tools/chain";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Every `$ref` string anywhere in a document. */
function references(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const each of value) references(each, found);
  else if (value && typeof value === "object") {
    for (const [key, each] of Object.entries(value)) {
      if (key === "$ref" && typeof each === "string") found.push(each);
      else references(each, found);
    }
  }
  return found;
}

describe("OpenAPI: the chain's operations (issue 36: one schema per operation)", () => {
  let server: TestServer;
  let document: {
    components: { schemas: Record<string, Record<string, unknown>> };
    paths: Record<string, Record<string, { requestBody: { content: Record<string, unknown> } }>>;
  };
  beforeAll(async () => {
    server = await startTestServer();
    document = (await server.app.inject({ url: "/api/openapi.json" })).json();
  });
  afterAll(() => server?.close());

  it("has a component per operation, the list and the output, and every $ref resolves", () => {
    const schemas = document.components.schemas;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(["Operation", "Operations", "Output", "ResizeOperation"]),
    );
    expect(schemas.Operation?.oneOf).toHaveLength(operationList.length);
    expect(schemas.ResizeOperation).toMatchObject({
      type: "object",
      required: ["op"],
      additionalProperties: false,
      // @fastify/swagger writes a const as a one-value enum.
      properties: { op: { enum: ["resize"] }, width: { type: "integer", maximum: 12000 } },
    });
    expect(schemas.Operations).toMatchObject({ type: "array", minItems: 1, maxItems: 20 });
    expect(schemas.Output?.properties).toHaveProperty("format");
    const edit = document.paths["/api/edit"]?.post?.requestBody.content as Record<
      string,
      { schema: { properties: Record<string, unknown> } }
    >;
    for (const type of ["application/json", "multipart/form-data"]) {
      expect(edit[type]?.schema.properties.operations).toEqual({
        $ref: "#/components/schemas/Operations",
      });
      expect(edit[type]?.schema.properties.output).toEqual({
        $ref: "#/components/schemas/Output",
      });
    }
    const dangling = references(document).filter((reference) => {
      const name = reference.replace("#/components/schemas/", "");
      return reference === name || !(name in schemas);
    });
    expect(dangling).toEqual([]);
  });

  it("accepts and refuses the steps the server's own parse does", () => {
    // OpenAPI's discriminator is not JSON Schema: a validator ignores it (oneOf decides).
    const ajv = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      ajv.addSchema(schema, `#/components/schemas/${name}`);
    }
    const validate = ajv.compile({ $ref: "#/components/schemas/Operations" });
    const steps: Record<string, unknown>[] = [
      { op: "resize", width: 240 },
      { op: "resize", width: 0 },
      { op: "resize", widht: 240 },
      { op: "crop", x: 0, y: 0, width: 100, height: 80 },
      { op: "speed", speed: 2 },
      { op: "speed", speed: 100 },
      { op: "reverse" },
      { op: "text", layers: [{ text: "Hello" }] },
      { op: "sharpen" },
    ];
    for (const step of steps) {
      const { op, ...params } = step;
      const operation = operations[op as keyof typeof operations];
      const serverTakes = operation ? operation.params.safeParse(params).success : false;
      expect(validate([step]), JSON.stringify(step)).toBe(serverTakes);
    }
    // The list's own bounds: none, and more than 20 steps.
    expect(validate([])).toBe(false);
    expect(validate(Array.from({ length: 21 }, () => ({ op: "reverse" })))).toBe(false);
  });

  it("lists API calls only, with path parameters a client generator takes", () => {
    const paths = Object.keys(document.paths);
    // The site's pages, redirects and ads.txt are not calls.
    expect(paths.filter((path) => !path.startsWith("/api/") && !path.startsWith("/t/"))).toEqual(
      [],
    );
    expect(paths.filter((path) => path.includes("{*}"))).toEqual([]);
    const transform = document.paths["/t/{signature}/{path}"]?.get as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(transform.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual([
      "path:signature",
      "path:path",
    ]);
    expect(Object.keys(transform.responses)).toEqual(expect.arrayContaining(["200", "202", "304"]));
  });

  it("says the default a tool's field takes when it is left out (Resize 300 × 300, Speed 2)", () => {
    type Form = { schema: { properties: Record<string, { default?: unknown }> } };
    const fields = (path: string) => {
      const post = document.paths[path]?.post;
      if (!post) throw new Error(`${path} is not in the document`);
      return (post.requestBody.content["multipart/form-data"] as Form).schema.properties;
    };
    expect(fields("/api/resize").width?.default).toBe(300);
    expect(fields("/api/resize").height?.default).toBe(300);
    expect(fields("/api/speed").speed?.default).toBe(2);
  });
});
