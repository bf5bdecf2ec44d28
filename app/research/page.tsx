import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { Gallery } from '@/components/ui/gallery';
import { ArticleCard, GenomeCard } from '@/components/research/publication-cards';
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
import { socialImage } from '@/lib/seo/social-image';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/breadcrumbs';
import { researchJsonLd } from '@/lib/seo/json-ld';
import { loadCitationCounts, loadResearchRecord } from '@/lib/research/record';
import { CITATION_FORMATS } from '@/lib/research/formats';
import { researchText } from '@/content/research-labels';
import { linkedWorks } from '@/lib/research/publications';

export const metadata = pageMetadata({
  ...researchIntro,
  path: routes.research,
  image: socialImage(galleryImages.plaqueAssay),
});

const deepDives = [
  { href: routes.phageTherapy, page: phageTherapyAdvances },
  { href: routes.microbiomeGutHealth, page: microbiomeGutHealth },
];

export default async function ResearchPage() {
  const record = await loadResearchRecord();
  const counts = await loadCitationCounts(record);
  const linked = (key: string) => linkedWorks(record, key);
  return (
    <>
      <JsonLd data={[...researchJsonLd(record), pageBreadcrumbs(routes.research)]} />
      <PageHeader {...researchIntro}>
        <div className="mt-10">
          <DeepDiveLinks items={deepDives} />
        </div>
      </PageHeader>
      <div id="publications">
        <Section id="research-articles" {...researchSections.articles}>
          <div className="grid gap-6 lg:grid-cols-2">
            {record.articles.map((article) => (
              <ArticleCard
                key={article.key}
                article={article}
                linked={linked(article.key)}
                count={article.doi ? counts[article.doi.toLowerCase()] : undefined}
              />
            ))}
          </div>
          <p className="mt-8 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink-soft">
            {researchText.downloadList}
            {(['bib', 'ris', 'json'] as const).map((format) => (
              <a
                key={format}
                href={`${routes.research}/publications.${format}`}
                download
                className="font-semibold text-accent underline-offset-4 hover:underline"
              >
                {CITATION_FORMATS[format].label} (.{format})
              </a>
            ))}
          </p>
        </Section>
        <Section id="genome-submissions" {...researchSections.genomes} tone="raised">
          <div className="grid gap-6 lg:grid-cols-2">
            {record.genomes.map((genome) => (
              <GenomeCard key={genome.key} genome={genome} linked={linked(genome.key)} />
            ))}
          </div>
        </Section>
      </div>
      <Section id="current-projects" title={researchSections.projects.title}>
        <div className="grid gap-6 md:grid-cols-3">
          {researchProjects.map((project) => (
            <ProjectCard key={project.title} project={project} />
          ))}
        </div>
      </Section>
      <Section
        id="methodology"
        title={researchSections.methodology.title}
        intro={methodology.intro}
        tone="raised"
      >
        <Methodology {...methodology} />
      </Section>
      <Section
        id="research-gallery"
        eyebrow={uiText.galleryEyebrow}
        title={researchSections.gallery.title}
      >
        <Gallery images={researchGallery} label={researchSections.gallery.label} />
      </Section>
    </>
  );
}
