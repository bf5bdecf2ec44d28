import { Link } from '@/components/ui/intent-link';
import { PhageIcon } from '@/components/ui/icons';
import { site } from '@/content/site';
import { shellText } from '@/content/layout';

export function BrandMark() {
  return (
    <Link
      href="/"
      className="on-ink flex items-center gap-2 rounded-md text-ink-inverse"
      aria-label={shellText.brandHome.replace('{product}', site.name)}
    >
      <span className="brand-mark-badge grid size-8 place-items-center rounded-full bg-fluor/15 text-fluor ring-1 ring-fluor/40">
        <PhageIcon width={18} height={18} />
      </span>
      <span className="font-serif text-lg font-semibold tracking-tight">{site.name}</span>
    </Link>
  );
}
