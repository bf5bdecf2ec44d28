import { Fragment, type ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/button-link';
import { ExternalIcon } from '@/components/ui/icons';
import { citations, type Article, type Genome } from '@/lib/research/publications';
import type { CitationCount } from '@/lib/research/sources';
import { identifierLinks, isGenBankAccession, isOrcid, orcidUrl } from '@/lib/research/identifiers';
import { CiteButton } from './cite-button';
import { StatusBadge } from './status-badge';
import { uiText } from '@/content/ui';
import { researchText } from '@/content/research-labels';

/** The authors, each one with an ORCID iD linked to it (ORCID's "iD" mark, named for the person). */
function AuthorList({ authors }: { authors: Article['authors'] }) {
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
                <ExternalLink
                  href={orcidUrl(a.orcid)}
                  aria-label={`${researchText.orcidOf(name)} ${uiText.opensInNewTab}`}
                  className="orcid-link"
                >
                  iD
                </ExternalLink>
              </>
            ) : null}
          </Fragment>
        );
      })}
    </p>
  );
}

/** DOI, PubMed and GenBank links: only identifiers that exist (and are well-formed) are shown. */
function IdentifierList(ids: Parameters<typeof identifierLinks>[0]) {
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

type CardProps = { linked?: readonly { key: string; title: string }[] };

/** The frame both cards share; linked works (a genome and its paper) are their cards' anchors. */
function WorkCard({
  work,
  badge,
  text,
  linked,
  children,
}: CardProps & {
  work: Article | Genome;
  badge: string;
  text: { link: string; noLink: string; linked: string };
  children: ReactNode;
}) {
  return (
    <article
      id={work.key}
      className="flex h-full flex-col rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-7"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="accent">{badge}</StatusBadge>
        <span className="text-sm text-ink-muted">{work.year}</span>
        {work.status ? <StatusBadge tone="amber">{work.status}</StatusBadge> : null}
      </div>
      <h3 className="mt-4 text-subheading text-ink">{work.title}</h3>
      {children}
      {linked?.length ? (
        <p className="mt-4 text-sm text-ink-soft">
          <span className="font-semibold text-ink">{text.linked}: </span>
          {linked.map((w, i) => (
            <Fragment key={w.key}>
              {i > 0 ? '; ' : null}
              <a href={`#${w.key}`} className="text-accent underline-offset-4 hover:underline">
                {w.title}
              </a>
            </Fragment>
          ))}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-line pt-5">
        {work.link ? (
          <ExternalLink
            href={work.link}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {text.link}
            <ExternalIcon width={16} height={16} />
            <span className="sr-only">{uiText.opensInNewTab}</span>
          </ExternalLink>
        ) : (
          <p className="text-sm text-ink-muted">{text.noLink}</p>
        )}
        <CiteButton title={work.title} citations={citations(work.csl)} />
      </div>
    </article>
  );
}

export function ArticleCard({
  article,
  linked,
  count,
}: CardProps & { article: Article; count?: CitationCount }) {
  return (
    <WorkCard
      work={article}
      badge={article.type}
      text={{
        link: researchText.readArticle,
        noLink: article.status ? researchText.linkOncePublished : researchText.linkComingSoon,
        linked: researchText.genomeData,
      }}
      linked={linked}
    >
      <AuthorList authors={article.authors} />
      <p className="mt-1 text-sm italic text-ink-soft">{article.publication}</p>
      <p className="mt-4 flex-1 leading-relaxed text-ink-soft">{article.description}</p>
      <IdentifierList doi={article.doi} pmid={article.pmid} />
      {count ? (
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
      ) : null}
    </WorkCard>
  );
}

export function GenomeCard({ genome, linked }: CardProps & { genome: Genome }) {
  return (
    <WorkCard
      work={genome}
      badge={researchText.genomeBadge}
      text={{
        link: researchText.viewRecord,
        noLink: researchText.recordAfterRelease,
        linked: researchText.describedIn,
      }}
      linked={linked}
    >
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
    </WorkCard>
  );
}
