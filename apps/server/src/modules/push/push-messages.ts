import type { Notification } from '@sportsbook/contract/notifications';
import type { PushMessage } from '@sportsbook/contract/push';

/**
 * The push message of a notification worth a push: a settled bet (the notification's own texts, opening My Bets).
 * Other notifications (cash-out the player asked for, deposits, announcements) stay in the list only.
 */
export function notificationPush(notification: Notification): PushMessage | null {
  if (notification.type !== 'bet_settled') return null;
  return {
    title: notification.title,
    body: notification.body,
    url: '/bets',
    tag: `notification:${notification.id}`,
  };
}

/** How a campaign type reads in a sentence ("A free bet is waiting for you."). */
const BONUS_NAMES: Readonly<Record<string, string>> = {
  comboboost: 'combo boost',
  freebet_only_win: 'free bet',
  freebet_all_win: 'free bet',
  freebet_no_risk: 'no-risk free bet',
  hunting: 'hunting challenge',
  tournament: 'tournament',
  lootbox: 'lootbox',
};

/**
 * The push message of an issued bonus (English, like the notification texts), opening the bonuses page. Its tag
 * makes a second bonus issued at once replace the first message instead of stacking.
 */
export function bonusIssuedPush(bonus: { type: string }): PushMessage {
  const name = BONUS_NAMES[bonus.type] ?? 'bonus';
  return {
    title: 'New bonus',
    body: `A ${name} is waiting for you.`,
    url: '/promotions',
    tag: 'bonus-issued',
  };
}
