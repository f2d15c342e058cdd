import { Link } from "react-router";
import { allPosts, summaryOf } from "../../src/content/blog.server.ts";
import { blogAuthor, formatDate } from "../../src/content/blog-types.ts";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { absoluteUrl } from "../../src/site/route-table.ts";
import { useStartTools } from "../../src/site/site-tool.ts";
import { BlogCard, BlogHero } from "../../src/ui/blog-card.tsx";
import { Breadcrumb } from "../../src/ui/breadcrumb.tsx";
import { CtaBand } from "../../src/ui/cta-band.tsx";
import { bookGlyph } from "../../src/ui/glyphs/book.tsx";
import { clockGlyph } from "../../src/ui/glyphs/clock.tsx";
import { Icon } from "../../src/ui/icons.tsx";
import type { Route } from "./+types/blog-index";

export function loader() {
  const posts = allPosts().map(summaryOf);
  const featured = posts.find((post) => post.featured) ?? posts[0] ?? null;
  // Newest first below the featured article.
  const rest = posts
    .filter((post) => post !== featured)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  // ISO dates sort as text.
  const latestDate =
    posts
      .map((post) => post.date)
      .sort()
      .at(-1) ?? "";
  return { featured, rest, count: posts.length, latestDate };
}

const title = titled("GIF Blog: Guides, Tutorials and Tips");
const description =
  "Practical guides to making better GIFs: video to GIF, optimization, text, cropping, resizing, accessibility and social media strategy.";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title,
    description,
    path: "/blog",
    keywords: ["gif blog", "gif tutorials", "gif tips", "gif optimization", "how to make gifs"],
    structuredData: import.meta.env.SSR
      ? [
          {
            ...webPage("CollectionPage", title, "/blog", description),
            mainEntity: {
              "@type": "Blog",
              name: "The GifKit Blog",
              url: absoluteUrl("/blog"),
              blogPost: [loaderData?.featured, ...(loaderData?.rest ?? [])].flatMap((post) =>
                post
                  ? [
                      {
                        "@type": "BlogPosting",
                        headline: post.title,
                        url: absoluteUrl(`/blog/${post.slug}`),
                        datePublished: post.date,
                        author: { "@type": "Organization", name: blogAuthor },
                      },
                    ]
                  : [],
              ),
            },
          },
          breadcrumbs([{ name: "Blog", path: "/blog" }]),
        ]
      : undefined,
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const start = useStartTools();
  const { featured, rest, count, latestDate } = loaderData;
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
        <div className="container-page py-10 sm:py-14">
          <Breadcrumb label="Breadcrumb" items={[{ name: "Home", to: "/" }, { name: "Blog" }]} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            The GifKit Blog
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            Guides and tutorials for making GIFs that look sharp, load fast and get shared.
          </p>
          <p className="mt-5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <Icon glyph={bookGlyph} className="size-4 text-brand-700" />
              {count} articles
            </span>
            {latestDate && (
              <span className="inline-flex items-center gap-1.5">
                <Icon glyph={clockGlyph} className="size-4 text-brand-700" />
                Latest: <time dateTime={latestDate}>{formatDate(latestDate)}</time>
              </span>
            )}
          </p>
        </div>
      </div>

      {featured && (
        <section aria-labelledby="featured-heading" className="container-page pt-12">
          <h2 id="featured-heading" className="sr-only">
            Featured article
          </h2>
          <article className="card group relative grid overflow-hidden transition-shadow hover:shadow-md lg:grid-cols-2">
            <BlogHero
              post={featured}
              priority
              sizes="(min-width: 1024px) 560px, 100vw"
              className="h-full"
            />
            <div className="flex flex-col justify-center p-6 sm:p-10">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                Featured
              </p>
              <h3 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                <Link
                  to={`/blog/${featured.slug}`}
                  className="after:absolute after:inset-0 group-hover:text-brand-800"
                >
                  {featured.title}
                </Link>
              </h3>
              <p className="mt-4 leading-relaxed text-slate-600">{featured.description}</p>
              <p className="mt-6 text-sm text-slate-500">
                {blogAuthor} · <time dateTime={featured.date}>{formatDate(featured.date)}</time> ·{" "}
                {featured.readingMinutes} min read
              </p>
              {featured.imageAttribution && (
                <p className="mt-1 text-xs text-slate-500">{featured.imageAttribution}</p>
              )}
            </div>
          </article>
        </section>
      )}

      <section aria-labelledby="all-heading" className="container-page py-12">
        <h2 id="all-heading" className="section-title">
          All articles
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((post) => (
            <BlogCard key={post.slug} post={post} />
          ))}
        </div>
      </section>

      <CtaBand
        title="Put the tips into practice"
        text="Make a GIF from your images, or convert a video clip in a few clicks."
        primary={{ to: start.first.path, label: `Try ${start.first.name}` }}
        secondary={{ to: start.second.path, label: start.second.name }}
      />
    </>
  );
}
