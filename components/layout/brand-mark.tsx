import { Link } from '@/components/ui/intent-link';
import { PhageIcon } from '@/components/ui/icons';
import { site } from '@/content/site';
import { shellText } from '@/content/layout';

export function BrandMark() {
  return (
    <Link
      href="/"
      className="brand-mark on-ink"
      aria-label={shellText.brandHome.replace('{product}', site.name)}
    >
      <span className="brand-mark-badge">
        <PhageIcon width={18} height={18} />
      </span>
      <span className="brand-name">{site.name}</span>
    </Link>
  );
}
