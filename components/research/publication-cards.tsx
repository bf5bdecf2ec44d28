import { Fragment, type ReactElement } from 'react';
import { ExternalLink } from '@/components/ui/button-link';
import { Link } from '@/components/ui/intent-link';
import type { PostLink } from '@/lib/blog/references';
import { articlePath } from '@/lib/blog/paths';
import { ExternalIcon } from '@/components/ui/icons';
import type { Csl, CslName } from '@/lib/research/csl';
import type { OpenAccess, WorkMetrics } from '@/lib/research/sources';
import { doiKey, identifierLinks, isGenBankAccession, isOrcid, orcidUrl } from '@/lib/identifiers';
import { plainText } from '@/lib/research/rich-text';
import {
  creatorsOf,
  isOwner,
  kindOf,
  nameOf,
  ownerNameIn,
  sectionOf,
  venueOf,
  yearOf,
} from '@/lib/research/work';
import { RichText } from './rich-text';
import { CiteButton } from './cite-button';
import { StatusBadge } from './status-badge';
import { researchText } from '@/content/research-labels';

export const textLinkClass = 'text-accent underline-offset-4 hover:underline';
export const linkClass = `font-semibold ${textLinkClass}`;

const NAMES_ON_A_CARD = 20;
/** Caps what "and N more" opens: a list of thousands (physics) keeps the page a sensible size. */
const MORE_NAMES = 100;

/** The "iD" link is ORCID's mark, labelled with the person's name for screen readers. */
export function AuthorList({
  work,
  limit = NAMES_ON_A_CARD,
  className = 'mt-3',
}: {
  work: Csl;
  limit?: number;
  className?: string;
}) {
  const authors = creatorsOf(work);
  if (!authors.length) return null;
  const names = (list: readonly CslName[], from: number) =>
    list.map((a, i) => {
      const name = nameOf(a);
      return (
        <Fragment key={`${from + i}:${name}`}>
          {from + i > 0 ? ', ' : null}
          {isOwner(a) ? <strong className="font-semibold text-ink">{name}</strong> : name}
          {a._marks ? <sup>{a._marks}</sup> : null}
          {a._orcid && isOrcid(a._orcid) ? (
            <>
              {' '}
              <ExternalLink
                href={orcidUrl(a._orcid)}
                aria-label={researchText.orcidOf(name)}
                className="orcid-link"
              >
                iD
              </ExternalLink>
            </>
          ) : null}
        </Fragment>
      );
    });
  const rest = authors.slice(limit, limit + MORE_NAMES);
  const unnamed = authors.length - limit - rest.length;
  return (
    <div className={`${className} text-sm text-ink-soft`}>
      {names(authors.slice(0, limit), 0)}
      {rest.length ? (
        <details className="more-names">
          <summary className="inline cursor-pointer font-semibold text-accent">
            {` ${researchText.andMore(authors.length - limit)}`}
          </summary>
          {names(rest, limit)}
          {unnamed > 0 ? ` ${researchText.andMore(unnamed)}` : null}
        </details>
      ) : null}
      {work.custom?.others ? `, ${researchText.etAl}` : null}
      {work.custom?.annotation ? (
        <span className="block whitespace-pre-line text-xs">{work.custom.annotation}</span>
      ) : null}
    </div>
  );
}

/** A genome's accession; another work's `number` (a report's) is none. */
const accessionOf = (work: Csl) => (sectionOf(work) === 'genomes' ? work.number : undefined);

export const workIds = (work: Csl) => {
  const accession = accessionOf(work);
  return identifierLinks({ doi: work.DOI, pmid: work.PMID, arxiv: work.custom?.arxiv, accession });
};

