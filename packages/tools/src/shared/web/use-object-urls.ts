import { useEffect, useMemo, useRef } from "react";

/** What an item of a list of inputs is shown from: a chosen file, a link, or nothing yet. */
export type ItemPicture = { file: File } | { url: string } | null;

/**
 * The address each item of a list of inputs is shown from (Combine's animations, GIF Maker's
 * images): a link as it is, a chosen file as an object URL made once per item and released when
 * the item leaves the list or the editor goes.
 */
export function useObjectUrls<Item extends { id: string }>(
  items: readonly Item[],
  pictureOf: (item: Item) => ItemPicture,
): ReadonlyMap<string, string> {
  const objectUrls = useRef(new Map<string, string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: pictureOf reads only the item, so the items decide.
  const urls = useMemo(() => {
    const urls = new Map<string, string>();
    for (const item of items) {
      const picture = pictureOf(item);
      if (picture === null) continue;
      if ("url" in picture) {
        urls.set(item.id, picture.url);
        continue;
      }
      let url = objectUrls.current.get(item.id);
      if (!url) {
        url = URL.createObjectURL(picture.file);
        objectUrls.current.set(item.id, url);
      }
      urls.set(item.id, url);
    }
    for (const [itemId, url] of objectUrls.current) {
      if (!urls.has(itemId)) {
        URL.revokeObjectURL(url);
        objectUrls.current.delete(itemId);
      }
    }
    return urls;
  }, [items]);
  useEffect(
    () => () => {
      for (const url of objectUrls.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );
  return urls;
}
