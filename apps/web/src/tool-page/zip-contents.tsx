import { fileSizeText } from "@gifkit/tools/shared/i18n/file-size-text";
import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { readZipEntries, type ZipEntry } from "@gifkit/tools/shared/zip-entries";
import { useEffect, useState } from "react";

/** Types of the entries a browser can show as a thumbnail, by extension. */
const imageTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};
const otherTypes: Record<string, string> = { json: "application/json", txt: "text/plain" };

interface ShownEntry {
  name: string;
  size: number;
  /** An object URL of the entry alone (a slice of the archive: stored entries are not copied). */
  url: string | null;
  isImage: boolean;
}

const extension = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase();
const baseName = (name: string) => name.slice(name.lastIndexOf("/") + 1);

/**
 * What a ZIP result holds, read in the browser from its table of contents (no file is stored
 * twice on the server): pictures as thumbnails, every file with its size and its own download.
 * A stored entry is a slice of the archive; a deflated one is inflated by the browser.
 */
export function ZipContents({ zipUrl, label }: { zipUrl: string; label: string }) {
  const [entries, setEntries] = useState<ShownEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { text, fill, plural, languageCode } = useToolUi();
  const words = text.zip;
  /** Bytes under 1 KB as bytes (a small JSON or text file); else as the editors write sizes. */
  const sizeText = (bytes: number) =>
    bytes < 1024
      ? languageCode === "en"
        ? `${bytes} B`
        : new Intl.NumberFormat(languageCode, {
            style: "unit",
            unit: "byte",
            unitDisplay: "narrow",
          }).format(bytes)
      : fileSizeText(languageCode, bytes);

  useEffect(() => {
    let cancelled = false;
    const urls: string[] = [];
    (async () => {
      const archive = await (await fetch(zipUrl)).blob();
      const listed = readZipEntries(new Uint8Array(await archive.arrayBuffer()));
      const shown: ShownEntry[] = [];
      for (const entry of listed.filter((each) => !each.name.endsWith("/"))) {
        const type = imageTypes[extension(entry.name)] ?? otherTypes[extension(entry.name)] ?? "";
        const blob = await entryBlob(archive, entry, type);
        const url = blob ? URL.createObjectURL(blob) : null;
        if (url) urls.push(url);
        shown.push({ name: entry.name, size: entry.size, url, isImage: type.startsWith("image/") });
      }
      if (!cancelled) setEntries(shown);
    })().catch(() => {
      if (!cancelled) setFailure(words.unreadable);
    });
    return () => {
      cancelled = true;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [zipUrl, words.unreadable]);

  if (failure) return <p className="text-sm text-slate-600">{failure}</p>;
  if (!entries) return <p className="text-sm text-slate-600">{words.reading}</p>;
  const pictures = entries.filter((entry) => entry.isImage);
  const others = entries.filter((entry) => !entry.isImage);
  return (
    <div data-zip-contents>
      <p className="text-sm text-slate-700">
        {pictures.length > 0 && others.length > 0
          ? plural(words.holdsPictures, pictures.length, {
              name: label,
              files: new Intl.NumberFormat(languageCode).format(entries.length),
            })
          : plural(words.holds, entries.length, { name: label })}
      </p>
      {pictures.length > 0 && (
        <ul className="mt-3 grid max-h-[32rem] grid-cols-2 gap-3 overflow-y-auto pr-1 sm:grid-cols-4 lg:grid-cols-6">
          {pictures.map((entry) => (
            <li
              key={entry.name}
              className="rounded-lg border border-slate-200 bg-white p-1.5 text-xs"
              data-zip-entry={entry.name}
            >
              <div className="flex h-20 items-center justify-center rounded bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:12px_12px]">
                {entry.url && (
                  <img
                    src={entry.url}
                    alt={entry.name}
                    loading="lazy"
                    className="block max-h-20 max-w-full object-contain"
                  />
                )}
              </div>
              <span className="mt-1 block truncate font-medium text-slate-800">{entry.name}</span>
              <span className="block text-slate-600">{sizeText(entry.size)}</span>
              {entry.url && (
                <a
                  href={entry.url}
                  download={baseName(entry.name)}
                  className="mt-1 inline-block font-semibold text-brand-700 underline"
                  aria-label={fill(words.downloadEntry, { name: entry.name })}
                >
                  {words.download}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
          {others.map((entry) => (
            <li
              key={entry.name}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              data-zip-entry={entry.name}
            >
              <span className="font-medium text-slate-800">{entry.name}</span>
              <span className="text-slate-600">{sizeText(entry.size)}</span>
              {entry.url && (
                <a
                  href={entry.url}
                  download={baseName(entry.name)}
                  className="font-semibold text-brand-700 underline"
                  aria-label={fill(words.downloadEntry, { name: entry.name })}
                >
                  {words.download}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One entry as a Blob: a slice for stored entries, inflated for deflated ones, else null. */
async function entryBlob(archive: Blob, entry: ZipEntry, type: string): Promise<Blob | null> {
  const packed = archive.slice(entry.dataOffset, entry.dataOffset + entry.compressedSize, type);
  if (entry.method === 0) return packed;
  if (entry.method !== 8 || typeof DecompressionStream === "undefined") return null;
  const inflated = packed.stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Blob([await new Response(inflated).arrayBuffer()], { type });
}
