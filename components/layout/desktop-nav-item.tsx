'use client';

import { useState, type ReactNode } from 'react';

/** Hover and focus reveal the panel in CSS; this island adds Escape. */
export function DesktopNavItem({ children }: { children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);

  return (
    <li
      className="nav-item"
      data-dismissed={dismissed ? 'true' : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || dismissed) return;
        setDismissed(true);
        event.currentTarget.querySelector<HTMLElement>('[data-nav-trigger]')?.focus();
      }}
      onPointerLeave={() => setDismissed(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(false);
      }}
    >
      {children}
    </li>
  );
}
