import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Files that run in the node environment (the server module tests) have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has <dialog> without its methods: open and close as the browser does (the `open` attribute, the close event).
if (typeof HTMLDialogElement !== 'undefined') {
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}
