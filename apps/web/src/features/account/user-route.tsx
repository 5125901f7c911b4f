import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { PageName } from '../../shared/page/body-attributes';
import { flattenMessages, translate } from './i18n';
import { UserPage, type UserPageKind } from './user-page';

export type UserRouteProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const TOKEN_PARAM: Partial<Record<UserPageKind, string>> = {
  'password-edit': 'reset_password_token',
  confirmation: 'confirmation_token',
  unlock: 'unlock_token',
};

/** Metadata of a `/users/...` page: its form title, never indexed. */
export async function userRouteMetadata(kind: UserPageKind, { params }: UserRouteProps): Promise<Metadata> {
  const { locale } = await params;
  const messages = flattenMessages((await getMessages({ locale })).account);
  return { title: translate(messages, `title.${kind}`), robots: { index: false, follow: false } };
}

/** Server part of a `/users/...` page: messages and the mailed token from the query. */
export async function UserRoute({ kind, params, searchParams }: UserRouteProps & { kind: UserPageKind }) {
  const { locale } = await params;
  const query = await searchParams;
  const name = TOKEN_PARAM[kind];
  const raw = name ? query[name] : undefined;
  const token = typeof raw === 'string' ? raw : undefined;
  const messages = flattenMessages((await getMessages({ locale })).account);
  return (
    <>
      <PageName page={`users-${kind}`} />
      <UserPage kind={kind} token={token} messages={messages} locale={locale} />
    </>
  );
}
