import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Wrappers around every decoder the server may start (ffmpeg, ffprobe, gifsicle, ImageMagick,
 * libheif, libjxl, poppler): each appends its name to a log, then runs the real binary. Handing
 * them to the server (as *_PATH variables) proves whether a decoder process was started at all,
 * in the API process or in a worker.
 */
export function decoderSpawnLog(): { env: Record<string, string>; started(): string[] } {
  const directory = mkdtempSync(join(tmpdir(), "gifkit-spawn-log-"));
  const log = join(directory, "spawned.log");
  writeFileSync(log, "");
  const binaries: Record<string, string> = {
    FFMPEG_PATH: "ffmpeg",
    FFPROBE_PATH: "ffprobe",
    GIFSICLE_PATH: "gifsicle",
    MAGICK_PATH: "convert",
    HEIF_CONVERT_PATH: "heif-convert",
    DJXL_PATH: "djxl",
    JXLINFO_PATH: "jxlinfo",
    PDFTOPPM_PATH: "pdftoppm",
    PDFINFO_PATH: "pdfinfo",
  };
  const env: Record<string, string> = {};
  for (const [variable, name] of Object.entries(binaries)) {
    let real: string;
    try {
      real = execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim();
    } catch {
      continue; // not installed here: the server reports it as missing
    }
    const shim = join(directory, name);
    writeFileSync(shim, `#!/bin/sh\necho "${name} $*" >> "${log}"\nexec "${real}" "$@"\n`);
    chmodSync(shim, 0o755);
    env[variable] = shim;
  }
  return {
    env,
    started: () =>
      readFileSync(log, "utf8")
        .split("\n")
        .filter((line) => line.length > 0),
  };
}

/**
 * Files a server keeps under its data directory, by kind: stored blobs (data files), partial
 * writes, task work directories and probe scratch files. Task records and the contact store are
 * not files a task leaves behind.
 */
export function storedFiles(dataDir: string): {
  blobs: string[];
  partials: string[];
  work: string[];
  scratch: string[];
} {
  const list = (name: string) =>
    existsSync(join(dataDir, name)) ? readdirSync(join(dataDir, name)) : [];
  const blobNames = list("blobs");
  return {
    blobs: blobNames.filter((name) => /^[0-9a-f]{32}$/.test(name)).sort(),
    partials: blobNames.filter((name) => name.endsWith(".partial")),
    work: list("work"),
    scratch: list("scratch"),
  };
}

/** Processes whose command name is one of the decoders (e.g. orphans left by a killed worker). */
export function decoderProcesses(): string[] {
  const output = execFileSync("ps", ["-eo", "pid=,comm="], { encoding: "utf8" });
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /\s(ffmpeg|ffprobe|gifsicle|convert)$/.test(line));
}

/** A loopback HTTP server that counts requests (a canary for SSRF) and serves what it is told. */
export async function startCanary(
  handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("canary");
  },
): Promise<{
  server: Server;
  port: number;
  hits: () => number;
  paths: string[];
  close(): Promise<void>;
}> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? "");
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    hits: () => paths.length,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends `requestText` on a raw socket (no client-side URL normalising) and returns the status. */
export function rawRequest(
  port: number,
  requestText: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(requestText));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
  });
}

/** Resident memory of this process in MB. */
export const rssMegabytes = (): number => process.memoryUsage().rss / 1024 / 1024;
