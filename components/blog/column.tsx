import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The article's reading column: text at prose width, figures wider, one left edge. */
export function Column({
  children,
  wide = false,
  className,
}: {
  children: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  return (
    <div className="px-5 sm:px-8">
      <div className={cn('mx-auto w-full', wide ? 'max-w-5xl' : 'max-w-prose', className)}>
        {children}
      </div>
    </div>
  );
}
