import { Link } from "react-router";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { toolCountOf } from "../../src/seo/tool-count.ts";
import { absoluteUrl } from "../../src/site/route-table.ts";
import { useSiteTools } from "../../src/site/site-tool.ts";
import { toolGroups } from "../../src/site/tool-groups.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { arrowRightGlyph, Icon } from "../../src/ui/icons.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/tools";

const title = titled("All GIF Tools");

/** The count is the registry's (the root route's tool list), never typed in. */
const descriptionFor = (toolCount: number) =>
  `All ${toolCount} free GifKit tools, by what you want to do: make, edit, convert, optimize, work with frames, add effects and text. No account, no watermark.`;

export const meta: Route.MetaFunction = ({ matches }) => {
  const description = descriptionFor(toolCountOf(matches));
  const rootData = matches.find((match) => match?.id === "root")?.data as
    | { siteTools?: readonly { name: string; path: string }[] }
    | undefined;
  return pageMeta({
    title,
    description,
    path: "/tools",
    keywords: ["gif tools", "gif editor", "online gif tools", "free gif maker"],
    structuredData: import.meta.env.SSR
      ? [
          {
            ...webPage("CollectionPage", title, "/tools", description),
            mainEntity: {
              "@type": "ItemList",
              itemListElement: (rootData?.siteTools ?? []).map((tool, index) => ({
                "@type": "ListItem",
                position: index + 1,
                name: tool.name,
                url: absoluteUrl(tool.path),
              })),
            },
          },
          breadcrumbs([{ name: "Tools", path: "/tools" }]),
        ]
      : undefined,
  });
};

export default function Tools() {
  const siteTools = useSiteTools();
  return (
    <>
      <PageIntro crumbs={[{ name: "Home", to: "/" }, { name: "Tools" }]} title="All GIF tools">
        <p>
          {siteTools.length} free tools, grouped by what you want to do. Each one works in your
          browser on any device; the files are processed on our servers.
        </p>
      </PageIntro>
      <div className="container-page space-y-14 py-12">
        {toolGroups.map((group) => {
          const tools = siteTools.filter((tool) => tool.group === group.id);
          if (tools.length === 0) return null;
          return (
            <section key={group.id} aria-labelledby={`group-${group.id}`}>
              <h2 id={`group-${group.id}`} className="section-title">
                {group.name}
              </h2>
              <p className="mt-2 max-w-2xl text-slate-600">{group.text}</p>
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
                          to={tool.path}
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
