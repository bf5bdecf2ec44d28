import { Link } from '@/components/ui/intent-link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { uiText } from '@/content/ui';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

/** The `.btn` classes are in app/styles/ui.css; utilities passed as `className` override them. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn('btn', `btn-${variant}`, className);
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

/** Opens a new tab and tells a screen reader so, in its text or, when it is labelled, its label. */
export function ExternalLink({ children, 'aria-label': label, ...props }: ComponentProps<'a'>) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label && `${label} ${uiText.opensInNewTab}`}
      {...props}
    >
      {children}
      {label ? null : <span className="sr-only"> {uiText.opensInNewTab}</span>}
    </a>
  );
}
