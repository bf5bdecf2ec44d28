import { Link } from '@/components/ui/intent-link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong shadow-card',
  secondary:
    'border border-line-strong bg-surface-raised text-ink hover:border-accent hover:text-accent',
  ghost: 'text-accent hover:bg-accent-soft',
  inverse: 'bg-fluor text-ink hover:bg-white',
};

export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-pill px-5 py-2.5 text-sm font-semibold transition-colors duration-200',
    variants[variant],
    className,
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

/** An outbound link: new tab, no opener, no referrer. */
export function ExternalLink({ className, ...props }: ComponentProps<'a'>) {
  return <a target="_blank" rel="noopener noreferrer" className={className} {...props} />;
}
