import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { flattenMessages } from '../../../features/account/i18n';
import { PlayerBonuses } from '../../../features/promotions/player-bonuses';
import styles from '../../../features/promotions/promotions.module.css';
import { loadPromotions } from '../../../features/promotions/promotions-api';
import { RewardsSections } from '../../../features/rewards/rewards-sections';
import { pageMetadata } from '../../../features/seo/metadata';
import { getRewardLists, hasSessionCookie } from '../../../shared/api/server-api';
import { TitledPage } from '../../../shared/page/titled-page';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GiftIcon } from '../../../shared/ui/icons';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/promotions', title: t('promotions') });
}

/**
 * Promotions from the API (the open campaigns of the bonus list; a real empty state while the operator runs none),
 * the rewards, then the player's promo code and bonuses.
 */
export default async function PromotionsPage({ params }: Props) {
  const { locale } = await params;
  const [t, promotions, messages, sessionCookie, rewards] = await Promise.all([
    getTranslations({ locale, namespace: 'promotions' }),
    loadPromotions(locale),
    getMessages({ locale }),
    hasSessionCookie(),
    getRewardLists(locale),
  ]);
  return (
    <TitledPage name="promotions" icon={<GiftIcon size={24} />} title={t('title')}>
      {promotions.length === 0 ? (
        <EmptyState icon={<GiftIcon size={26} />} title={t('empty')} hint={t('empty-hint')} />
      ) : (
        <ul className={styles.list}>
          {promotions.map((promotion) => (
            <li key={promotion.id} className={styles.card}>
              <span className={styles.icon}>
                <GiftIcon size={20} />
              </span>
              <h2 className={styles.title}>{promotion.name}</h2>
              {promotion.description ? <p className={styles.text}>{promotion.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <RewardsSections m={flattenMessages(messages.rewards, 'rewards.')} locale={locale} served={rewards} />
      {/* Last: a player's part loads with the session and grows as it does; below the rest, it moves nothing. */}
      <PlayerBonuses
        locale={locale}
        signIn={t('sign-in-to-redeem')}
        sessionCookie={sessionCookie}
        promoCode={{
          label: t('promo-code'),
          submit: t('redeem'),
          busy: t('redeeming'),
          success: t.raw('redeemed') as string,
          errors: {
            promo_code_not_found: t('error-promo_code_not_found'),
            promo_code_expired: t('error-promo_code_expired'),
            promo_code_used: t('error-promo_code_used'),
            bonus_not_eligible: t('error-bonus_not_eligible'),
            default: t('error-default'),
          },
        }}
        bonuses={{
          title: t('my-bonuses'),
          empty: t('my-bonuses-empty'),
          loading: t('loading'),
          activate: t('activate'),
          details: t('details'),
          terms: t('terms'),
          expires: t.raw('expires') as string,
          close: t('close'),
          activateFailed: t('activate-failed'),
          states: {
            available: t('state-available'),
            active: t('state-active'),
            expired: t('state-expired'),
            bonus_over: t('state-bonus_over'),
            deactivated: t('state-deactivated'),
            not_available: t('state-not_available'),
            overridden: t('state-overridden'),
            unknown: t('state-unknown'),
          },
        }}
      />
    </TitledPage>
  );
}
