import type { ReactNode } from 'react';
import page from '../ui/page.module.css';
import { PageName } from './body-attributes';

/** A page of the app's own: its name on the body, the heading with its icon, then the content. */
export function TitledPage({
  name,
  icon,
  title,
  children,
}: {
  name: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={page.page}>
      <PageName page={name} />
      <h1 className={page.title}>
        {icon}
        {title}
      </h1>
      {children}
    </div>
  );
}
