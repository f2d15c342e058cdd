import { Link } from "react-router";
import { type BlogPostSummary, blogHeroImage, formatDate } from "../content/blog-types.ts";

/** The article's hero, a frame of a GIF made by the tools: WebP (two widths), JPEG fallback. */
export function BlogHero({
  post,
  sizes,
  priority = false,
  className = "",
}: {
  post: Pick<BlogPostSummary, "slug" | "imageAlt">;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const image = blogHeroImage(post.slug);
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={`${image.webpSmall} 640w, ${image.webp} 1200w`}
        sizes={sizes}
      />
      <img
        src={image.fallback}
        alt={post.imageAlt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={`aspect-[16/9] w-full object-cover ${className}`}
      />
    </picture>
  );
}

export function BlogCard({
  post,
  headingLevel = 3,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      <BlogHero post={post} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-5">
        {post.tags[0] && (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {post.tags[0]}
          </p>
        )}
        <Heading className="mt-2 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 group-hover:text-brand-800"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">
          {post.description}
        </p>
        <p className="mt-auto pt-4 text-xs text-slate-500">
          <time dateTime={post.date}>{formatDate(post.date, "short")}</time> · {post.readingMinutes}{" "}
          min read
        </p>
        {post.imageAttribution && (
          <p className="mt-1 text-xs text-slate-500">{post.imageAttribution}</p>
        )}
      </div>
    </article>
  );
}
