import { data, Link } from "react-router";
import { AdSlot } from "../../src/ads/ad-slot.tsx";
import { allPosts, postBySlug, summaryOf } from "../../src/content/blog.server.ts";
import { blogAuthor, blogHeroImage, formatDate } from "../../src/content/blog-types.ts";
import { pageMeta } from "../../src/seo/meta.ts";
import {
  article,
  articleTitle,
  breadcrumbs,
  faqPage,
  howTo,
  organization,
} from "../../src/seo/structured-data.ts";
import { useSiteTools } from "../../src/site/site-tool.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { BlogCard, BlogHero } from "../../src/ui/blog-card.tsx";
import { FaqItem } from "../../src/ui/faq-item.tsx";
import { arrowLeftGlyph } from "../../src/ui/glyphs/page-glyphs.tsx";
import { arrowRightGlyph, Icon } from "../../src/ui/icons.tsx";
import { useInternalLinkNavigation } from "../../src/ui/use-internal-link-navigation.ts";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = postBySlug(params.slug);
  if (!post) throw data("Article not found", { status: 404 });
  const posts = allPosts();
  const related = post.related.flatMap((slug) => {
    const match = posts.find((candidate) => candidate.slug === slug);
    return match ? [summaryOf(match)] : [];
  });
  return { post, related };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  // JSON-LD is written into the prerendered HTML only (see src/seo/meta.ts).
  const structuredData = import.meta.env.SSR
    ? [
        // The article names the site's Organization as publisher: define it on the page too.
        organization(),
        article(post),
        breadcrumbs([
          { name: "Blog", path: "/blog" },
          { name: post.title, path },
        ]),
      ]
    : [];
  const howToNode = import.meta.env.SSR ? howTo(post) : null;
  if (howToNode) structuredData.push(howToNode);
  if (import.meta.env.SSR && post.faq.length) structuredData.push(faqPage(post.faq, path));
  return pageMeta({
    title: articleTitle(post.title),
    description: post.description,
    path,
    keywords: post.keywords,
    type: "article",
    image: {
      path: blogHeroImage(post.slug).fallback,
      alt: post.imageAlt,
      width: 1200,
      height: 675,
    },
    article: { publishedTime: post.date, modifiedTime: post.updated ?? post.date, tags: post.tags },
    structuredData,
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const siteTools = useSiteTools();
  const { post, related } = loaderData;
  const onBodyClick = useInternalLinkNavigation();
  const ctaTool = siteTools.find((tool) => tool.id === post.cta);
  const tocHeadings = post.headings.filter((heading) => heading.depth === 2);
  const toc = (
    <ul className="space-y-1 text-sm">
      {tocHeadings.map((heading) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className="block rounded-lg px-3 py-1.5 leading-snug text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <article className="pb-8">
      <header className="container-page pt-8 sm:pt-10">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <Icon glyph={arrowLeftGlyph} className="size-4" />
          Back to Blog
        </Link>
        <div className="mt-6 max-w-3xl">
          {post.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-[2.75rem]">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{post.description}</p>
          <p className="mt-5 flex flex-wrap gap-x-2 text-sm text-slate-600">
            <span className="font-medium text-slate-800">{blogAuthor}</span>
            <span aria-hidden="true">·</span>
            <span>
              Published <time dateTime={post.date}>{formatDate(post.date)}</time>
            </span>
            {post.updated && (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  Updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
                </span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <span>{post.readingMinutes} min read</span>
          </p>
        </div>
        <figure className="mt-8">
          <div className="overflow-hidden rounded-3xl border border-slate-200 shadow-sm">
            <BlogHero post={post} priority sizes="(min-width: 1152px) 1104px, 100vw" />
          </div>
          <figcaption className="mt-2 text-xs leading-relaxed text-slate-500" data-hero-credit>
            {post.imageCaption}
          </figcaption>
        </figure>
      </header>

      <div className="container-page mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-14">
        <div className="min-w-0 max-w-3xl">
          {tocHeadings.length > 0 && (
            <details className="mb-8 rounded-2xl border border-slate-200 bg-slate-50 lg:hidden">
              <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">
                On this page
              </summary>
              <nav aria-label="On this page" className="px-1 pb-3">
                {toc}
              </nav>
            </details>
          )}
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: clicks on the links inside are routed; keyboard activation fires the same click */}
          <div
            className="prose-page"
            onClick={onBodyClick}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time
            dangerouslySetInnerHTML={{ __html: post.html }}
          />

          <AdSlot placement="article" />

          {post.faq.length > 0 && (
            <section aria-labelledby="faq-heading" className="mt-12">
              <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
                Frequently asked questions
              </h2>
              <div className="mt-5 space-y-3">
                {post.faq.map((entry) => (
                  <FaqItem key={entry.q} question={entry.q}>
                    <p>{entry.a}</p>
                  </FaqItem>
                ))}
              </div>
            </section>
          )}

          {ctaTool && (
            <aside
              aria-labelledby="cta-heading"
              className="mt-12 flex flex-col gap-5 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:flex-row sm:items-center sm:p-8"
            >
              <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15">
                <Icon glyph={toolGlyph(ctaTool)} className="size-7" />
              </span>
              <div className="flex-1">
                <h2 id="cta-heading" className="text-xl font-bold">
                  Try it with {ctaTool.name}
                </h2>
                <p className="mt-1.5 text-brand-100">
                  {ctaTool.summary} Free, no account, no watermark.
                </p>
              </div>
              <Link to={ctaTool.path} className="btn btn-on-dark shrink-0">
                Open {ctaTool.name}
                <Icon glyph={arrowRightGlyph} className="size-4" />
              </Link>
            </aside>
          )}
        </div>

        {tocHeadings.length > 0 && (
          <aside className="hidden lg:block">
            <nav aria-label="On this page" className="sticky top-24">
              <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                On this page
              </p>
              <div className="mt-3">{toc}</div>
            </nav>
          </aside>
        )}
      </div>

      {related.length > 0 && (
        <section
          aria-labelledby="related-heading"
          className="container-page mt-16 border-t border-slate-200 pt-12"
        >
          <h2 id="related-heading" className="section-title">
            Related articles
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((relatedPost) => (
              <BlogCard key={relatedPost.slug} post={relatedPost} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
