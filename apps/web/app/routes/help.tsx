import { Link } from "react-router";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, faqPage, webPage } from "../../src/seo/structured-data.ts";
import { limitFacts } from "../../src/site/limits.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { highlightedTools } from "../../src/site/tools.server.ts";
import { FaqItem } from "../../src/ui/faq-item.tsx";
import { bookGlyph } from "../../src/ui/glyphs/book.tsx";
import {
  downloadGlyph,
  filmGlyph,
  starGlyph,
  uploadGlyph,
} from "../../src/ui/glyphs/page-glyphs.tsx";
import { Icon, mailGlyph } from "../../src/ui/icons.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/help";

const title = titled("Help Center");
const description =
  "Get started with GifKit and fix common problems: files that are too large or unsupported, blurry GIFs, blocked downloads, plus tips for each platform.";

const f = limitFacts;

/** The first quick start (a guide); the tools' follow from their about.ts (`helpQuickStart`). */
const guideQuickStart = {
  to: "/blog/how-to-make-gifs-from-videos",
  title: "Make a GIF from a video",
  text: "A step-by-step guide: segments, frame rate, size and exports.",
};

/** The page's words, resolved at build time (limits filled in); they reach the browser as data. */
export function loader() {
  const toolQuickStarts = highlightedTools("helpQuickStart").map(({ tool, highlight }) => ({
    to: tool.path,
    icon: tool.icon,
    title: highlight.title,
    text: highlight.text,
  }));
  const troubleshooting = [
    {
      area: "Upload problems",
      problems: [
        {
          title: "“File too large”",
          fix: [
            `Every file can be up to ${f.maxUpload}. For a video, trim it or export it at 720p or lower before uploading.`,
            `Remember that you can only use ${f.maxVideoSelectionSeconds} seconds of video in total, so a shorter source file is all you need.`,
          ],
        },
        {
          title: "“Unsupported file type”",
          fix: [
            `Video to GIF accepts ${f.videoFormats}; GIF Maker accepts ${f.imageFormats}; the GIF editors accept ${f.gifFormats}.`,
            "The file's content is checked as well as its name: a renamed file is refused. Re-export it in one of the formats above.",
          ],
        },
        {
          title: "A link does not load",
          fix: [
            "The link must point straight at a public file (ending in .mp4, .gif, .png and so on), or be a YouTube link for Video to GIF.",
            "Pages that need a login, or links to private addresses, cannot be fetched by our server.",
          ],
        },
      ],
    },
    {
      area: "Quality problems",
      problems: [
        {
          title: "My GIF looks blurry",
          fix: [
            "Make it wider: a GIF shown larger than it was made is stretched and soft.",
            "Choose a higher quality setting, and avoid resizing a small GIF up.",
          ],
        },
        {
          title: "Banding or speckled colors",
          fix: [
            "A GIF can hold 256 colors per frame. Shorter clips with fewer scene changes look cleaner.",
            "In Optimize, keep more colors or try a different dither setting.",
          ],
        },
        {
          title: "The animation is jerky",
          fix: [
            "Raise the frame rate to 24 fps for fast motion, or use fewer, longer frames for slideshows.",
          ],
        },
      ],
    },
    {
      area: "Download problems",
      problems: [
        {
          title: "The download is blocked",
          fix: [
            "Some browsers ask before saving files from a site. Allow downloads for GifKit in the browser's settings.",
            "On iPhone and iPad, the file goes to the Files app (Downloads folder); press and hold the preview to save it to Photos.",
          ],
        },
        {
          title: "The file is 0 bytes or will not open",
          fix: [
            `Results are deleted ${f.resultTtlMinutes} minutes after they are ready; after that, run the task again.`,
            "Make sure the download finished before opening it, and keep the .gif extension.",
          ],
        },
      ],
    },
  ];

  const platformTips = [
    {
      name: "Email",
      tip: "Keep GIFs under 1 MB so they load quickly; many clients only show the first frame.",
    },
    {
      name: "X (Twitter)",
      tip: "Stay under 5 MB so the GIF posts from any device; 480 to 720 px wide looks sharp in the timeline.",
    },
    {
      name: "Slack and Discord",
      tip: "Under 8 MB is a safe target for every account; Optimize's Social preset usually gets there.",
    },
    {
      name: "Websites",
      tip: "Use the Web preset, set the width to the size it is shown at, and add alt text.",
    },
  ];

  const faq = [
    {
      q: "Why do my files go to a server?",
      a: "GIF encoding with good palettes is heavy work. Our servers do it quickly on any device, then delete your upload as soon as the task ends.",
    },
    {
      q: "How long is my result available?",
      a: `${f.resultTtlMinutes} minutes after it is ready. Download it before then.`,
    },
    {
      q: "A task seems stuck. What should I do?",
      a: "Most tasks finish within two minutes. If the progress has not moved for five minutes, reload the page and try again, perhaps with a shorter selection or smaller size.",
    },
  ];
  return { troubleshooting, platformTips, faq, toolQuickStarts };
}

