import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavouriteMatches } from '../../../features/catalog/favourite-matches';
import { pageMetadata } from '../../../features/seo/metadata';
import { TitledPage } from '../../../shared/page/titled-page';
import { StarIcon } from '../../../shared/ui/icons';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/favorites', title: t('favorites') });
}

/**
 * Favorites: the player's starred matches that are upcoming or live (rendered with their session). Favorites need
 * an account (spec §6), so a visitor sees the sign-in prompt.
 */
export default async function FavoritesPage({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'favorites' });
  return (
    <TitledPage name="favorites" icon={<StarIcon size={24} />} title={t('title')}>
      <FavouriteMatches locale={locale} groupHeadingLevel={2} />
    </TitledPage>
  );
}
