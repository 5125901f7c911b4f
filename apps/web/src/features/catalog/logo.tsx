import { type ImageDpr, type ImageFormat, imageWidthFor, type LogoKind, logoUrl } from '@sportsbook/domain/image-proxy';
import styles from './logo.module.css';

type LogoProps = {
  id: number;
  /** CSS pixels of the largest box it is shown in (the proxy renders the next allowed width, at 1x and 2x). */
  size: number;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** Sizes the box (e.g. smaller on phones); without it the box is `size` square. */
  className?: string;
};

/**
 * A crest through the image proxy (spec 001 §7.5): avif, then webp, then png, each at 1x and 2x. Decorative
 * (`alt=""`): it always sits next to the name, which is the text. A plain `<picture>`: no client JavaScript (next/image
 * would add some).
 */
function Logo({ kind, id, size, eager = false, className }: LogoProps & { kind: LogoKind }) {
  const width = imageWidthFor(size);
  const url = (format: ImageFormat, dpr: ImageDpr) => logoUrl(kind, id, { width, dpr, format });
  const srcSet = (format: ImageFormat) => `${url(format, 1)} 1x, ${url(format, 2)} 2x`;
  return (
    <picture className={className ? `${styles.box} ${className}` : styles.box}>
      <source type="image/avif" srcSet={srcSet('avif')} />
      <source type="image/webp" srcSet={srcSet('webp')} />
      <img
        className={styles.img}
        src={url('png', 1)}
        srcSet={`${url('png', 2)} 2x`}
        alt=""
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}

/** A team's crest. */
export function TeamLogo(props: LogoProps) {
  return <Logo kind="competitors" {...props} />;
}

/** A league's crest. */
export function LeagueLogo(props: LogoProps) {
  return <Logo kind="leagues" {...props} />;
}
