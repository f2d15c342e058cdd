import { Link } from "react-router";
import { chevronRightGlyph, Icon } from "./icons.tsx";

export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
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
