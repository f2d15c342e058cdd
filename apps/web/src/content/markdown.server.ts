import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { aliasRedirects } from "../site/route-table.ts";

export interface Heading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  /** The `##` and `###` headings in order, for the "On this page" list. */
  headings: Heading[];
  wordCount: number;
}

/** Splits `---` YAML front matter from the Markdown body. */
export function splitFrontMatter(
  source: string,
  fileName: string,
): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`${fileName}: missing the --- front matter block`);
  return { data: parseYaml(match[1] ?? ""), body: source.slice(match[0].length) };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Names each scrolling region (a table or a code block) after the section it sits in, numbered
 * when a section has several, so no two regions of a page share a label (landmarks must be
 * told apart by their names).
 */
function labelRegions(html: string): string {
  const used = new Map<string, number>();
  let section = "";
  return html.replace(
    /<h[23] id="[^"]*">([\s\S]*?)<\/h[23]>|(<div class="table-scroll" role="region")|(<pre tabindex="0" role="region")/g,
    (match, heading: string | undefined, table: string | undefined) => {
      if (heading !== undefined) {
        section = heading
          .replace(/<[^>]+>/g, "")
          .replace(/&amp;/g, "&")
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .trim();
        return match;
      }
      const kind = table ? "Table" : "Code";
      const base = section ? `${kind}: ${section}` : kind;
      const seen = (used.get(base) ?? 0) + 1;
      used.set(base, seen);
      const label = seen === 1 ? base : `${base} (${seen})`;
      return `${match} aria-label="${escapeAttribute(label)}"`;
    },
  );
}

/**
 * Renders trusted Markdown (our own articles and guides) to HTML at build time. The page's title
 * is its only h1, so a body `#` becomes h2; `##`/`###` get ids for in-page links; old tool links
 * point straight at the canonical route; tables scroll sideways on narrow screens.
 */
export function renderMarkdown(
  markdown: string,
  /** Ids the page around the Markdown already uses: a heading of the same name gets "-2". */
  reservedIds: readonly string[] = [],
): RenderedMarkdown {
  const headings: Heading[] = [];
  const usedIds = new Map<string, number>(reservedIds.map((id) => [id, 1]));
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(token: Tokens.Heading) {
        const depth = Math.min(Math.max(token.depth, 2), 4);
        const inner = this.parser.parseInline(token.tokens);
        const text = this.parser
          .parseInline(token.tokens, this.parser.textRenderer)
          .replace(/&amp;/g, "&")
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"');
        if (depth > 3) return `<h${depth}>${inner}</h${depth}>\n`;
        const base = slugify(text) || "section";
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        headings.push({ id, text, depth: depth as 2 | 3 });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link(token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const [path, rest = ""] = token.href.split(/(?=[?#])/, 2);
        const href = path && aliasRedirects[path] ? `${aliasRedirects[path]}${rest}` : token.href;
        const external = /^https?:\/\//.test(href);
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : "";
        const rel = external ? ' rel="noopener noreferrer"' : "";
        return `<a href="${escapeAttribute(href)}"${title}${rel}>${inner}</a>`;
      },
    },
  });
  const html = labelRegions(
    marked
      .parse(markdown, { async: false })
      .replaceAll("<table>", '<div class="table-scroll" role="region" tabindex="0"><table>')
      .replaceAll("</table>", "</table></div>")
      // A code block can scroll sideways too: the keyboard must reach it (axe: scrollable-region-focusable).
      .replaceAll("<pre>", '<pre tabindex="0" role="region">'),
  );
  const wordCount = markdown
    .replace(/[#*_`>|[\]()-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
  return { html, headings, wordCount };
}
