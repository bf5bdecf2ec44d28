import { Link } from '@/components/ui/intent-link';
import type { LongFormPage } from '@/content/research-types';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { absoluteUrl } from '@/lib/config';
import { routes } from '@/lib/routes';
import { PrintSource } from '@/components/ui/print-source';
import { TableOfContents } from '@/components/ui/table-of-contents';
import { researchText } from '@/content/research-labels';
import type { GalleryImage } from '@/content/gallery';
import { JsonLd } from '@/components/seo/json-ld';
import { longFormJsonLd, pageBreadcrumbs, scholarCitationTags } from '@/lib/seo/json-ld';
import { pageMetadata, socialImage } from '@/lib/seo/metadata';

/** A long-form page's route: its metadata and its page. */
export function longFormRoute(page: LongFormPage, path: string, image: GalleryImage) {
  return {
    metadata: {
      ...pageMetadata({ ...page, path, image: socialImage(image), type: 'article' }),
      other: scholarCitationTags(page, path),
    },
    Page: () => <LongFormArticle page={page} path={path} />,
  };
}

function LongFormArticle({ page, path }: { page: LongFormPage; path: string }) {
  const furtherReading = { id: 'further-reading', title: researchText.furtherReading };
  return (
    <>
      <JsonLd data={[longFormJsonLd(page, path), pageBreadcrumbs(path)]} />
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <p className="mt-6 text-sm text-ink-muted">
          {researchText.readingLine(page.readingMinutes, page.updated)}
        </p>
        <PrintSource url={absoluteUrl(path)} />
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <aside className="lg:order-none">
            <TableOfContents items={[...page.sections, furtherReading]} />
          </aside>
          <article className="long-form max-w-prose">
            {page.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="border-b border-line pb-10 pt-2 not-first:pt-10 last-of-type:border-b-0"
              >
                <h2 id={`${section.id}-heading`} className="text-heading text-ink">
                  {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p
                    key={paragraph.slice(0, 40)}
                    className="mt-5 text-lg leading-relaxed text-ink-soft"
                  >
                    {paragraph}
                  </p>
                ))}
                {section.list ? (
                  <ul className="dot-list mt-5 space-y-2 text-ink-soft">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
                {section.keyPoints ? (
                  <div className="mt-6 rounded-card border-l-4 border-accent bg-accent-soft/60 p-5">
                    <p className="text-eyebrow font-semibold uppercase text-accent-strong">
                      {researchText.keyPoints}
                    </p>
                    <ul className="mt-2 space-y-1.5 text-ink">
                      {section.keyPoints.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </section>
            ))}
            <section
              id="further-reading"
              aria-labelledby="further-reading-heading"
              className="mt-10 rounded-card border border-line bg-surface-raised p-6 shadow-card"
            >
              <h2 id="further-reading-heading" className="text-subheading text-ink">
                {researchText.furtherReading}
              </h2>
              <p className="mt-2 text-sm text-ink-muted">{researchText.furtherReadingLead}</p>
              <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-ink-soft">
                {page.furtherReading.map((source) => (
                  <li key={source}>{source}</li>
                ))}
              </ol>
            </section>
            <p className="print-hidden mt-10 text-ink-soft">
              <Link href={routes.research} className="font-semibold text-accent hover:underline">
                {researchText.backToResearch}
              </Link>
            </p>
          </article>
        </div>
      </Container>
    </>
  );
}
