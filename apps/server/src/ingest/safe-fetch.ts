import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import ipaddr from "ipaddr.js";

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  maxBytes: number;
  signal: AbortSignal;
  /** Test-only: lets tests reach servers they started on loopback. Never set in production. */
  allowLoopback?: boolean;
  /** Injected in tests (DNS rebinding); defaults to the system resolver. */
  resolve?: Resolver;
  maxRedirects?: number;
  connectTimeoutMs?: number;
  idleTimeoutMs?: number;
  totalTimeoutMs?: number;
}

export interface FetchedFile {
  path: string;
  bytes: number;
  contentType: string | null;
  finalUrl: string;
}

/** A URL input failed; the message is for the person who gave the URL. */
export class UrlFetchError extends Error {
  readonly code: "url-not-allowed" | "url-fetch-failed" | "file-too-large";
  readonly statusCode: number;
  constructor(message: string, code: UrlFetchError["code"], statusCode = 400) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
  }
}

const notAllowed = () =>
  new UrlFetchError("This URL is not allowed. Use a public http or https link.", "url-not-allowed");

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/**
 * True only for public unicast addresses. Everything else is refused: loopback, private,
 * link-local (cloud metadata), CGNAT, multicast, unspecified, reserved, and IPv6 forms that embed
 * an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) unless the embedded one is public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    const parts = v6.parts;
    // ::a.b.c.d (IPv4-compatible, deprecated): judge the embedded address.
    if (parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || (parts[7] ?? 0) > 1)) {
      return isPublicAddress(
        `${(parts[6] ?? 0) >> 8}.${(parts[6] ?? 0) & 255}.${(parts[7] ?? 0) >> 8}.${(parts[7] ?? 0) & 255}`,
      );
    }
    return v6.range() === "unicast";
  }
  return parsed.range() === "unicast";
}

/** The test-only switch opens IPv4 loopback (127/8) and nothing else, not even [::1]. */
function isIpv4Loopback(address: string): boolean {
  return (
    ipaddr.IPv4.isValidFourPartDecimal(address) && ipaddr.IPv4.parse(address).range() === "loopback"
  );
}

const allowedPorts = new Set(["", "80", "443"]);

/** Validates the URL's form before any connection (scheme, credentials, port). */
export function checkUrlForm(rawUrl: string, allowLoopback = false): URL {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new UrlFetchError("This is not a valid URL.", "url-not-allowed");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw notAllowed();
  if (url.username || url.password) throw notAllowed();
  // Names that mean this machine whatever a resolver says (RFC 6761), with or without the root dot.
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) throw notAllowed();
  if (!allowLoopback && !allowedPorts.has(url.port)) throw notAllowed();
  return url;
}

/**
 * Fetches a URL into a local file, checking the address actually connected to: literal IPs
 * directly, host names through one resolution whose every address must be public (so DNS
 * rebinding cannot swap in a private address between check and connect). Redirects are followed
 * by hand and each hop is checked again. Bytes are counted on the wire.
 */
export async function safeFetchToFile(
  rawUrl: string,
  destination: string,
  options: SafeFetchOptions,
): Promise<FetchedFile> {
  return withFetchErrors(options, async (signal) => {
    const { response, url } = await openChecked(rawUrl, options, signal);
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes > options.maxBytes) callback(tooLarge(options.maxBytes));
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(response, counter, createWriteStream(destination), { signal });
    } catch (error) {
      await rm(destination, { force: true });
      throw error;
    }
    return {
      path: destination,
      bytes,
      contentType: response.headers["content-type"] ?? null,
      finalUrl: url.toString(),
    };
  });
}

export interface FetchedHead {
  /** At most `headBytes` leading bytes of the file (fewer if the file is shorter). */
  head: Uint8Array;
  /** The declared Content-Length, when the server sent one. */
  declaredBytes: number | null;
  contentType: string | null;
  finalUrl: string;
}

/**
 * The link check's fetch (POST /api/check-url): the same address, redirect, status and size
 * checks as safeFetchToFile, but only the first `headBytes` are read (for the content sniff) and
 * the connection is then closed, so a check costs a few kilobytes whatever the file's size.
 */
export async function safeFetchHead(
  rawUrl: string,
  headBytes: number,
  options: SafeFetchOptions,
): Promise<FetchedHead> {
  return withFetchErrors(options, async (signal) => {
    const { response, url } = await openChecked(rawUrl, options, signal);
    const chunks: Buffer[] = [];
    let bytes = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        bytes += chunk.length;
        if (bytes >= headBytes) break;
      }
    } finally {
      response.destroy();
    }
    const declared = Number(response.headers["content-length"] ?? Number.NaN);
    return {
      head: new Uint8Array(Buffer.concat(chunks).subarray(0, headBytes)),
      declaredBytes: Number.isFinite(declared) && declared >= 0 ? declared : null,
      contentType: response.headers["content-type"] ?? null,
      finalUrl: url.toString(),
    };
  });
}

/** Runs a fetch under the total timeout and turns every failure into a UrlFetchError. */
async function withFetchErrors<T>(
  options: SafeFetchOptions,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const totalTimeout = AbortSignal.timeout(options.totalTimeoutMs ?? 120_000);
  const signal = AbortSignal.any([options.signal, totalTimeout]);
  try {
    return await run(signal);
  } catch (error) {
    if (error instanceof UrlFetchError) throw error;
    if (totalTimeout.aborted)
      throw new UrlFetchError("Downloading the file took too long.", "url-fetch-failed");
    if (options.signal.aborted) throw error;
    throw new UrlFetchError(
      `Could not download the file: ${describeNetworkError(error as NodeJS.ErrnoException)}`,
      "url-fetch-failed",
    );
  }
}

