import { Link } from "react-router";
import { localizedPath } from "../../src/i18n/languages.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { useSiteTools } from "../../src/site/site-tool.ts";
import { arrowLeftGlyph } from "../../src/ui/glyphs/page-glyphs.tsx";
import { Icon } from "../../src/ui/icons.tsx";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { language, messages } = metaLanguageOf(matches, location);
  return pageMeta({
    title: titled(messages.errors.notFoundTitle),
    description: messages.errors.notFoundDescription,
    path: "/404",
    language,
    noindex: true,
  }).filter((tag) => !("rel" in tag && tag.rel === "canonical"));
};

/** Any path the site does not have; the server answers it with status 404 (404.html). */
export default function NotFound() {
  const siteTools = useSiteTools();
  const { language, messages } = usePageLanguage();
  const text = messages.errors;
  const here = (path: string) => localizedPath(path, language);
  return (
    <section className="container-page py-20 text-center sm:py-28">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {text.notFoundTitle}
      </h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-slate-600">{text.notFoundText}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={here("/")} className="btn btn-primary">
          <Icon glyph={arrowLeftGlyph} className="size-4" />
          {text.backHome}
        </Link>
        <Link to={here("/help")} className="btn btn-secondary">
          {text.helpCenter}
        </Link>
      </div>
      <div className="mx-auto mt-14 max-w-2xl">
        <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {text.popularTools}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {siteTools.map((tool) => (
            <li key={tool.id}>
              <Link
                to={here(tool.path)}
                className="inline-block rounded-full border border-slate-200 px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800"
              >
                {tool.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
