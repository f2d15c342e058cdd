import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { toolCountOf } from "../../src/seo/tool-count.ts";
import { limitFacts } from "../../src/site/limits.ts";
import { socialProfiles } from "../../src/site/route-table.ts";
import { useStartTools } from "../../src/site/site-tool.ts";
import { siteTools } from "../../src/site/tools.server.ts";
import { CtaBand } from "../../src/ui/cta-band.tsx";
import { devicesGlyph } from "../../src/ui/glyphs/devices.tsx";
import { giftGlyph, shieldGlyph, starGlyph } from "../../src/ui/glyphs/page-glyphs.tsx";
import { githubGlyph, Icon, xGlyph } from "../../src/ui/icons.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/about";

const title = titled("About GifKit");
const descriptionFor = (toolCount: number) =>
  `GifKit is a free set of ${toolCount} online GIF tools: make GIFs from videos and images, then edit, convert, optimize and add effects. No account, no watermark.`;

export const meta: Route.MetaFunction = ({ matches }) => {
  const description = descriptionFor(toolCountOf(matches));
  return pageMeta({
    title,
    description,
    path: "/about",
    structuredData: import.meta.env.SSR
      ? [
          webPage("AboutPage", title, "/about", description),
          breadcrumbs([{ name: "About", path: "/about" }]),
        ]
      : undefined,
  });
};

export function loader() {
  // Numbers for the copy, from the enforced limits, resolved at build time.
  return {
    maxUpload: limitFacts.maxUpload,
    resultTtlMinutes: limitFacts.resultTtlMinutes,
    toolCount: siteTools.length,
  };
}

const highlights = (
  limits: ReturnType<typeof loader>,
): { icon: ReactNode; title: string; text: string }[] => [
  {
    icon: giftGlyph,
    title: "Free, without strings",
    text: "Every tool is free to use, with no watermark, no sign-up and no premium tier holding back the good settings.",
  },
  {
    icon: shieldGlyph,
    title: "Short-lived files",
    text: `Nothing you send is kept more than ${limits.resultTtlMinutes} minutes, and most uploads go as soon as their task ends. We never look at or share your files.`,
  },
  {
    icon: starGlyph,
    title: "Quality first",
    text: "Palettes per clip, careful dithering and exact frame delays, measured against the best encoders we could test.",
  },
  {
    icon: devicesGlyph,
    title: "Any device",
    text: "The tools run in any modern browser on a phone, tablet or desktop (Record Screen needs a computer: phones cannot share their screen with a web page). The heavy lifting happens on our servers.",
  },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const start = useStartTools();
  return (
    <>
      <PageIntro
        crumbs={[{ name: "Home", to: "/" }, { name: "About" }]}
        eyebrow="About us"
        title="GIFs made simple, for everyone"
      >
        <p>
          GifKit exists so that anyone can make a good GIF in a minute: a reaction from a video, a
          product loop from a few screenshots, a caption on a classic. No software to install and
          nothing to pay.
        </p>
      </PageIntro>

      <section aria-labelledby="mission" className="container-page py-14">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="eyebrow">Our mission</p>
            <h2 id="mission" className="section-title mt-2">
              Great GIF tools should be free and honest
            </h2>
          </div>
          <div className="space-y-4 text-lg leading-relaxed text-slate-600">
            <p>
              Animated GIFs are the one moving-picture format that works everywhere: in chat, email,
              docs, forums and slides. Yet making a good one often means wrestling with desktop
              software or trusting a web site with vague promises about your files.
            </p>
            <p>
              We build GifKit to be the opposite: clear tools with sensible defaults, clear limits,
              and a plain account of what happens to your files. Files are processed on our servers
              and deleted automatically. Our{" "}
              <Link to="/privacy-policy" className="text-link">
                privacy policy
              </Link>{" "}
              says exactly how.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="highlights" className="bg-slate-50 py-14">
        <div className="container-page">
          <h2 id="highlights" className="section-title">
            What we care about
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {highlights(loaderData).map((item) => (
              <li key={item.title} className="card p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon glyph={item.icon} className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="story" className="container-page py-14">
        <div className="max-w-3xl">
          <h2 id="story" className="section-title">
            Our story
          </h2>
          <div className="prose-page mt-6">
            <h3>Why we started</h3>
            <p>
              GifKit began with a small annoyance: turning a two-second moment from a screen
              recording into a GIF took three programs and a lot of guesswork about frame rates and
              palettes. The results were either huge or blotchy. We wanted one place that got the
              details right by default.
            </p>
            <h3>How it works today</h3>
            <p>
              GifKit has {loaderData.toolCount} tools today (see{" "}
              <Link to="/tools">all of them</Link>). When you use one, your file is uploaded to
              GifKit and a task is queued on our servers. Well-tested open-source encoders (ffmpeg,
              gifsicle and libvips) do the work, and you download the result. Every upload, for
              every tool, can be up to {loaderData.maxUpload}, and the same limits apply everywhere,
              listed on the <Link to="/faq">FAQ</Link>.
            </p>
            <h3>How we keep it free</h3>
            <p>
              GifKit is paid for by advertising, shown only if you accept cookies. There is no paid
              plan and no watermark. If you decline, the tools work exactly the same.
            </p>
            <h3>Open to developers</h3>
            <p>
              The same tools are available as a simple HTTP API: start a task, poll its status,
              download the result. The <Link to="/api">API page</Link> has the details and an
              OpenAPI description.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="connect" className="container-page pb-6">
        <div className="card flex max-w-3xl flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="connect" className="text-xl font-bold text-slate-900">
              Say hello
            </h2>
            <p className="mt-1.5 text-slate-600">
              Questions, ideas or a bug to report?{" "}
              <Link to="/contact" className="text-link">
                Contact us
              </Link>{" "}
              or follow along.
            </p>
          </div>
          <ul className="flex gap-2">
            {socialProfiles.map((profile) => (
              <li key={profile.href}>
                <a
                  href={profile.href}
                  rel="me noopener noreferrer"
                  className="btn btn-secondary btn-sm"
                >
                  {profile.label === "X" ? (
                    <Icon glyph={xGlyph} className="size-4" fill="currentColor" stroke="none" />
                  ) : (
                    <Icon glyph={githubGlyph} className="size-4" />
                  )}
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        title="Make something worth sharing"
        text="Pick a tool and have a GIF ready in moments."
        primary={{ to: start.first.path, label: `Try ${start.first.name}` }}
        secondary={{ to: start.second.path, label: start.second.name }}
      />
    </>
  );
}
