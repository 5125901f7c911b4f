import { getTranslations } from 'next-intl/server';
import { EmptyState } from '../../shared/ui/empty-state';
import { StarIcon } from '../../shared/ui/icons';
import { SignInButton } from './auth-dialog';

/** What a visitor sees where favorites would be: a sign-in prompt (favorites need an account, spec §6). */
export async function FavoritesPrompt({ locale, headingLevel = 2 }: { locale: string; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'favorites' });
  return (
    <EmptyState
      icon={<StarIcon size={26} />}
      title={t('sign-in-prompt')}
      hint={t('sign-in-hint')}
      headingLevel={headingLevel}
    >
      <SignInButton label={t('sign-in')} />
    </EmptyState>
  );
}
