import { tools } from "@gifkit/tools";
import { toolUiEn } from "@gifkit/tools/shared/i18n/tool-ui.en";
import { ja as toolUiJa } from "@gifkit/tools/shared/i18n/tool-ui.ja";
import { describe, expect, it } from "vitest";
import {
  chainOfStatus,
  describeStep,
  type KeptChain,
  keepEditingStart,
} from "./keep-editing-chain.ts";

const rootKey = "0123456789abcdef0123456789abcdef";
const base: KeptChain = {
  rootKey,
  operations: [{ op: "crop", x: 0, y: 0, width: 120, height: 100 }],
  output: { format: "gif", background: "#ffffff", colors: 64 },
};

describe("keep editing as one chain (issue 36)", () => {
  it("reads a status's chain only when it names its kept input", () => {
    expect(chainOfStatus({ operations: [{ op: "reverse" }] })).toBeNull();
    expect(chainOfStatus(undefined)).toBeNull();
    expect(
      chainOfStatus({ operations: [{ op: "reverse" }], input: { source_key: rootKey } }),
    ).toEqual({ rootKey, operations: [{ op: "reverse" }], output: { format: "gif" } });
  });

  it("sends the kept input, the steps so far and the tool's own step to POST /api/edit", () => {
    const start = keepEditingStart("speed", base, { speed: "2" });
    expect(start?.apiPath).toBe(tools.edit.apiPath);
    expect(start?.source).toMatchObject({ kind: "result", resultKey: rootKey });
    expect(JSON.parse(String(start?.fields.operations))).toEqual([
      ...base.operations,
      { op: "speed", speed: 2 },
    ]);
    // The output step keeps what was chosen before (colours) under the tool's own settings.
    expect(JSON.parse(String(start?.fields.output))).toEqual({
      format: "gif",
      background: "#ffffff",
      colors: 64,
    });
  });

  it("runs a re-timing after a plain GIF on the GIF being edited, remembered as the whole chain", () => {
    // A GIF's status lists the output's default background (used by opaque outputs only).
    const plain: KeptChain = { ...base, output: { format: "gif", background: "#ffffff" } };
    const lastKey = "fedcba9876543210fedcba9876543210";
    const start = keepEditingStart("speed", plain, { speed: "2" }, lastKey);
    expect(start?.apiPath).toBe(tools.edit.apiPath);
    expect(start?.source).toMatchObject({ kind: "result", resultKey: lastKey });
    expect(JSON.parse(String(start?.fields.operations))).toEqual([{ op: "speed", speed: 2 }]);
    expect(JSON.parse(String(start?.fields.output))).toEqual(plain.output);
    expect(start?.remembered).toEqual({
      rootKey,
      operations: [...plain.operations, { op: "speed", speed: 2 }],
      output: plain.output,
    });
    // Encoder settings chosen before (colours) would be applied twice: the whole chain runs.
    expect(keepEditingStart("speed", base, { speed: "2" }, lastKey)?.source).toMatchObject({
      resultKey: rootKey,
    });
    // A step that paints new pixels runs the whole chain from its start.
    const crop = keepEditingStart(
      "crop",
      plain,
      { x: "0", y: "0", width: "50", height: "50" },
      lastKey,
    );
    expect(crop?.source).toMatchObject({ resultKey: rootKey });
    expect(crop?.remembered).toBeUndefined();
  });

  it("starts as the tool's own call with no chain, fields that do not parse, or a file", () => {
    expect(keepEditingStart("speed", null, { speed: "2" })).toBeNull();
    expect(keepEditingStart("speed", base, { speed: "not a number" })).toBeNull();
    expect(keepEditingStart("speed", base, { speed: "2", font_0: new Blob(["x"]) })).toBeNull();
  });

  it("names a step by its operation's summary and its values", () => {
    expect(describeStep({ op: "crop", x: 0, y: 5, width: 120, height: 100 })).toEqual({
      title: "Keep a box of the picture",
      titleTranslated: false,
      details: "x 0, y 5, width 120, height 100",
    });
    expect(describeStep({ op: "text", layers: [{}] }).details).toBe("1 layer");
    expect(describeStep({ op: "text", layers: [{}, {}] }).details).toBe("2 layers");
  });

  it("names a step in the page's language when the catalog has its name", () => {
    const step = { op: "crop", x: 0, y: 5, width: 120, height: 100 };
    expect(describeStep(step, toolUiJa.chain.steps)).toMatchObject({
      title: "切り抜き",
      titleTranslated: true,
    });
    expect(describeStep(step, toolUiEn.chain.steps).title).toBe("Crop");
    // An operation the catalog does not name yet keeps its summary.
    expect(describeStep({ op: "loop", loop_count: 2 }, {}).title).toBe(
      "How many times the result plays",
    );
  });
});
