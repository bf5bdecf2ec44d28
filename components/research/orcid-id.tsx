import { ExternalLink } from '@/components/ui/button-link';
import { researchText } from '@/content/research-labels';
import { isOrcid, orcidUrl } from '@/lib/identifiers';

/** The owner's ORCID iD as ORCID's guidelines show it: the iD mark, then the full https address. */
export function OrcidId({ orcid, className }: { orcid?: string; className?: string }) {
  if (!orcid || !isOrcid(orcid)) return null;
  return (
    <ExternalLink
      href={orcidUrl(orcid)}
      data-print-plain=""
      className={`inline-flex min-w-0 items-center gap-2 break-all text-ink-soft hover:text-accent ${className ?? ''}`}
    >
      <span aria-hidden="true" className="orcid-link">
        iD
      </span>
      {researchText.orcid} {orcidUrl(orcid)}
    </ExternalLink>
  );
}
