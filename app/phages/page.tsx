import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { Gallery } from '@/components/ui/gallery';
import { PhageDiagram } from '@/components/phages/phage-diagram';
import {
  ApplicationGrid,
  CategoryCard,
  FactStrip,
  LifeCycles,
  StructureParts,
} from '@/components/phages/phage-sections';
import { Prose } from '@/components/ui/prose';
import {
  phageApplications,
  phageCategories,
  phageCategoriesIntro,
  phageMicrobiome,
  phageStructure,
  phagesGallery,
  phagesIntro,
  phagesPage,
  whatArePhages,
} from '@/content/phages';
import { galleryImages } from '@/content/gallery';
import { routes } from '@/lib/routes';
import { pageMetadata, socialImage } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/json-ld';
import { uiText } from '@/content/ui';

export const metadata = pageMetadata({
  title: phagesPage.metaTitle,
  description: phagesIntro.description,
  keywords: phagesIntro.keywords,
  path: routes.phages,
  image: socialImage(galleryImages.temPhages),
});

export default function PhagesPage() {
  return (
    <>
      <JsonLd data={pageBreadcrumbs(routes.phages)} />
      <PageHeader eyebrow={phagesIntro.eyebrow} title={phagesIntro.title} lead={phagesIntro.lead} />
      <Section
        id="what-are-bacteriophages"
        title={whatArePhages.title}
        intro={<Prose paragraphs={whatArePhages.paragraphs} />}
      >
        <LifeCycles cycles={whatArePhages.cycles} />
      </Section>
      <Section
        id="phage-structure"
        title={phageStructure.title}
        intro={phageStructure.intro}
        tone="raised"
      >
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <figure className="rounded-card border border-line bg-surface p-4 sm:p-8">
            <PhageDiagram />
            <figcaption className="mt-4 text-center text-sm text-ink-muted">
              {phagesPage.diagramCaption}
            </figcaption>
          </figure>
          <StructureParts parts={phageStructure.parts} />
        </div>
      </Section>
      <Section
        id="phage-categories"
        title={phagesPage.categoriesTitle}
        intro={phageCategoriesIntro}
      >
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {phageCategories.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </div>
      </Section>
      <Section
        id="phages-and-microbiome"
        title={phageMicrobiome.title}
        intro={<Prose paragraphs={phageMicrobiome.paragraphs} />}
        tone="sunken"
      >
        <FactStrip facts={phageMicrobiome.facts} />
      </Section>
      <Section id="applications" title={phagesPage.applicationsTitle}>
        <ApplicationGrid items={phageApplications} />
      </Section>
      <Section
        id="phages-gallery"
        eyebrow={uiText.galleryEyebrow}
        title={phagesPage.gallery.title}
        tone="raised"
      >
        <Gallery images={phagesGallery} label={phagesPage.gallery.label} />
      </Section>
    </>
  );
}
