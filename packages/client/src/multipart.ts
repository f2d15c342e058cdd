/**
 * A multipart/form-data body written by hand as a stream of known length, so an upload's progress
 * can be counted as fetch pulls the bytes (Node's fetch streams a body; browsers send FormData,
 * whose progress fetch does not report).
 */
export type FormPart =
  | { name: string; value: string }
  | { name: string; file: Blob; fileName: string };

export interface StreamedForm {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  lengthBytes: number;
}

const encoder = new TextEncoder();
/** Quotes a name for Content-Disposition as browsers do (RFC 7578: %22 for a quote, no line breaks). */
const quoted = (name: string) =>
  `"${name.replaceAll('"', "%22").replaceAll("\r", "%0D").replaceAll("\n", "%0A")}"`;

export function streamedForm(
  parts: readonly FormPart[],
  onBytes: (sentBytes: number, totalBytes: number) => void,
): StreamedForm {
  const boundary = `----gifkit${crypto.randomUUID().replaceAll("-", "")}`;
  const pieces: (Uint8Array | Blob)[] = [];
  for (const part of parts) {
    const head =
      "file" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(part.name)}; filename=${quoted(part.fileName)}\r\nContent-Type: ${part.file.type || "application/octet-stream"}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(part.name)}\r\n\r\n`;
    pieces.push(encoder.encode(head));
    pieces.push("file" in part ? part.file : encoder.encode(part.value));
    pieces.push(encoder.encode("\r\n"));
  }
  pieces.push(encoder.encode(`--${boundary}--\r\n`));
  const lengthBytes = pieces.reduce(
    (sum, piece) => sum + (piece instanceof Blob ? piece.size : piece.byteLength),
    0,
  );
  let sentBytes = 0;
  let index = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (reader) {
          const { done, value } = await reader.read();
          if (!done) {
            sentBytes += value.byteLength;
            onBytes(sentBytes, lengthBytes);
            controller.enqueue(value);
            return;
          }
          reader = null;
        }
        const piece = pieces[index++];
        if (piece === undefined) {
          controller.close();
          return;
        }
        if (piece instanceof Blob) {
          reader = piece.stream().getReader();
          continue;
        }
        sentBytes += piece.byteLength;
        onBytes(sentBytes, lengthBytes);
        controller.enqueue(piece);
        return;
      }
    },
    async cancel(reason) {
      await reader?.cancel(reason);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, lengthBytes };
}
