import { request } from "node:http";

/**
 * Streams a multipart upload of a GIF header followed by `megabytes` MB of filler, without a
 * Content-Length, honouring back-pressure (so nothing is buffered on the client side), and
 * resolves with the answer. `onChunk` runs after each megabyte is handed to the socket.
 */
export function streamOversizedUpload(
  url: string,
  megabytes: number,
  onChunk: () => void = () => {},
): Promise<{ status: number; body: string }> {
  const boundary = "----gifkit-big-upload";
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${boundary}` } },
      (response) => {
        let text = "";
        response.on("data", (data) => {
          text += data;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.gif"\r\nContent-Type: image/gif\r\n\r\nGIF89a`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let sent = 0;
    const pump = () => {
      while (sent < megabytes) {
        sent++;
        onChunk();
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}
