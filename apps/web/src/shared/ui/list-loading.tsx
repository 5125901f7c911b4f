import { getTranslations } from 'next-intl/server';
import { ListSkeleton } from './skeleton';

/** A list page's `loading.tsx`: the skeleton while the server renders the page, named in the page's language. */
export async function ListLoading({ groups, rows }: { groups?: number; rows?: number }) {
  const t = await getTranslations('header');
  return <ListSkeleton groups={groups} rows={rows} label={t('progress')} />;
}
