import { Link } from "react-router";
import { chevronRightGlyph, Icon } from "./icons.tsx";

export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  to?: string;
}

/** `label`: the trail's name for screen readers in the page's language (messages.shell.breadcrumb). */
export function Breadcrumb({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-1.5">
            {index > 0 && <Icon glyph={chevronRightGlyph} className="size-3.5 text-slate-400" />}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The top band of a content page: breadcrumb, title and an introduction. */
