import { postToHost } from '../../shared/embed/host-port';
import { type DialogState, useAuthStore } from '../account/auth-store';

/**
 * Spec 000 §1: embedded, the host signs in, signs up and takes deposits. Whenever the book asks for one of those
 * dialogs (a "Place bet", a star, the deposit button or reminder, a deep link, an expired session), it goes to the
 * host as `sportsbook:sign-in` / `sign-up` / `deposit` instead, and the dialog is closed before it renders (a
 * zustand subscriber runs inside the store update). Answers the remover.
 */
export function handAccountDialogsToHost(): () => void {
  const handOver = (dialog: DialogState | null) => {
    if (dialog?.kind === 'sign-in') postToHost('sportsbook:sign-in', { reason: dialog.reason ?? 'sign-in' });
    else if (dialog?.kind === 'sign-up') postToHost('sportsbook:sign-up', {});
    else if (dialog?.kind === 'deposit') {
      const currency = useAuthStore.getState().activeAccount?.currency.code ?? null;
      postToHost('sportsbook:deposit', { currency });
    } else return;
    useAuthStore.setState({ dialog: null });
  };
  handOver(useAuthStore.getState().dialog);
  return useAuthStore.subscribe((state, previous) => {
    if (state.dialog !== previous.dialog) handOver(state.dialog);
  });
}
