import { Link } from '@/components/ui/intent-link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

/** The `.btn` classes are in app/styles/ui.css; utilities passed as `className` override them. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn('btn', `btn-${variant}`, className);
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

export function ExternalLink({ className, ...props }: ComponentProps<'a'>) {
  return <a target="_blank" rel="noopener noreferrer" className={className} {...props} />;
}