const troubleshootingIcons = [uploadGlyph, starGlyph, downloadGlyph];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title,
    description,
    path: "/help",
    structuredData: import.meta.env.SSR
      ? [
          webPage("WebPage", title, "/help", description),
          faqPage(loaderData?.faq ?? [], "/help"),
          breadcrumbs([{ name: "Help", path: "/help" }]),
        ]
      : undefined,
  });

export default function Help({ loaderData }: Route.ComponentProps) {
  const { troubleshooting, platformTips, faq, toolQuickStarts } = loaderData;
  const quickStarts = [
    { ...guideQuickStart, glyph: filmGlyph },
    ...toolQuickStarts.map((item) => ({ ...item, glyph: toolGlyph(item) })),
  ];
  return (
    <>
      <PageIntro crumbs={[{ name: "Home", to: "/" }, { name: "Help" }]} title="Help Center">
        <p>Quick starts, fixes for common problems and tips for sharing your GIFs.</p>
      </PageIntro>

      <section aria-labelledby="quick-start" className="container-page py-12">
        <h2 id="quick-start" className="section-title">
          Quick start
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {quickStarts.map((item) => (
            <li key={item.to} className="card group relative p-5 transition-shadow hover:shadow-md">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon glyph={item.glyph} className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">
                <Link
                  to={item.to}
                  className="after:absolute after:inset-0 group-hover:text-brand-800"
                >
                  {item.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="troubleshooting" className="bg-slate-50 py-12">
        <div className="container-page">
          <h2 id="troubleshooting" className="section-title">
            Troubleshooting
          </h2>
          <div className="mt-6 grid gap-5 lg:grid-cols-3">
            {troubleshooting.map((group, index) => (
              <div key={group.area} className="card p-6">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <Icon glyph={troubleshootingIcons[index]} className="size-5 text-brand-700" />
                  {group.area}
                </h3>
                <dl className="mt-4 space-y-5">
                  {group.problems.map((problem) => (
                    <div key={problem.title}>
                      <dt className="font-medium text-slate-900">{problem.title}</dt>
                      <dd className="mt-1.5">
                        <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-600 marker:text-brand-400">
                          {problem.fix.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="platform-tips" className="container-page py-12">
        <h2 id="platform-tips" className="section-title">
          Platform tips
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">
          Every platform treats GIFs a little differently. These are rules of thumb, not GifKit
          limits.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {platformTips.map((item) => (
            <li key={item.name} className="card p-5">
              <h3 className="font-semibold text-slate-900">{item.name}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.tip}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-faq" className="container-page pb-12">
        <h2 id="help-faq" className="section-title">
          Common questions
        </h2>
        <div className="mt-6 max-w-3xl space-y-3">
          {faq.map((entry) => (
            <FaqItem key={entry.q} question={entry.q}>
              <p>{entry.a}</p>
            </FaqItem>
          ))}
        </div>
        <p className="mt-6 text-slate-600">
          More answers on the{" "}
          <Link to="/faq" className="text-link">
            FAQ
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="more-help" className="container-page pb-16">
        <div className="grid gap-4 sm:grid-cols-2">
          <Link to="/contact" className="card group flex items-center gap-4 p-6 hover:shadow-md">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon glyph={mailGlyph} className="size-6" />
            </span>
            <span>
              <span
                id="more-help"
                className="block font-semibold text-slate-900 group-hover:text-brand-800"
              >
                Contact support
              </span>
              <span className="text-sm text-slate-600">We reply within 2 business days.</span>
            </span>
          </Link>
          <Link to="/blog" className="card group flex items-center gap-4 p-6 hover:shadow-md">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon glyph={bookGlyph} className="size-6" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900 group-hover:text-brand-800">
                Read the blog
              </span>
              <span className="text-sm text-slate-600">
                Guides on making, optimizing and sharing GIFs.
              </span>
            </span>
          </Link>
        </div>
      </section>
    </>
  );
}
