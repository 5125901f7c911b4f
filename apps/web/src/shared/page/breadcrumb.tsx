import { ForwardIcon } from '../ui/icons';
import page from '../ui/page.module.css';

/** The trail of links above a page's title (sport › country › league), named for assistive technology. */
export function Breadcrumb({ label, items }: { label: string; items: readonly { href: string; name: string }[] }) {
  return (
    <nav className={page.breadcrumb} aria-label={label}>
      <ol>
        {items.map((item, index) => (
          <li key={item.href}>
            {index > 0 && <ForwardIcon size={14} className={page.crumbSeparator} />}
            <a data-spa href={item.href}>
              {item.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
