import { Link } from '@/components/ui/intent-link';
import type { Credential, DatedEntry, Degree, Role } from '@/content/about';
import { aboutText, roleDates } from '@/content/about';
import { researchSections } from '@/content/research';
import { metricsText, researchText } from '@/content/research-labels';
import { RichText } from '@/components/research/rich-text';
import type { Csl } from '@/lib/research/csl';
import type { CitationSummary, selectedWorks } from '@/lib/research/metrics';
import type { ResearchRecord } from '@/lib/research/publications';
import { plainText } from '@/lib/research/rich-text';
import { dateLabel, nameOf, sectionOf, venueOf, yearOf, type Section } from '@/lib/research/work';
import { cn } from '@/lib/cn';
import { routes } from '@/lib/routes';

/** The newest works of each kind on the About page; the research page and full list hold the rest. */
const ABOUT_WORKS = 5;

export function EducationList({ degrees }: { degrees: readonly Degree[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {degrees.map((d) => (
        <li
          key={d.degree}
          className="rounded-card border border-line bg-surface-raised p-5 shadow-card"
        >
          <p className="text-sm font-semibold text-accent">{d.year}</p>
          <h3 className="mt-1 text-subheading text-ink">
            {d.degree}, {d.field}
          </h3>
          <p className="mt-1 text-ink-soft">
            {d.institution}, {d.location}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">{d.detail}</p>
        </li>
      ))}
    </ul>
  );
}

export function Timeline({ roles }: { roles: readonly Role[] }) {
  return (
    <ol className="relative space-y-8 border-l-2 border-line pl-6 sm:pl-8">
      {roles.map((role) => (
        <li key={role.title + role.start} className="relative">
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1.5 -left-[calc(1.5rem+7px)] size-3 rounded-full ring-4 ring-surface sm:-left-[calc(2rem+7px)]',
              role.end ? 'bg-line-strong' : 'bg-accent',
            )}
          />
          <p className="text-sm font-semibold text-accent">{roleDates(role)}</p>
          <h3 className="mt-1 text-subheading text-ink">{role.title}</h3>
          <p className="text-ink-soft">
            {role.employer} · {role.location}
          </p>
          <ul className="mt-3 space-y-1.5 text-sm leading-relaxed text-ink-soft">
            {role.highlights.map((h) => (
              <li key={h} className="flex gap-2.5">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1 shrink-0 rounded-full bg-ink-muted"
                />
                {h}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function TagList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-pill border border-line bg-surface-raised px-3.5 py-1.5 text-sm text-ink"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function CredentialList({ items }: { items: readonly Credential[] }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', items.length % 3 === 0 && 'xl:grid-cols-3')}>
      {items.map((c) => (
        <li key={c.title} className="rounded-xl border border-line bg-surface-raised p-4">
          <h3 className="font-sans text-base font-semibold text-ink">{c.title}</h3>
          <p className="mt-0.5 text-sm text-accent">{c.issuer}</p>
          <p className="mt-1.5 text-sm text-ink-soft">{c.detail}</p>
        </li>
      ))}
    </ul>
  );
}

export function DatedList({ items }: { items: readonly (DatedEntry & { kind: string })[] }) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface-raised">
      {items.map((item) => (
        <li
          key={item.title}
          className="grid gap-1 p-4 sm:grid-cols-[7.5rem_minmax(0,1fr)_auto] sm:gap-4"
        >
          <span className="text-sm font-semibold text-accent">{item.kind}</span>
          <span>
            <span className="block font-semibold text-ink">{item.title}</span>
            <span className="block text-sm text-ink-soft">{item.detail}</span>
          </span>
          <span className="text-sm text-ink-muted">{item.year}</span>
        </li>
      ))}
    </ul>
  );
}

export function SimpleList({ items }: { items: readonly { title: string; detail: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-line bg-surface-raised p-4">
          <h3 className="font-sans text-base font-semibold text-ink">{item.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{item.detail}</p>
        </li>
      ))}
    </ul>
  );
}

/** One line under a work's title: where and when it appeared, and its status or accession. */
function aboutMeta(work: Csl, section: Section): string {
  const editors = (work.editor ?? []).map(nameOf);
  const parts =
    // A genome without its accession says why (a status), as its exports' notes do.
    section === 'genomes'
      ? [work.publisher, yearOf(work), work.number ?? work.status ?? researchText.accessionPending]
      : section === 'books'
        ? [work.note, dateLabel(work), editors.length ? aboutText.editedBy(editors) : '']
        : [plainText(venueOf(work)), yearOf(work) || '', work.status];
  return parts.filter(Boolean).join(' · ');
}

/** The works shown first are the owner's picks, else the most cited. */
export function AboutPublications({
  sections,
  summary,
  selected,
}: ResearchRecord & {
  summary: CitationSummary | null;
  selected?: ReturnType<typeof selectedWorks>;
}) {
  const picks = selected?.works.length ? [selected] : [];
  const groups = [
    ...picks.map(({ by, works }) => ({
      key: 'selected',
      title: researchSections.selected.title[by],
      href: `${routes.research}#${researchSections.selected.id}`,
      linkText: aboutText.fullRecords,
      works,
      more: 0,
    })),
    ...sections.map(({ section, works }) => {
      const book = section === 'books';
      return {
        key: section,
        title: book && works.length === 1 ? aboutText.bookGroup : researchSections[section].title,
        href: book ? routes.books : `${routes.research}#${researchSections[section].id}`,
        linkText: book ? aboutText.aboutTheBook : aboutText.fullRecords,
        works: works.slice(0, ABOUT_WORKS),
        more: works.length - ABOUT_WORKS,
      };
    }),
  ];
  return (
    <div className="grid gap-5">
      {summary ? (
        <p className="text-sm text-ink-soft">
          <Link href={routes.research} className="font-semibold text-accent hover:underline">
            {metricsText.oneLine(summary.total, summary.hIndex, summary.i10Index, summary.day)}
          </Link>
        </p>
      ) : null}
      {groups.map(({ key, title, href, linkText, works, more }) => (
        <div
          key={key}
          className="rounded-card border border-line bg-surface-raised p-5 shadow-card"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-subheading text-ink">{title}</h3>
            <Link href={href} className="text-sm font-semibold text-accent hover:underline">
              {linkText}
            </Link>
          </div>
          <ul className="mt-3 space-y-3">
            {works.map((work) => (
              <li key={work.id}>
                <p className="font-medium break-words text-ink">
                  <RichText value={work.title ?? ''} />
                </p>
                <p className="text-sm text-ink-soft">{aboutMeta(work, sectionOf(work))}</p>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-3 text-sm">
              <Link
                href={routes.allPublications}
                className="font-semibold text-accent hover:underline"
              >
                {aboutText.andMore(more)}
              </Link>
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}
