import { Link } from "react-router";
import { localizedPath } from "../../src/i18n/languages.ts";
import { usePageLanguage } from "../../src/i18n/page-language.ts";
import { socialProfiles, supportEmail } from "../../src/site/route-table.ts";
import { useSiteTools } from "../../src/site/site-tool.ts";
import { githubGlyph, Icon, mailGlyph, xGlyph } from "../../src/ui/icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { LogoMark } from "./logo.tsx";

const linkClass = "text-sm text-slate-300 transition-colors hover:text-white";

export function SiteFooter() {
  const siteTools = useSiteTools();
  const { language, messages } = usePageLanguage();
  const text = messages.shell;
  const here = (path: string) => localizedPath(path, language);
  const companyLinks = [
    { to: here("/about"), label: text.about },
    // The blog stays English (issue 38).
    { to: "/blog", label: text.blog, lang: language.code === "en" ? undefined : "en" },
    { to: here("/help"), label: text.help },
    { to: here("/faq"), label: text.faq },
    { to: here("/contact"), label: text.contact },
    { to: here("/api"), label: text.api },
  ];
  const legalLinks = [
    { to: here("/privacy-policy"), label: text.privacyPolicy },
    { to: here("/terms"), label: text.terms },
    { to: here("/cookie-policy"), label: text.cookiePolicy },
  ];
  return (
    <footer className="light-palette mt-auto bg-slate-950 text-slate-300">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 sm:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 sm:col-span-3 lg:col-span-1">
          <Link to={here("/")} className="inline-flex items-center gap-2.5 rounded-lg">
            <LogoMark />
            <span className="text-lg font-bold text-white">GifKit</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">{text.tagline}</p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-white hover:text-brand-200"
          >
            <Icon glyph={mailGlyph} className="size-4" />
            {supportEmail}
          </a>
          <ul className="mt-5 flex gap-2">
            {socialProfiles.map((profile) => (
              <li key={profile.href}>
                <a
                  href={profile.href}
                  rel="me noopener noreferrer"
                  aria-label={profile.name}
                  className="flex size-10 items-center justify-center rounded-xl bg-slate-800 text-slate-200 transition-colors hover:bg-slate-700 hover:text-white"
                >
                  {profile.label === "X" ? (
                    <Icon glyph={xGlyph} className="size-4" fill="currentColor" stroke="none" />
                  ) : (
                    <Icon glyph={githubGlyph} className="size-5" />
                  )}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-tools">
          <h2 id="footer-tools" className="text-sm font-semibold text-white">
            <Link to={here("/tools")}>{text.tools}</Link>
          </h2>
          <ul className="mt-4 space-y-2.5">
            {siteTools.map((tool) => (
              <li key={tool.id}>
                <Link to={here(tool.path)} className={linkClass}>
                  {tool.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold text-white">
            GifKit
          </h2>
          <ul className="mt-4 space-y-2.5">
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass} lang={link.lang}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-white">
            {text.legal}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {/* Answered by src/shell/site-shell.ts (no framework code needed). */}
              <button type="button" data-consent-reopen className={`${linkClass} cursor-pointer`}>
                {text.cookieSettings}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span data-current-year>{buildYear}</span> {text.rightsReserved}
          </p>
          <p>{text.filesNote}</p>
          <LanguageSwitcher place="footer" />
        </div>
      </div>
    </footer>
  );
}

/**
 * The copyright year. Pages are prerendered, so the build's year is in the HTML; the browser
 * corrects it if the page is older than the new year (src/shell/site-shell.ts).
 */
const buildYear = new Date().getFullYear();
