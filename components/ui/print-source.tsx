import { uiText } from '@/content/ui';

/** Printed under a document only: where it lives online, since paper cannot follow a link. */
export function PrintSource({ url }: { url: string }) {
  return (
    <p className="print-only mt-4 text-sm text-ink-soft">
      {uiText.printedFrom} {url}
    </p>
  );
}
