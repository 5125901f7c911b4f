import { describe, expect, it } from 'vitest';
import { parseDeepLink } from './deep-links';

const at = (path: string) => parseDeepLink(`https://sb.example${path}`);

describe('parseDeepLink', () => {
  it('opens the dialog of a hash fragment and removes the fragment', () => {
    expect(at('/live#sign-in')).toMatchObject({ dialog: 'sign-in', cleanUrl: '/live' });
    expect(at('/#sign-up').dialog).toBe('sign-up');
    expect(at('/#password-new').dialog).toBe('password-new');
    expect(at('/#password-edit').dialog).toBe('password-edit');
    expect(at('/#confirmation').dialog).toBe('confirmation');
    expect(at('/#unlock').dialog).toBe('unlock-resend');
  });

  it('leaves unknown fragments (the bet-builder hash) alone', () => {
    expect(at('/football/match#betbuilder')).toMatchObject({ dialog: null, cleanUrl: null });
  });

  it('never opens the deposit from a hash, but does from ?modal=deposit', () => {
    expect(at('/#deposit')).toMatchObject({ dialog: null, cleanUrl: null });
    expect(at('/?modal=deposit')).toMatchObject({ dialog: 'deposit', cleanUrl: '/' });
  });

  it('reads the modal parameter (with spaces, underscores or dashes) and removes it, keeping other parameters', () => {
    expect(at('/schedule?day=2&modal=sign_in')).toMatchObject({ dialog: 'sign-in', cleanUrl: '/schedule?day=2' });
    expect(at('/?modal=sign%20up').dialog).toBe('sign-up');
    expect(at('/?modal=nonsense')).toMatchObject({ dialog: null, cleanUrl: '/' });
  });

  it('captures tracking tags and removes them from the URL', () => {
    const link = at('/?ctag=c1&btag=b2&stag=s3&qtag=q4&gclid=g5&q=keep');
    expect(link.tracking).toEqual({ ctag: 'c1', btag: 'b2', stag: 's3', qtag: 'q4', gclid: 'g5' });
    expect(link.cleanUrl).toBe('/?q=keep');
  });

  it('opens the flows of mailed tokens, which win over a hash', () => {
    expect(at('/users/password/edit?reset_password_token=abc#sign-in')).toMatchObject({
      dialog: 'password-edit',
      tokens: { resetPassword: 'abc' },
      cleanUrl: '/users/password/edit',
    });
    expect(at('/?unlock_token=u1')).toMatchObject({ dialog: 'unlock', tokens: { unlock: 'u1' } });
    expect(at('/?confirmation_token=c1')).toMatchObject({ dialog: 'confirm', tokens: { confirmation: 'c1' } });
  });

  it('reads payment-result and ignores unknown outcomes', () => {
    expect(at('/?payment-result=success')).toMatchObject({ paymentResult: 'success', cleanUrl: '/' });
    expect(at('/?payment-result=pending').paymentResult).toBe('pending');
    expect(at('/?payment-result=error').paymentResult).toBe('error');
    expect(at('/?payment-result=hacked')).toMatchObject({ paymentResult: null, cleanUrl: '/' });
  });

  it('changes nothing for a plain address', () => {
    expect(at('/football?tab=live')).toEqual({
      dialog: null,
      tokens: {},
      tracking: {},
      paymentResult: null,
      cleanUrl: null,
    });
  });
});
