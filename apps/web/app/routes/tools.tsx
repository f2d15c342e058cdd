import { Link } from "react-router";
import { localizedPath } from "../../src/i18n/languages.ts";
import { pageCopyFor } from "../../src/i18n/page-copies.server.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { absoluteUrl } from "../../src/site/route-table.ts";
import { useSiteTools } from "../../src/site/site-tool.ts";
import { toolGroups } from "../../src/site/tool-groups.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { siteTools } from "../../src/site/tools.server.ts";
import { arrowRightGlyph, Icon } from "../../src/ui/icons.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/tools";

/** Runs at build time: the page's words in its language; the count is the registry's. */
export function loader({ request }: Route.LoaderArgs) {
  return pageCopyFor("/tools", request, { toolCount: siteTools.length });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy } = loaderData;
  const page = metaLanguageOf(matches, location);
  const rootData = matches.find((match) => match?.id === "root")?.data as
    | { siteTools?: readonly { name: string; path: string }[] }
    | undefined;
  return translatedPageMeta({
    page,
    title: titled(copy.title),
    description: copy.description,
    path: "/tools",
    type: "CollectionPage",
    crumb: copy.crumb,
    keywords:
      page.language.code === "en"
        ? ["gif tools", "gif editor", "online gif tools", "free gif maker"]
        : undefined,
    node: (node) => ({
      ...node,
      mainEntity: {
        "@type": "ItemList",
        itemListElement: (rootData?.siteTools ?? []).map((tool, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: tool.name,
          url: absoluteUrl(localizedPath(tool.path, page.language)),
        })),
      },
    }),
  });
};

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const siteTools = useSiteTools();
  const { language, messages } = usePageLanguage();
  const here = (path: string) => localizedPath(path, language);
  return (
    <>
      <PageIntro
        crumbs={[{ name: messages.toolPage.home, to: here("/") }, { name: copy.crumb }]}
        title={copy.heading}
      >
        <p>{copy.intro}</p>
      </PageIntro>
      <div className="container-page space-y-14 py-12">
        {toolGroups.map((group) => {
          const tools = siteTools.filter((tool) => tool.group === group.id);
          if (tools.length === 0) return null;
          const words = copy.groups[group.id];
          return (
            <section key={group.id} aria-labelledby={`group-${group.id}`}>
              <h2 id={`group-${group.id}`} className="section-title">
                {words.name}
              </h2>
              <p className="mt-2 max-w-2xl text-slate-600">{words.text}</p>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {tools.map((tool) => (
                  <li
                    key={tool.id}
                    className="card group relative flex gap-4 p-5 transition-shadow hover:shadow-md"
                  >
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                      <Icon glyph={toolGlyph(tool)} className="size-6" />
                    </span>
                    <div className="flex flex-1 flex-col">
                      <h3 className="font-semibold text-slate-900">
                        <Link
                          to={here(tool.path)}
                          className="after:absolute after:inset-0 group-hover:text-brand-800"
                        >
                          {tool.name}
                        </Link>
                      </h3>
                      <p className="mt-1 text-sm leading-relaxed text-slate-600">{tool.summary}</p>
                    </div>
                    <Icon
                      glyph={arrowRightGlyph}
                      className="mt-1 size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
