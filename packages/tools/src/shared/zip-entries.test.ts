import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readZipEntries, storedEntryBytes, ZipReadError } from "./zip-entries.ts";

/**
 * An archive made by Info-ZIP (`zip -X ref.zip text.txt; zip -X -0 ref.zip s.bin`): one deflated
 * entry, one stored, as another program writes them (not our own writer).
 */
const infoZipArchive = Buffer.from(
  "UEsDBBQAAAAIAHY4el3zoF3HDAAAACQAAAAIAAAAdGV4dC50eHTLSM3JyVfIwEdyAQBQSwMECgAAAAAAdjh6XaJl7wkHAAAABwAAAAUAAABzLmJpbnN0b3JlZCFQSwECHgMUAAAACAB2OHpd86BdxwwAAAAkAAAACAAAAAAAAAABAAAApIEAAAAAdGV4dC50eHRQSwECHgMKAAAAAAB2OHpdomXvCQcAAAAHAAAABQAAAAAAAAAAAAAApIEyAAAAcy5iaW5QSwUGAAAAAAIAAgBpAAAAXAAAAAAA",
  "base64",
);

describe("readZipEntries", () => {
  it("lists an Info-ZIP archive's entries with their methods, sizes, checksums and data", () => {
    const bytes = new Uint8Array(infoZipArchive);
    const entries = readZipEntries(bytes);
    expect(
      entries.map(({ name, method, size, compressedSize, crc32 }) => ({
        name,
        method,
        size,
        compressedSize,
        crc32,
      })),
    ).toEqual([
      { name: "text.txt", method: 8, size: 36, compressedSize: 12, crc32: 0xc75da0f3 },
      { name: "s.bin", method: 0, size: 7, compressedSize: 7, crc32: 0x09ef65a2 },
    ]);
    const [deflated, stored] = entries;
    expect(new TextDecoder().decode(storedEntryBytes(bytes, stored as never))).toBe("stored!");
    const packed = bytes.subarray(
      deflated?.dataOffset,
      (deflated?.dataOffset ?? 0) + (deflated?.compressedSize ?? 0),
    );
    expect(inflateRawSync(packed).toString()).toBe("hello hello hello hello hello hello\n");
    expect(() => storedEntryBytes(bytes, deflated as never)).toThrow(
      "text.txt is compressed (method 8), not stored.",
    );
  });

  it("refuses what is not a ZIP, and a damaged table of contents", () => {
    expect(() => readZipEntries(new TextEncoder().encode("GIF89a not a zip at all"))).toThrow(
      ZipReadError,
    );
    const damaged = new Uint8Array(infoZipArchive);
    // The first central entry's signature (at the directory offset 0x5c) broken.
    damaged[0x5c] = 0;
    expect(() => readZipEntries(damaged)).toThrow(
      "The ZIP's table of contents is damaged at entry 1.",
    );
  });
});
