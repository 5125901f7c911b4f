'use client';

import { useEffect, useState } from 'react';
import { replaceUrl } from '../../shared/browser/replace-url';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import type { PreviewLabels } from './customizer-boot';
import { CUSTOMIZER_PARAM } from './customizer-param';
import styles from './customizer-preview.module.css';
import {
  type CustomizerSettings,
  cssVariablesOf,
  decodeCustomizerParam,
  parseCustomizerJson,
} from './customizer-settings';

const KEY = STORAGE_KEYS.customizerSettings;

/**
 * Takes a preview link's settings (valid ones replace the stored ones; the parameter leaves the address bar either
 * way) and answers the settings in force: the stored ones, when valid (invalid stored values are removed).
 */
export function takeSettings(): CustomizerSettings | null {
  const url = new URL(window.location.href);
  const param = url.searchParams.get(CUSTOMIZER_PARAM);
  if (param !== null) {
    const linked = decodeCustomizerParam(param);
    if (linked) localStorage.setItem(KEY, JSON.stringify(linked));
    url.searchParams.delete(CUSTOMIZER_PARAM);
    replaceUrl(url);
  }
  const stored = parseCustomizerJson(localStorage.getItem(KEY));
  if (!stored) localStorage.removeItem(KEY);
  return stored;
}

/** Lays the settings over the page (CSS variables on the root, the header's brand name); answers the undo. */
export function applySettings(settings: CustomizerSettings): () => void {
  const root = document.documentElement;
  const vars = cssVariablesOf(settings);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  const brands = [...document.querySelectorAll<HTMLElement>('[data-brand-name]')];
  const before = brands.map((el) => el.textContent);
  if (settings.logoText) for (const el of brands) el.textContent = settings.logoText;
  return () => {
    for (const name of Object.keys(vars)) root.style.removeProperty(name);
    brands.forEach((el, i) => {
      el.textContent = before[i] ?? el.textContent;
    });
  };
}

/** The preview itself: applies the settings and shows the preview alert with "Exit preview". */
export default function CustomizerPreview({ labels, onExit }: { labels: PreviewLabels; onExit: () => void }) {
  const [settings, setSettings] = useState<CustomizerSettings | null | undefined>(undefined);
  useEffect(() => {
    try {
      setSettings(takeSettings());
    } catch {
      setSettings(null);
    }
  }, []);
  useEffect(() => {
    if (!settings) return;
    return applySettings(settings);
  }, [settings]);
  if (!settings) return null;
  return (
    <div className={styles.alert} role="status" data-pin="bottom">
      <p className={styles.text}>{labels.message}</p>
      <button
        type="button"
        className={styles.exit}
        onClick={() => {
          try {
            localStorage.removeItem(KEY);
          } catch {
            // storage refused: the preview ends for this page
          }
          setSettings(null);
          onExit();
        }}
      >
        {labels.exit}
      </button>
    </div>
  );
}
