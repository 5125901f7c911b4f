/** The error pages' image: a torn bet slip (inline SVG, no request). */
export function ErrorIllustration({ label, code }: { label: string; code?: string }) {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" role="img" aria-label={label}>
      <rect x="34" y="10" width="92" height="100" rx="10" fill="var(--c-surface-3)" />
      <path
        d="M34 70 52 62 68 74 86 60 104 72 126 62V100a10 10 0 0 1-10 10H44a10 10 0 0 1-10-10z"
        fill="var(--c-surface-2)"
      />
      <rect x="48" y="26" width="64" height="8" rx="4" fill="var(--c-border)" />
      <rect x="48" y="42" width="44" height="8" rx="4" fill="var(--c-border)" />
      <circle cx="108" cy="46" r="6" fill="var(--c-accent)" />
      {code && (
        <text x="80" y="98" textAnchor="middle" fontSize="20" fontWeight="800" fill="var(--c-text-muted)">
          {code}
        </text>
      )}
    </svg>
  );
}
