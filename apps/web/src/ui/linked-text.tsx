import { Fragment } from "react";
import { Link } from "react-router";
import { localizedPath } from "../i18n/languages.ts";
import { linkedParts } from "../i18n/page-copy.ts";
import { usePageLanguage } from "../i18n/page-language.ts";

/**
 * A sentence of page copy whose `[words](/path)` are links to the page in the same language
 * (the blog stays English: its links keep their address).
 */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  const { language } = usePageLanguage();
  return (
    <>
      {linkedParts(text).map((part, index) =>
        part.to ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence
            key={index}
            to={part.to.startsWith("/blog") ? part.to : localizedPath(part.to, language)}
            className={linkClassName}
          >
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
