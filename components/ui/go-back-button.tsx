'use client';

import { useRouter } from 'next/navigation';
import { uiText } from '@/content/ui';
import { buttonClasses } from './button-link';

export function GoBackButton() {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClasses('secondary')}
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}
    >
      <span aria-hidden="true">←</span> {uiText.goBack}
    </button>
  );
}
