import { shellText } from '@/content/layout';

export function SkipLink() {
  return (
    <a href="#main-content" className="skip-link">
      {shellText.skipLink}
    </a>
  );
}
