import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampImageQuality,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_WIDTHS,
  imageWidthFor,
  isImageDpr,
  isImageWidth,
  LOGO_VERSION,
  logoUrl,
} from './image-proxy';

describe('image quality is clamped between 0 and 100 (spec 000 §5)', () => {
  it('clamps numbers above 100 to 100 and below 0 to 0', () => {
    expect(clampImageQuality(150)).toBe(100);
    expect(clampImageQuality('150')).toBe(100);
    expect(clampImageQuality(-5)).toBe(0);
    expect(clampImageQuality('-5')).toBe(0);
    expect(clampImageQuality(Number.POSITIVE_INFINITY)).toBe(DEFAULT_IMAGE_QUALITY);
  });

  it('keeps 0, 100 and everything between, rounding fractions', () => {
    expect(clampImageQuality('0')).toBe(0);
    expect(clampImageQuality('100')).toBe(100);
    expect(clampImageQuality('42')).toBe(42);
    expect(clampImageQuality('42.6')).toBe(43);
  });

  it('gives the default for what is not a number (not an error)', () => {
    for (const raw of [undefined, null, '', '  ', 'abc', 'NaN', '1e400', {}, [75]]) {
      expect(clampImageQuality(raw)).toBe(DEFAULT_IMAGE_QUALITY);
    }
  });

  it('always answers an integer in 0..100, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (raw) => {
        const q = clampImageQuality(raw);
        return Number.isInteger(q) && q >= 0 && q <= 100;
      }),
    );
  });
});

describe('image sizes', () => {
  it('allows only the listed widths at 1x and 2x', () => {
    expect(IMAGE_WIDTHS.every(isImageWidth)).toBe(true);
    expect(isImageWidth(33)).toBe(false);
    expect(isImageWidth(4096)).toBe(false);
    expect(isImageDpr(1) && isImageDpr(2)).toBe(true);
    expect(isImageDpr(3)).toBe(false);
  });

  it('picks the smallest listed width that covers a CSS size', () => {
    expect(imageWidthFor(16)).toBe(16);
    expect(imageWidthFor(26)).toBe(32);
    expect(imageWidthFor(500)).toBe(128);
  });

  it('builds versioned logo URLs, with the quality only when given (clamped)', () => {
    expect(logoUrl('competitors', 7, { width: 48, dpr: 2, format: 'avif' })).toBe(
      `/api/images/competitors/7?w=48&dpr=2&format=avif&v=${LOGO_VERSION}`,
    );
    expect(logoUrl('leagues', 3, { width: 16, dpr: 1, format: 'webp', quality: 300 })).toBe(
      `/api/images/leagues/3?w=16&dpr=1&format=webp&q=100&v=${LOGO_VERSION}`,
    );
  });
});
