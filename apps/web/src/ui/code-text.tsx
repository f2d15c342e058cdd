import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { localizedPath } from "../i18n/languages.ts";
import { usePageLanguage } from "../i18n/page-language.ts";

/**
 * A sentence of the /api page's copy (i18n/pages/api/<code>.ts): `` `name` `` is code (a path, a
 * field, a header: the same in every language), `**words**` strong (a status code) and
 * `[words](/path)` a link to the page in the same language; a link to the API's own documents
 * (/api/openapi.json) keeps its one address. Each language orders its words around them.
 */
export function CodeText({
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
  for (const match of text.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)|\*\*([^*]+)\*\*|`([^`]+)`/g)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, linkText, to, strong, code] = match;
    if (linkText && to?.startsWith("/api/"))
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
