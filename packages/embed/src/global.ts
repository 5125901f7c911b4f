/** `/embed.js`: the SDK as a plain script, for host pages without a bundler (`window.SportsbookEmbed.mount`). */
import { mount } from './index';

declare global {
  interface Window {
    SportsbookEmbed: { mount: typeof mount };
  }
}

window.SportsbookEmbed = { mount };
