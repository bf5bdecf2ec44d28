import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { Gallery } from '@/components/ui/gallery';
import { Link } from '@/components/ui/intent-link';
import { buttonClasses } from '@/components/ui/button-link';
import { linkClass, WorkCard } from '@/components/research/publication-cards';
import { ProjectCard } from '@/components/research/project-card';
import { Methodology } from '@/components/research/methodology';
import { DeepDiveLinks } from '@/components/research/deep-dive-links';
import {
  methodology,
  researchGallery,
  researchIntro,
  researchProjects,
  researchSections,
} from '@/content/research';
import { uiText } from '@/content/ui';
import { microbiomeGutHealth, phageTherapyAdvances } from '@/content/research-pages';
import { galleryImages } from '@/content/gallery';
import { routes } from '@/lib/routes';
import { pageMetadata, socialImage } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs, researchJsonLd } from '@/lib/seo/json-ld';
import { loadCitationCounts, loadResearchRecord } from '@/lib/research/record';
import { CITATION_FORMATS, citationFormats } from '@/lib/research/formats';
import { researchText } from '@/content/research-labels';
import { allWorks, linkIndex } from '@/lib/research/publications';
import { citationSummary, metricsOf, selectedWorks } from '@/lib/research/metrics';
import type { Csl } from '@/lib/research/csl';
import { CitationSummaryPanel } from '@/components/research/citation-summary';
import { citingPosts } from '@/lib/blog/references';
import { ownerOrcid, RESEARCH_PAGE_WORKS } from '@/lib/research/work';
import { OrcidId } from '@/components/research/orcid-id';

export const metadata = pageMetadata({
  ...researchIntro,
  path: routes.research,
  image: socialImage(galleryImages.plaqueAssay),
});

const deepDives = [
  { href: routes.phageTherapy, page: phageTherapyAdvances },
  { href: routes.microbiomeGutHealth, page: microbiomeGutHealth },
];

/** Under the last section of works: the full list by year, and the whole record's downloads. */
function RecordLinks() {
  return (
    <p className="mt-10 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink-soft">
      <Link href={routes.allPublications} className={linkClass}>
        {researchText.byYear}
      </Link>
      <span aria-hidden="true">·</span>
      {researchText.downloadList}
      {citationFormats.map((format) => (
        <a
          key={format}
          href={`${routes.research}/publications.${format}`}
          download
          className={linkClass}
        >
          {CITATION_FORMATS[format].label} (.{format})
        </a>
      ))}
    </p>
  );
}

export default async function ResearchPage() {
  const record = await loadResearchRecord();
  const counts = await loadCitationCounts(record);
  const citedIn = await citingPosts(allWorks(record));
  const linked = linkIndex(record);
  const summary = citationSummary(allWorks(record), counts);
  const sections = record.sections.filter((s) => s.section !== 'books');
  const shown = sections.map((s) => ({ ...s, cards: s.works.slice(0, RESEARCH_PAGE_WORKS) }));
  const selected = selectedWorks(allWorks(record), counts, RESEARCH_PAGE_WORKS);
  const card = (work: Csl, anchored = true) => (
    <WorkCard
      key={work.id}
      anchored={anchored}
      work={work}
      linked={linked(work.id)}
      metrics={metricsOf(work, counts)}
      citedIn={citedIn.get(work.id)}
    />
  );
  // Plain and raised sections alternate down the page, however many the record has.
  const first = selected.works.length ? 1 : 0;
  const tone = (index: number) => ((index + first) % 2 ? 'raised' : 'plain');
  return (
    <>
      <JsonLd
        data={[
          ...researchJsonLd(
            [...new Set([...selected.works, ...shown.flatMap((s) => s.cards)])],
            linked,
            counts,
          ),
          pageBreadcrumbs(routes.research),
        ]}
      />
      <PageHeader {...researchIntro}>
        <OrcidId orcid={ownerOrcid} className="mt-6 text-sm" />
        <DeepDiveLinks items={deepDives} />
        {summary ? <CitationSummaryPanel summary={summary} /> : null}
      </PageHeader>
      <div id="publications">
        {first ? (
          <Section
            {...researchSections.selected}
            title={researchSections.selected.title[selected.by]}
            tone="plain"
          >
            <div className="work-grid">{selected.works.map((work) => card(work, false))}</div>
          </Section>
        ) : null}
        {shown.map(({ section, works, cards }, index) => (
          <Section key={section} {...researchSections[section]} tone={tone(index)}>
            <div className="work-grid">{cards.map((work) => card(work))}</div>
            {works.length > cards.length ? (
              <p className="mt-8">
                <Link href={routes.allPublications} className={buttonClasses('secondary')}>
                  {researchText.allWorks(works.length, researchSections[section].title)}
                </Link>
              </p>
            ) : null}
            {index === shown.length - 1 ? <RecordLinks /> : null}
          </Section>
        ))}
      </div>
      <Section
        id="current-projects"
        title={researchSections.projects.title}
        tone={tone(sections.length)}
      >
        <div className="grid gap-6 lg:grid-cols-3">
          {researchProjects.map((project) => (
            <ProjectCard key={project.title} project={project} />
          ))}
        </div>
      </Section>
      <Section
        id="methodology"
        title={researchSections.methodology.title}
        intro={methodology.intro}
        tone={tone(sections.length + 1)}
      >
        <Methodology {...methodology} />
      </Section>
      <Section
        id="research-gallery"
        eyebrow={uiText.galleryEyebrow}
        title={researchSections.gallery.title}
        tone={tone(sections.length + 2)}
      >
        <Gallery images={researchGallery} label={researchSections.gallery.label} />
      </Section>
    </>
  );
}