function IdentifierList({ links }: { links: ReturnType<typeof workIds> }) {
  if (links.length === 0) return null;
  return (
    <dl
      aria-label={researchText.identifiersLabel}
      className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
    >
      {links.map((link) => (
        <Fragment key={link.kind}>
          <dt className="font-semibold text-ink">{researchText.identifiers[link.kind]}</dt>
          <dd className="min-w-0 break-all">
            <ExternalLink
              href={link.url}
              data-print-plain=""
              className={`font-mono ${textLinkClass}`}
            >
              {link.value}
            </ExternalLink>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function LinkLine({ label, children }: { label: string; children: ReactElement[] }) {
  if (!children.length) return null;
  return (
    <p className="mt-4 text-sm text-ink-soft">
      <span className="font-semibold text-ink">{label}: </span>
      {children.map((link, i) => (
        <Fragment key={link.key}>
          {i > 0 ? '; ' : null}
          {link}
        </Fragment>
      ))}
    </p>
  );
}

/** The date of the count is in the citation summary, not here. */
export function CitedBy({ count }: { count: WorkMetrics }) {
  return (
    <ExternalLink href={count.citingUrl} className={linkClass}>
      {researchText.citedBy(count.count)}
    </ExternalLink>
  );
}

export function WorkBadges({ work }: { work: Csl }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge tone="accent">{kindOf(work)}</StatusBadge>
      {work.custom?.abbr ? <StatusBadge tone="success">{work.custom.abbr}</StatusBadge> : null}
      <span className="text-sm text-ink-muted">{yearOf(work) || null}</span>
      {work.status ? <StatusBadge tone="amber">{work.status}</StatusBadge> : null}
    </div>
  );
}

export function WorkMaterial({ work }: { work: Csl }) {
  const { award, awardName = researchText.award, links = [] } = work.custom ?? {};
  return (
    <>
      {award ? (
        <p className="mt-3 text-sm text-amber">
          <span className="font-semibold">{awardName}:</span> <RichText value={award} />
        </p>
      ) : null}
      {links.length ? (
        <ul
          aria-label={researchText.materialLabel}
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm"
        >
          {links.map(({ kind, url }) => (
            <li key={kind}>
              <ExternalLink href={url} className={linkClass}>
                {researchText.material[kind]}
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** None when an identifier's link above already goes there (a DOI, arXiv). */
function pageLink({ URL: url, DOI: doi }: Csl, ids: ReturnType<typeof workIds>) {
  const shown = ids.some((id) => id.url === url) || (url && doi && doiKey(url) === doiKey(doi));
  return shown ? undefined : url;
}

export function FreeFullText({ copy }: { copy: OpenAccess }) {
  const kind = researchText.freeCopyKind(copy.pdf, copy.kind);
  return (
    <ExternalLink
      href={copy.url}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-success underline-offset-4 hover:underline"
    >
      {researchText.freeFullText}
      {kind ? <span className="font-normal">({kind})</span> : null}
      <ExternalIcon width={16} height={16} />
    </ExternalLink>
  );
}

/** A genome shows its archive and accession, not authors and venue; it and its paper cross-link. */
export function WorkCard({
  work,
  linked = [],
  metrics,
  citedIn = [],
  anchored = true,
}: {
  work: Csl;
  /** Only the work's first card on a page takes its `#key` anchor. */
  anchored?: boolean;
  linked?: readonly Csl[];
  metrics?: WorkMetrics;
  citedIn?: readonly PostLink[];
}) {
  const genome = sectionOf(work) === 'genomes';
  const title = work.title ?? '';
  const accession = accessionOf(work);
  const ids = workIds(work);
  const page = pageLink(work, ids);
  return (
    <article
      id={anchored ? work.id : undefined}
      className="flex flex-col rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-7"
    >
      <WorkBadges work={work} />
      <h3 className="mt-4 text-subheading break-words text-ink">
        <RichText value={title} />
      </h3>
      {genome ? (
        <p className="mt-3 text-sm text-ink-soft">{work.publisher}</p>
      ) : (
        <>
          <AuthorList work={work} />
          <p className="mt-1 text-sm italic text-ink-soft">
            <RichText value={venueOf(work)} />
          </p>
        </>
      )}
      <p className="mt-4 flex-1 leading-relaxed text-ink-soft">
        <RichText value={work.abstract ?? ''} />
      </p>
      {genome && !(accession && isGenBankAccession(accession)) ? (
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="font-semibold text-ink">{researchText.accession}</dt>
          <dd className={accession ? 'font-mono text-ink' : 'text-ink-muted'}>
            {accession ?? researchText.accessionPending}
          </dd>
        </dl>
      ) : null}
      <WorkMaterial work={work} />
      <IdentifierList links={ids} />
      {metrics?.count ? (
        <p className="mt-4 text-sm text-ink-soft">
          <CitedBy count={metrics} />
        </p>
      ) : null}
      <LinkLine label={genome ? researchText.describedIn : researchText.genomeData}>
        {linked.map((w) => (
          <a key={w.id} href={`#${w.id}`} className={textLinkClass}>
            <RichText value={w.title ?? ''} />
          </a>
        ))}
      </LinkLine>
      <LinkLine label={researchText.onTheBlog}>
        {citedIn.map((post) => (
          <Link key={post.slug} href={articlePath(post.slug)} className={textLinkClass}>
            {post.title}
          </Link>
        ))}
      </LinkLine>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-line pt-5">
        {page ? (
          <ExternalLink
            href={page}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {genome ? researchText.viewRecord : researchText.readArticle}
            <ExternalIcon width={16} height={16} />
          </ExternalLink>
        ) : genome || (work.status && !work.URL) ? (
          <p className="text-sm text-ink-muted">
            {genome ? researchText.recordAfterRelease : researchText.linkOncePublished}
          </p>
        ) : null}
        {metrics?.openAccess ? <FreeFullText copy={metrics.openAccess} /> : null}
        <CiteButton workKey={work.id} title={plainText(title)} owner={ownerNameIn(work)} />
      </div>
    </article>
  );
}
