'use client';

import { useEffect, useId, useSyncExternalStore } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { themeControlText } from '@/content/layout';
import {
  THEME_CHOICES,
  applyTheme,
  chooseTheme,
  readThemeChoice,
  subscribeToTheme,
} from '@/lib/browser/theme';
import { cn } from '@/lib/cn';
import { useEarlyInput } from '@/lib/browser/early-input';

const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Native radio buttons; the lit option is drawn from <html data-theme> in CSS before hydration. */
export function ThemeControl({
  className,
  withLabels,
}: {
  className?: string;
  withLabels?: boolean;
}) {
  const choice = useSyncExternalStore(subscribeToTheme, readThemeChoice, () => 'system' as const);
  const name = useId();
  // The head script pinned the colours; the theme-color metas follow once JavaScript runs.
  useEffect(() => applyTheme(readThemeChoice()), []);
  // A choice clicked before the script ran is checked but was never heard.
  const group = useEarlyInput<HTMLFieldSetElement>((changed) => {
    const early = THEME_CHOICES.find((value) => value === changed[name]);
    if (early) chooseTheme(early);
  });
  return (
    <fieldset ref={group} className={cn('theme-control noscript:hidden', className)}>
      <legend className="sr-only">{themeControlText.label}</legend>
      {THEME_CHOICES.map((value) => {
        const Icon = icons[value];
        const label = themeControlText.options[value];
        return (
          <label key={value} className="theme-option" data-theme-option={value} title={label}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => chooseTheme(value)}
            />
            <Icon width={18} height={18} />
            <span className={withLabels ? undefined : 'sr-only'}>{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
