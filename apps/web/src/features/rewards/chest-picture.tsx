import type { Lootbox } from '@sportsbook/contract/rewards';
import styles from './rewards.module.css';

/** Lid and box heights of each chest: a bigger chest for more waiting boxes (spec 001 §9). */
const SIZES: Record<Lootbox['chest'], number> = { small: 0.7, medium: 0.85, large: 1 };

/** The chest picture (inline SVG, no request): its size by `chest`, named by `label` for screen readers. */
export function ChestPicture({ chest, label }: { chest: Lootbox['chest']; label: string }) {
  const scale = SIZES[chest];
  return (
    <svg
      className={styles.chest}
      data-chest={chest}
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <g transform={`translate(32 60) scale(${scale}) translate(-32 -60)`}>
        <rect x="8" y="30" width="48" height="30" rx="4" fill="var(--c-brand)" />
        <path d="M8 30c0-12 10-20 24-20s24 8 24 20z" fill="var(--c-accent)" />
        <rect x="8" y="28" width="48" height="6" fill="var(--c-accent-strong)" />
        <rect x="28" y="26" width="8" height="14" rx="2" fill="var(--c-surface-3)" />
        {chest === 'large' ? <circle cx="32" cy="20" r="3" fill="var(--c-on-accent)" /> : null}
      </g>
    </svg>
  );
}
