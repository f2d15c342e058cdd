import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamOversizedUpload } from "../test/helpers/stream-upload.ts";
import { startTestServer, type TestServer } from "../test/helpers/test-server.ts";
import {
  expectNothingLeft,
  neighbourTaskSucceeds,
  postForm,
  storedBlobs,
} from "./helpers/corpus.ts";
import { onePixelPng } from "./helpers/hostile-files.ts";
import { rssMegabytes } from "./helpers/observe.ts";

/**
 * Upload limits enforced while streaming, failing closed and leaving nothing (reliability R4.1).
 */
describe("uploads", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  });
  afterAll(() => server?.close());

  const port = () => Number(new URL(server.baseUrl).port);

  it("a 201 MB upload streamed without Content-Length: 413, nothing kept, not buffered in memory", async () => {
    const blobsBefore = storedBlobs(server);
    const rssBefore = rssMegabytes();
    let rssPeak = rssBefore;
    const { status, body } = await streamOversizedUpload(
      `${server.baseUrl}/api/reverse`,
      201,
      () => {
        rssPeak = Math.max(rssPeak, rssMegabytes());
      },
    );
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({
      error: "File too large. The maximum file size is 200MB.",
      code: "file-too-large",
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectNothingLeft(server, blobsBefore);
    console.log(`      RSS during the 201 MB upload: +${(rssPeak - rssBefore).toFixed(0)} MB`);
    expect(rssPeak - rssBefore).toBeLessThan(100);
  });

  it("1,000 file parts in one request: 413 at the files limit, the ones already stored are removed", async () => {
    const blobsBefore = storedBlobs(server);
    const parts = Array.from({ length: 1000 }, (_, index) => ({
      name: "files",
      value: onePixelPng,
      fileName: `frame-${index}.png`,
    }));
    const response = await postForm(server, "/api/gif-maker", parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: "Too many parts in the upload.",
      code: "too-many-parts",
    });
    await expectNothingLeft(server, blobsBefore);
  });

  it("1,001 field parts in one request: 413 at the parts limit", async () => {
    const blobsBefore = storedBlobs(server);
    const parts = Array.from({ length: 1001 }, (_, index) => ({
      name: `field${index}`,
      value: "x",
    }));
    const response = await postForm(server, "/api/reverse", parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: "Too many parts in the upload.",
      code: "too-many-parts",
    });
    await expectNothingLeft(server, blobsBefore);
  });

  it("a client that goes away after 10 MB: no file remains, no task is created", async () => {
    const blobsBefore = storedBlobs(server);
    const waitingBefore = (await server.runtime.services.queue.counts()).waiting;
    const boundary = "----hostile-abort";
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port(), "127.0.0.1", () => {
        socket.write(
          `POST /api/reverse HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\n\r\nGIF89a`,
        );
        let sent = 0;
        const chunk = Buffer.alloc(1024 * 1024, 0x41);
        const pump = () => {
          while (sent < 10) {
            sent++;
            if (!socket.write(chunk)) {
              socket.once("drain", pump);
              return;
            }
          }
          socket.destroy();
          resolve();
        };
        pump();
      });
      socket.on("error", reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expectNothingLeft(server, blobsBefore);
    expect((await server.runtime.services.queue.counts()).waiting).toBe(waitingBefore);
  });

  it("a form field and a file field named __proto__ are refused (no prototype pollution)", async () => {
    const blobsBefore = storedBlobs(server);
    const field = await postForm(server, "/api/reverse", [
      { name: "__proto__", value: '{"polluted":1}' },
    ]);
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({
      error: "prototype property is not allowed as field name",
      code: "bad-request",
    });
    const file = await postForm(server, "/api/reverse", [
      { name: "__proto__", value: onePixelPng, fileName: "x.gif" },
    ]);
    expect(file.statusCode).toBe(400);
    expect(file.json().error).toBe("prototype property is not allowed as field name");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectNothingLeft(server, blobsBefore);
    await neighbourTaskSucceeds(server);
  });
});
