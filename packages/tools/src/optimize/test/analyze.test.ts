import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { runGifTool } from "../../../../../apps/server/test/helpers/gif-tool-task.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";
import {
  type GifXray,
  gifXraySchema,
  mergeDuplicateFramesSettings,
} from "../../shared/xray-report.ts";
import { analyzeGif } from "../server/gif-xray.ts";

const fixtures = [
  "animated-loop-3.gif",
  "classroom.gif",
  "cogs.gif",
  "dispose-background.gif",
  "iss634.gif",
  "repeated-frames.gif",
  "rotating-squares.gif",
  "truecolor-buildup.gif",
];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("the byte X-ray (analyzeGif) on the fixtures", () => {
  it.each(fixtures)(
    "%s: every byte in one part, the frames as gifsicle counts them",
    async (name) => {
      const bytes = new Uint8Array(await readFile(fixture(`gif/${name}`)));
      const xray = analyzeGif(bytes);
      expect(sum(xray.parts.map((part) => part.bytes))).toBe(bytes.length);
      expect(xray.file_bytes).toBe(bytes.length);
      const info = await gifsicleInfo(fixture(`gif/${name}`));
      expect(xray.frame_count).toBe(info.frameCount);
      // Each frame's bytes are its control block, descriptor, palette and data: together those parts.
      const framed = xray.parts
        .filter((part) =>
          ["local-palettes", "frame-controls", "image-descriptors", "image-data"].includes(part.id),
        )
        .map((part) => part.bytes);
      expect(sum(xray.frames.map((frame) => frame.bytes))).toBe(sum(framed));
    },
  );

  it("gives the exact parts of repeated-frames.gif and finds its three repeats", async () => {
    const bytes = new Uint8Array(await readFile(fixture("gif/repeated-frames.gif")));
    const xray = analyzeGif(bytes);
    const parts = Object.fromEntries(xray.parts.map((part) => [part.id, part.bytes]));
    // 13 frames, each with an 8-byte control block and a 10-byte descriptor; no global palette.
    expect(parts["frame-controls"]).toBe(13 * 8);
    expect(parts["image-descriptors"]).toBe(13 * 10);
    expect(parts.header).toBe(13);
    expect(parts.loop).toBe(19);
    expect(parts.trailer).toBe(1);
    expect(xray.frames.map((frame) => frame.duplicate_of)).toEqual([
      null,
      null,
      null,
      2,
      null,
      null,
      null,
      6,
      null,
      null,
      null,
      10,
      null,
    ]);
    const duplicates = xray.findings.find((finding) => finding.id === "duplicate-frames");
    expect(duplicates?.action).toBe("merge-duplicate-frames");
    // The repeated frames are byte copies of the frame before them.
    expect(duplicates?.predicted_saving_bytes).toBe(
      xray.frames[3]!.bytes + xray.frames[7]!.bytes + xray.frames[11]!.bytes,
    );
  });

  it("counts comments and metadata and palette entries no pixel uses (cogs.gif)", async () => {
    const xray = analyzeGif(new Uint8Array(await readFile(fixture("gif/cogs.gif"))));
    const parts = Object.fromEntries(xray.parts.map((part) => [part.id, part.bytes]));
    const metadata = xray.findings.find((finding) => finding.id === "metadata");
    expect(metadata?.predicted_saving_bytes).toBe(parts.comments! + parts["other-extensions"]!);
    expect(metadata?.predicted_saving_bytes).toBeGreaterThan(0);
    const palette = xray.findings.find((finding) => finding.id === "palette-larger-than-used");
    expect(palette?.predicted_saving_bytes).toBeGreaterThan(0);
    expect(palette!.predicted_saving_bytes! % 3).toBe(0);
  });

  it("refuses what is not a GIF", () => {
    expect(() => analyzeGif(new TextEncoder().encode("not a gif at all"))).toThrow("not a GIF");
  });
});

