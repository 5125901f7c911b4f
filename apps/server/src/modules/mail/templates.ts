import type { NewOutboxMessage } from './outbox-repository';

/**
 * Texts of the mails and SMS the platform sends. Links point at the web app (PUBLIC_URL) routes of spec 000 §2,
 * which read the token from the query and call the API.
 */
export class MailTemplates {
  constructor(private readonly publicUrl: string) {}

  #link(path: string, params: Record<string, string>): string {
    const url = new URL(path, this.publicUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }

  confirmation(email: string, token: string, validHours: number): NewOutboxMessage {
    const link = this.#link('/users/confirmation', { confirmation_token: token });
    return {
      channel: 'email',
      to: email,
      subject: 'Confirm your email address',
      body: `Welcome!\n\nConfirm your email address to start playing:\n${link}\n\nThe link is valid for ${validHours} hours. If you did not sign up, ignore this message.\n`,
      links: [link],
    };
  }

  resetPassword(email: string, token: string, validHours: number): NewOutboxMessage {
    const link = this.#link('/users/password/edit', { reset_password_token: token });
    return {
      channel: 'email',
      to: email,
      subject: 'Reset your password',
      body: `Someone asked to change the password of this account. To choose a new one, open:\n${link}\n\nThe link is valid for ${validHours} hours. If it was not you, ignore this message: your password stays as it is.\n`,
      links: [link],
    };
  }

  passwordChanged(email: string): NewOutboxMessage {
    return {
      channel: 'email',
      to: email,
      subject: 'Your password was changed',
      body: 'The password of your account was just changed and every session was signed out. If it was not you, reset your password now and contact support.\n',
      links: [],
    };
  }

  unlock(email: string, token: string, validHours: number): NewOutboxMessage {
    const link = this.#link('/users/unlock', { unlock_token: token });
    return {
      channel: 'email',
      to: email,
      subject: 'Unlock your account',
      body: `Your account was locked after too many failed sign-in attempts. To unlock it, open:\n${link}\n\nThe link is valid for ${validHours} hours. If you did not try to sign in, consider resetting your password.\n`,
      links: [link],
    };
  }

  /** The phone verification SMS. */
  phoneCode(number: string, code: string, validMinutes: number): NewOutboxMessage {
    return {
      channel: 'sms',
      to: number,
      subject: 'Verification code',
      body: `Your verification code is ${code}. It expires in ${validMinutes} minutes.`,
      links: [],
    };
  }
}
