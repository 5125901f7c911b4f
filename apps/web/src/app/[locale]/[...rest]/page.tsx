import { notFound } from 'next/navigation';

/** Any path no route matches: the localized not-found page (inside the locale layout), status 404. */
export default function CatchAll(): never {
  notFound();
}