describe("POST /api/analyze, and merging the repeats with Optimize", () => {
  let server: TestServer;
  let outputDir: string;
  beforeAll(async () => {
    server = await startTestServer();
    outputDir = await mkdtemp(join(tmpdir(), "gifkit-analyze-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  const analyze = async (body: Buffer, contentType = "image/gif") =>
    server.app.inject({
      method: "POST",
      url: "/api/analyze",
      ...multipart([{ name: "file", value: body, fileName: "in.gif", contentType }]),
    });

  it("answers the X-ray; Optimize's merge makes the GIF smaller by the predicted bytes (±10%)", async () => {
    const input = fixture("gif/repeated-frames.gif");
    const response = await analyze(await readFile(input));
    expect(response.statusCode).toBe(200);
    const xray: GifXray = gifXraySchema.parse(response.json());
    const predicted = xray.findings.find((finding) => finding.id === "duplicate-frames")!
      .predicted_saving_bytes!;

    const run = await runGifTool(
      server,
      "optimize",
      input,
      { ...mergeDuplicateFramesSettings },
      outputDir,
    );
    expect(run.status?.state).toBe("SUCCESS");
    const inputBytes = (await stat(input)).size;
    const outputBytes = (await stat(run.outputPath!)).size;
    const info = await gifsicleInfo(run.outputPath!);
    expect(info.frameCount).toBe(10);
    // Every picture stays on screen as long as it did: the merged delays sum to the input's.
    expect(sum(info.delaysCentiseconds)).toBe(sum(xray.frames.map((frame) => frame.delay_cs)));
    const saved = inputBytes - outputBytes;
    console.log(
      `merge: predicted ${predicted} B, saved ${saved} B (${inputBytes} → ${outputBytes})`,
    );
    expect(Math.abs(saved - predicted)).toBeLessThanOrEqual(predicted * 0.1);
  });

  it("is in the OpenAPI document, and its answer matches the documented schema", async () => {
    const document = parse((await server.app.inject({ url: "/api/openapi.yaml" })).body);
    const analyzeCall = document.paths["/api/analyze"].post;
    expect(analyzeCall.summary).toBe("Show where a GIF's bytes go and what could be saved");
    expect(Object.keys(analyzeCall.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(Object.keys(analyzeCall.responses)).toEqual(
      expect.arrayContaining(["200", "400", "413"]),
    );
    const schema = analyzeCall.responses["200"].content["application/json"].schema;
    const validate = new Ajv2020({ strict: false }).compile(schema);
    const answer = (await analyze(await readFile(fixture("gif/cogs.gif")))).json();
    expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...answer, parts: [{ id: "nonsense", label: "x", bytes: 1 }] })).toBe(false);
  });

  it("refuses a file that is not a GIF, and a call without a file", async () => {
    const png = await analyze(await readFile(fixture("image/4.webp")), "image/webp");
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual({
      error: "Only a GIF can be analysed.",
      code: "unsupported-file-type",
    });
    const empty = await server.app.inject({
      method: "POST",
      url: "/api/analyze",
      ...multipart([{ name: "note", value: "hello" }]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe("missing-input");
  });
});

describe("POST /api/analyze rate limit", () => {
  let server: TestServer;
  let outputDir: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_START_PER_MINUTE: "1" } });
    outputDir = await mkdtemp(join(tmpdir(), "gifkit-analyze-limit-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  it("has its own bucket (four per start a minute, then 429), and leaves the starts alone", async () => {
    const body = await readFile(fixture("gif/cogs.gif"));
    const analyze = () =>
      server.app.inject({
        method: "POST",
        url: "/api/analyze",
        ...multipart([{ name: "file", value: body, fileName: "in.gif", contentType: "image/gif" }]),
      });
    for (let count = 0; count < 4; count++) expect((await analyze()).statusCode).toBe(200);
    const limited = await analyze();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().error).toMatch(
      /^Too many GIFs analysed from your address \(4 a minute\)\. Please wait \d+ seconds? and try again\.$/,
    );
    // The one start a minute is still there after five X-rays.
    const run = await runGifTool(server, "optimize", fixture("gif/cogs.gif"), {}, outputDir);
    expect(run.status?.state, run.status?.error ?? "").toBe("SUCCESS");
  });
});
