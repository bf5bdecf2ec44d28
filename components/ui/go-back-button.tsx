'use client';

import { useRouter } from 'next/navigation';
import { uiText } from '@/content/ui';
import { buttonClasses, type ButtonVariant } from './button-link';

export function GoBackButton({
  variant = 'secondary',
  label = uiText.goBack,
}: {
  variant?: ButtonVariant;
  label?: string;
}) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClasses(variant)}
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
