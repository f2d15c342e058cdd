import { normalizeIP } from "@fastify/rate-limit";
import { formatMegabytes } from "@gifkit/contracts";
import type { UploadAllowance } from "../ingest/multipart.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import type { DiskBudget } from "./disk-budget.ts";
import { HttpError } from "./http-error.ts";

/** One request's storage allowance: counted as its bytes arrive, closed when its upload ends. */
export interface RequestAllowance extends UploadAllowance {
  /** A blob this request stored (an upload, a kept sample): counted to its address until deleted. */
  record(key: string, bytes: number): void;
  /** The upload is over: its bytes in flight are now stored (or deleted). */
  close(): void;
}

export interface StorageAllowanceOptions {
  store: BlobStore;
  diskBudget: DiskBudget;
  /** MAX_STORED_BYTES: every stored input and result together. */
  maxStoredBytes: number;
  /** MAX_STORED_BYTES_PER_ADDRESS: what one address's uploads may keep stored at once. */
  maxStoredBytesPerAddress: number;
  /** RESULT_TTL_MINUTES: a recorded blob older than this (and a margin) has surely been swept. */
  resultTtlMinutes: number;
}

interface AddressLedger {
  /** Blobs stored by the address's requests, by key: their size and when they were stored. */
  blobs: Map<string, { bytes: number; atMs: number }>;
  inFlightBytes: number;
}

/**
 * Storage counted while bytes arrive (issue 28): MAX_STORED_BYTES and the per-address cap were
 * checked only before an upload began, so one request could write gigabytes past them. Each
 * chunk of an upload is taken from this allowance before it is stored; the request ends at the
 * first chunk that would pass either bound (503 `storage-full`, 429 `address-storage-full`).
 * What an address has stored is what its requests stored and is still there (a blob deleted by
 * its task, the sweep or a cleanup stops counting: each is looked up when the address comes back).
 */
export class StorageAllowances {
  private readonly options: StorageAllowanceOptions;
  private readonly ledgers = new Map<string, AddressLedger>();
  private inFlightBytes = 0;

  constructor(options: StorageAllowanceOptions) {
    this.options = options;
  }

  /** The address's allowance; throws 429 at once when the address is already at its cap. */
  async open(clientAddress: string): Promise<RequestAllowance> {
    const address = normalizeIP(clientAddress, 64);
    const ledger = this.ledgerOf(address);
    const addressStored = await this.storedBy(ledger);
    const stored = await this.options.diskBudget.storedBytes();
    const { maxStoredBytes, maxStoredBytesPerAddress } = this.options;
    if (addressStored + ledger.inFlightBytes >= maxStoredBytesPerAddress) {
      throw this.addressFull();
    }
    let requestBytes = 0;
    let open = true;
    return {
      take: (bytes) => {
        if (!open) return null;
        if (stored + this.inFlightBytes + bytes > maxStoredBytes) {
          return this.options.diskBudget.noRoom();
        }
        if (addressStored + ledger.inFlightBytes + bytes > maxStoredBytesPerAddress) {
          return this.addressFull();
        }
        requestBytes += bytes;
        ledger.inFlightBytes += bytes;
        this.inFlightBytes += bytes;
        return null;
      },
      record: (key, bytes) => {
        ledger.blobs.set(key, { bytes, atMs: Date.now() });
      },
      close: () => {
        if (!open) return;
        open = false;
        ledger.inFlightBytes -= requestBytes;
        this.inFlightBytes -= requestBytes;
        this.options.diskBudget.added(requestBytes);
        this.forgetIdle(address, ledger);
      },
    };
  }

  private ledgerOf(address: string): AddressLedger {
    let ledger = this.ledgers.get(address);
    if (!ledger) {
      ledger = { blobs: new Map(), inFlightBytes: 0 };
      this.ledgers.set(address, ledger);
    }
    return ledger;
  }

  /** What the address's blobs still stored weigh (a deleted or swept one is forgotten). */
  private async storedBy(ledger: AddressLedger): Promise<number> {
    const now = Date.now();
    let total = 0;
    await Promise.all(
      [...ledger.blobs].map(async ([key, blob]) => {
        const still =
          now - blob.atMs < (this.options.resultTtlMinutes + 5) * 60_000 &&
          (await this.options.store.stat(key).catch(() => null)) !== null;
        if (still) total += blob.bytes;
        else ledger.blobs.delete(key);
      }),
    );
    return total;
  }

  /** An address with nothing recorded and nothing arriving takes no memory. */
  private forgetIdle(address: string, ledger: AddressLedger): void {
    if (ledger.blobs.size === 0 && ledger.inFlightBytes === 0) this.ledgers.delete(address);
  }

  private addressFull(): HttpError {
    const minutes = this.options.resultTtlMinutes;
    return new HttpError(
      429,
      "address-storage-full",
      `Your files stored on GifKit have reached ${formatMegabytes(this.options.maxStoredBytesPerAddress)}, the most one address may keep at once. Uploads are deleted when their task ends and results within ${minutes} minutes; please try again then.`,
      { "retry-after": "60" },
    );
  }
}
