import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { localizedPath } from "../i18n/languages.ts";
import { usePageLanguage } from "../i18n/page-language.ts";

/**
 * A sentence of a page's copy with marks (the legal pages' and the API pages' words,
 * i18n/pages/<page>/<code>.ts): `[words](/path)` links to the page in the same language (a link
 * to the API's own documents, /api/…, keeps its one address), `[address](mailto:address)` an
 * email link, `**words**` strong (the buttons' names, a status code) and `` `name` `` code (a
 * cookie's name, a path, a field: the same in every language). Each language orders its own words
 * around them.
 */
export function MarkedText({
  text,
  codeClassName,
  linkClassName,
}: {
  text: string;
  codeClassName?: string;
  linkClassName?: string;
}) {
  const { language } = usePageLanguage();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(
    /\[([^\]]+)\]\(((?:\/|mailto:)[^)\s]*)\)|\*\*([^*]+)\*\*|`([^`]+)`/g,
  )) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, linkText, to, strong, code] = match;
    if (linkText && (to?.startsWith("mailto:") || to?.startsWith("/api/")))
      parts.push(
        <a href={to} className={linkClassName}>
          {linkText}
        </a>,
      );
    else if (linkText && to)
      parts.push(
        <Link to={localizedPath(to, language)} className={linkClassName}>
          {linkText}
        </Link>,
      );
    else if (strong) parts.push(<strong>{strong}</strong>);
    else parts.push(<code className={codeClassName}>{code}</code>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

/**
 * The line a translated legal page starts with: the English page binds. Its `[words](/path)`
 * link goes to the English page itself (no language prefix), marked as English for the browser.
 */
export function EnglishBinds({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <a href={match[2]} hrefLang="en" className="font-semibold underline" data-english-binds-link>
        {match[1]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
