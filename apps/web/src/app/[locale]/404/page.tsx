import { notFound } from 'next/navigation';

/** `/404`: the not-found page, answered with status 404. */
export default function NotFoundRoute(): never {
  notFound();
}
