import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { findSport } from '../../../features/catalog/find-sport';

/**
 * Every `/{sport}/…` page: an unknown first segment (`/zzzz-nope`, `/it/zzzz-nope`) answers 404 here, above the
 * list's loading boundary; thrown below it, the loading shell would already have gone out with status 200.
 */
export default async function SportLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; sport: string }>;
}) {
  const { locale, sport } = await params;
  if (!(await findSport(locale, sport))) notFound();
  return children;
}
