import { tmpdir } from "node:os";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DiskBudget } from "../../src/http/disk-budget.ts";
import { HttpError } from "../../src/http/http-error.ts";
import { StorageAllowances } from "../../src/http/storage-allowance.ts";
import { MemoryBlobStore } from "../helpers/memory-stores.ts";

/**
 * The storage allowance's bookkeeping (storage-bounds.test.ts drives it through the HTTP API):
 * what an address stored counts against its cap until the blob is deleted, across requests and
 * across the addresses of one IPv6 /64; uploads in flight count against MAX_STORED_BYTES.
 */
describe("storage allowances", () => {
  function setUp(maxStoredBytes: number, maxStoredBytesPerAddress: number) {
    const store = new MemoryBlobStore();
    const diskBudget = new DiskBudget({
      store,
      maxStoredBytes,
      minFreeDiskBytes: 0,
      dataDirectory: tmpdir(),
      sweep: async () => {},
      cacheMs: 0,
    });
    const allowances = new StorageAllowances({
      store,
      diskBudget,
      maxStoredBytes,
      maxStoredBytesPerAddress,
      resultTtlMinutes: 60,
    });
    /** One request of `address` storing `bytes` (in 1,000-byte chunks): its refusal, or its key. */
    const upload = async (address: string, bytes: number) => {
      const allowance = await allowances.open(address);
      try {
        for (let taken = 0; taken < bytes; taken += 1_000) {
          const refusal = allowance.take(Math.min(1_000, bytes - taken));
          if (refusal) return refusal;
        }
        const blob = await store.put(Readable.from([Buffer.alloc(bytes)]), {
          contentType: "image/gif",
          downloadName: "x.gif",
          role: "input",
          taskId: null,
        });
        allowance.record(blob.key, bytes);
        return blob.key;
      } finally {
        allowance.close();
      }
    };
    return { store, allowances, upload };
  }
  const codeOf = (outcome: unknown) => (outcome instanceof HttpError ? outcome.code : outcome);

  it("counts an address's stored uploads across requests, until they are deleted", async () => {
    const { store, allowances, upload } = setUp(1_000_000, 10_000);
    const first = await upload("198.51.100.1", 6_000);
    expect(typeof first).toBe("string");
    // 6,000 stored + 5,000 more passes the 10,000 cap at the fifth chunk.
    expect(codeOf(await upload("198.51.100.1", 5_000))).toBe("address-storage-full");
    // Another address has its own cap.
    expect(typeof (await upload("198.51.100.2", 9_000))).toBe("string");
    // Deleted (its task ended): the address has room again.
    await store.delete(first as string);
    expect(typeof (await upload("198.51.100.1", 9_000))).toBe("string");
    // At the cap, the next request is refused before reading anything.
    await upload("198.51.100.1", 1_000);
    await expect(allowances.open("198.51.100.1")).rejects.toMatchObject({
      statusCode: 429,
      code: "address-storage-full",
    });
  });

  it("one IPv6 /64 is one address", async () => {
    const { upload } = setUp(1_000_000, 10_000);
    expect(typeof (await upload("2001:db8:1:2::1", 8_000))).toBe("string");
    expect(codeOf(await upload("2001:db8:1:2::ffff", 8_000))).toBe("address-storage-full");
    expect(typeof (await upload("2001:db8:1:3::1", 8_000))).toBe("string");
  });

  it("uploads in flight count against MAX_STORED_BYTES: the chunk that would pass it is refused", async () => {
    const { allowances } = setUp(10_000, 1_000_000);
    const first = await allowances.open("198.51.100.1");
    const second = await allowances.open("198.51.100.2");
    expect(first.take(6_000)).toBeNull();
    const refusal = second.take(5_000);
    expect(refusal).toMatchObject({ statusCode: 503, code: "storage-full" });
    first.close();
    second.close();
  });
});