/** Network failures in words a person reads, not Node's error codes. */
function describeNetworkError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "ECONNREFUSED":
      return "the server refused the connection.";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the site's name could not be found.";
    case "ECONNRESET":
    case "EPIPE":
      return "the connection was closed by the server.";
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "the server could not be reached.";
    default:
      return error.message;
  }
}

/**
 * Connects to the URL, following redirects (each hop checked), and answers the response of a
 * 2xx status whose declared size is within the limit; anything else is a UrlFetchError.
 */
async function openChecked(
  rawUrl: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<{ response: http.IncomingMessage; url: URL }> {
  const maxRedirects = options.maxRedirects ?? 5;
  let currentUrl = rawUrl;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const url = checkUrlForm(currentUrl, options.allowLoopback);
    const response = await request(url, options, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      currentUrl = new URL(response.headers.location, url).toString();
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new UrlFetchError(
        `Could not download the file: the server answered ${status}.`,
        "url-fetch-failed",
      );
    }
    const declared = Number(response.headers["content-length"] ?? Number.NaN);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw tooLarge(options.maxBytes);
    }
    return { response, url };
  }
  throw new UrlFetchError("Too many redirects.", "url-fetch-failed");
}

function tooLarge(maxBytes: number): UrlFetchError {
  return new UrlFetchError(
    `File too large. The maximum file size is ${Math.round(maxBytes / (1024 * 1024))}MB.`,
    "file-too-large",
    413,
  );
}

/** A request other than the fetcher's GET (a webhook's POST). */
interface OutgoingBody {
  method: "POST";
  headers: Record<string, string>;
  body: string;
}

function request(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
  outgoing?: OutgoingBody,
): Promise<http.IncomingMessage> {
  const resolve = options.resolve ?? systemResolver;
  const allowAddress = (address: string) =>
    isPublicAddress(address) || (options.allowLoopback === true && isIpv4Loopback(address));
  const hostname = url.hostname.replace(/^\[|\]$/g, "");

  // Node does not call `lookup` for literal IPs, so they are checked here.
  if (isIP(hostname) && !allowAddress(hostname)) return Promise.reject(notAllowed());

  const lookup: LookupFunction = (name, lookupOptions, callback) => {
    resolve(name).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((entry) => allowAddress(entry.address))) {
          callback(notAllowed(), "", 0);
          return;
        }
        const chosen = addresses[0] as LookupAddress;
        if (lookupOptions.all) callback(null, [chosen] as unknown as string, chosen.family);
        else callback(null, chosen.address, chosen.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, "", 0),
    );
  };

  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = transport.request(
      url,
      {
        method: outgoing?.method ?? "GET",
        lookup,
        signal,
        // Uncompressed, so the bytes counted are the bytes written (a gzip bomb cannot inflate).
        headers: {
          "accept-encoding": "identity",
          "user-agent": "GifKit/1.0 (+https://gifkit.app)",
          ...outgoing?.headers,
          ...(outgoing ? { "content-length": String(Buffer.byteLength(outgoing.body)) } : {}),
        },
        agent: false,
      },
      resolvePromise,
    );
    const connectTimer = setTimeout(
      () =>
        req.destroy(new UrlFetchError("The server did not answer in time.", "url-fetch-failed")),
      options.connectTimeoutMs ?? 5_000,
    );
    req.on("socket", (socket) => {
      socket.once("connect", () => clearTimeout(connectTimer));
      socket.once("secureConnect", () => clearTimeout(connectTimer));
    });
    req.setTimeout(options.idleTimeoutMs ?? 15_000, () =>
      req.destroy(new UrlFetchError("The server stopped sending data.", "url-fetch-failed")),
    );
    req.on("response", () => clearTimeout(connectTimer));
    req.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    req.end(outgoing?.body);
  });
}

/** What a safe POST got back: the status, and at most a few kilobytes of the answer. */
export interface PostAnswer {
  status: number;
  /** The answer's first bytes as text (for the delivery's record), at most `answerBytes`. */
  answerStart: string;
}

/**
 * POSTs a body with the fetcher's address rules (the webhooks of issue 37): the same checks of
 * the URL's form and of every address connected to, no redirect followed (a 3xx is the answer),
 * and only the answer's first bytes read. Any status comes back; a refused address or a network
 * failure is a UrlFetchError.
 */
export async function safePost(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: SafeFetchOptions & { answerBytes?: number },
): Promise<PostAnswer> {
  return withFetchErrors(options, async (signal) => {
    const url = checkUrlForm(rawUrl, options.allowLoopback);
    const response = await request(url, options, signal, { method: "POST", headers, body });
    const limit = options.answerBytes ?? 1024;
    const chunks: Buffer[] = [];
    let bytes = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        bytes += chunk.length;
        if (bytes >= limit) break;
      }
    } finally {
      response.destroy();
    }
    return {
      status: response.statusCode ?? 0,
      answerStart: Buffer.concat(chunks).subarray(0, limit).toString("utf8"),
    };
  });
}

/**
 * An address a link's host names literally that no fetch may reach (private, loopback,
 * link-local...), so a call can refuse it at once; host names are checked when connecting.
 */
export function isRefusedLiteralAddress(url: URL, allowLoopback = false): boolean {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (!isIP(hostname)) return false;
  return !(isPublicAddress(hostname) || (allowLoopback && isIpv4Loopback(hostname)));
}
