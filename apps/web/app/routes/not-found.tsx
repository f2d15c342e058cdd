import { Link } from "react-router";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { useSiteTools } from "../../src/site/site-tool.ts";
import { arrowLeftGlyph } from "../../src/ui/glyphs/page-glyphs.tsx";
import { Icon } from "../../src/ui/icons.tsx";

export const meta = () =>
  pageMeta({
    title: titled("Page not found"),
    description: "The page you're looking for doesn't exist or has been moved.",
    path: "/404",
    noindex: true,
  }).filter((tag) => !("rel" in tag && tag.rel === "canonical"));

/** Any path the site does not have; the server answers it with status 404 (404.html). */
export default function NotFound() {
  const siteTools = useSiteTools();
  return (
    <section className="container-page py-20 text-center sm:py-28">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-slate-600">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className="btn btn-primary">
          <Icon glyph={arrowLeftGlyph} className="size-4" />
          Back to the home page
        </Link>
        <Link to="/help" className="btn btn-secondary">
          Visit the help center
        </Link>
      </div>
      <div className="mx-auto mt-14 max-w-2xl">
        <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Popular tools
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {siteTools.map((tool) => (
            <li key={tool.id}>
              <Link
                to={tool.path}
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
