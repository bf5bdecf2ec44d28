import { Fragment } from 'react';
import type { Author } from '@/content/research-types';
import { ExternalLink } from '@/components/ui/button-link';
import { ExternalIcon } from '@/components/ui/icons';
import { citations, type Article, type Genome } from '@/lib/research/publications';
import type { CitationCount } from '@/lib/research/sources';
import {
  identifierLinks,
  isGenBankAccession,
  isOrcid,
  orcidUrl,
  type PublicationIdentifiers,
} from '@/lib/research/identifiers';
import { CiteButton } from './cite-button';
import { StatusBadge } from './status-badge';
import { uiText } from '@/content/ui';
import { researchText } from '@/content/research-labels';

/** The authors, each one with an ORCID iD linked to it. */
function AuthorList({ authors }: { authors: readonly Author[] }) {
  return (
    <p className="mt-3 text-sm text-ink-soft">
      {authors.map((a, i) => {
        const name = `${a.given} ${a.family}`;
        return (
          <Fragment key={name}>
            {i > 0 ? ', ' : null}
            {name}
            {a.orcid && isOrcid(a.orcid) ? (
              <>
                {' '}
                <OrcidLink orcid={a.orcid} name={name} />
              </>
            ) : null}
          </Fragment>
        );
      })}
    </p>
  );
}

/** ORCID's "iD" mark as a link, named for the person it identifies. */
export function OrcidLink({ orcid, name }: { orcid: string; name: string }) {
  return (
    <ExternalLink
      href={orcidUrl(orcid)}
      aria-label={`${researchText.orcidOf(name)} ${uiText.opensInNewTab}`}
      className="orcid-link"
    >
      iD
    </ExternalLink>
  );
}

/** DOI, PubMed and GenBank links: only identifiers that exist (and are well-formed) are shown. */
function IdentifierList(ids: PublicationIdentifiers) {
  const links = identifierLinks(ids);
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
              className="font-mono text-accent underline-offset-4 hover:underline"
            >
              {link.value}
              <span className="sr-only"> {uiText.opensInNewTab}</span>
            </ExternalLink>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function OutboundLink({ href, children }: { href: string; children: string }) {
  return (
    <ExternalLink
      href={href}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
    >
      {children}
      <ExternalIcon width={16} height={16} />
      <span className="sr-only">{uiText.opensInNewTab}</span>
    </ExternalLink>
  );
}

/** The genome a paper describes, or the paper a genome is described in, by its card's anchor. */
function LinkedWorks({
  label,
  works,
}: {
  label: string;
  works?: readonly { key: string; title: string }[];
}) {
  if (!works?.length) return null;
  return (
    <p className="mt-4 text-sm text-ink-soft">
      <span className="font-semibold text-ink">{label}: </span>
      {works.map((w, i) => (
        <Fragment key={w.key}>
          {i > 0 ? '; ' : null}
          <a href={`#${w.key}`} className="text-accent underline-offset-4 hover:underline">
            {w.title}
          </a>
        </Fragment>
      ))}
    </p>
  );
}

interface CardProps {
  linked?: readonly { key: string; title: string }[];
}

const cardClass =
  'flex h-full flex-col rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-7';

/** "Cited by N", linked to the citing works, with the day OpenAlex counted them. */
function CitedBy({ count }: { count?: CitationCount }) {
  if (!count) return null;
  return (
    <p className="mt-4 text-sm text-ink-soft">
      <ExternalLink
        href={count.citingUrl}
        className="font-semibold text-accent underline-offset-4 hover:underline"
      >
        {researchText.citedBy(count.count)}
        <span className="sr-only"> {uiText.opensInNewTab}</span>
      </ExternalLink>{' '}
      {researchText.countedOn(count.date)}
    </p>
  );
}

export function ArticleCard({
  article,
  linked,
  count,
}: CardProps & { article: Article; count?: CitationCount }) {
  return (
    <article id={article.key} className={cardClass}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="accent">{article.type}</StatusBadge>
        <span className="text-sm text-ink-muted">{article.year}</span>
        {article.status ? <StatusBadge tone="amber">{article.status}</StatusBadge> : null}
      </div>
      <h3 className="mt-4 text-subheading text-ink">{article.title}</h3>
      <AuthorList authors={article.authors} />
      <p className="mt-1 text-sm italic text-ink-soft">{article.publication}</p>
      <p className="mt-4 flex-1 leading-relaxed text-ink-soft">{article.description}</p>
      <IdentifierList doi={article.doi} pmid={article.pmid} />
      <CitedBy count={count} />
      <LinkedWorks label={researchText.genomeData} works={linked} />
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-line pt-5">
        {article.link ? (
          <OutboundLink href={article.link}>{researchText.readArticle}</OutboundLink>
        ) : (
          <p className="text-sm text-ink-muted">
            {article.status ? researchText.linkOncePublished : researchText.linkComingSoon}
          </p>
        )}
        <CiteButton title={article.title} citations={citations(article.csl)} />
      </div>
    </article>
  );
}

export function GenomeCard({ genome, linked }: CardProps & { genome: Genome }) {
  return (
    <article id={genome.key} className={cardClass}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="accent">{researchText.genomeBadge}</StatusBadge>
        <span className="text-sm text-ink-muted">{genome.year}</span>
        {genome.status ? <StatusBadge tone="amber">{genome.status}</StatusBadge> : null}
      </div>
      <h3 className="mt-4 text-subheading text-ink">{genome.title}</h3>
      <p className="mt-3 text-sm text-ink-soft">{genome.organization}</p>
      <p className="mt-4 flex-1 leading-relaxed text-ink-soft">{genome.description}</p>
      {genome.accession && isGenBankAccession(genome.accession) ? (
        <IdentifierList accession={genome.accession} doi={genome.doi} />
      ) : (
        <>
          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="font-semibold text-ink">{researchText.accession}</dt>
            <dd className={genome.accession ? 'font-mono text-ink' : 'text-ink-muted'}>
              {genome.accession ?? researchText.accessionPending}
            </dd>
          </dl>
          <IdentifierList doi={genome.doi} />
        </>
      )}
      <LinkedWorks label={researchText.describedIn} works={linked} />
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-line pt-5">
        {genome.link ? (
          <OutboundLink href={genome.link}>{researchText.viewRecord}</OutboundLink>
        ) : (
          <p className="text-sm text-ink-muted">{researchText.recordAfterRelease}</p>
        )}
        <CiteButton title={genome.title} citations={citations(genome.csl)} />
      </div>
    </article>
  );
}
