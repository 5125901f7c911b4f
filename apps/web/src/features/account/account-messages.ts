import { getMessages } from 'next-intl/server';
import { type AccountMessages, flattenMessages } from './i18n';

/**
 * The account area's texts in a locale (server only), flat: the account namespace, the wallet menu entry, the prompts
 * it shows (terms checker, welcome, sign-up reminder) and the alerts. Fetched by the account area with its chunk
 * (`GET /{locale}/messages/account`), not carried in every page's HTML.
 */
export async function accountMessages(locale: string): Promise<AccountMessages> {
  const messages = await getMessages({ locale });
  // The account menu's wallet entries (issue 20) read their texts from the `wallet` namespace.
  const wallet = (messages.wallet ?? {}) as Record<string, unknown>;
  return {
    ...flattenMessages(messages.account),
    ...flattenMessages({ 'menu-transactions': wallet['menu-transactions'] }, 'wallet.'),
    ...flattenMessages(messages.terms, 'terms.'),
    ...flattenMessages(messages.welcome, 'welcome.'),
    ...flattenMessages(messages.signUpReminder, 'signUpReminder.'),
    ...flattenMessages(messages.alerts, 'alerts.'),
  };
}
