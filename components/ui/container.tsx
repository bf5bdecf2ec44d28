import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The page's content column (`.page-width` in app/styles/ui.css). */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('page-width', className)}>{children}</div>;
}
