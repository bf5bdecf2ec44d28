import { cacheLife } from 'next/cache';
import { Container } from '@/components/ui/container';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { TableOfContents } from '@/components/ui/table-of-contents';
import { LAST_UPDATED_LABEL, type LegalDocument } from '@/content/legal';
import { ownerTime } from '@/lib/dates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageBreadcrumbs } from '@/lib/seo/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { LastUpdatedDate } from './last-updated-date';

export function legalRoute(doc: LegalDocument, path: string) {
  return {
    metadata: pageMetadata({ ...doc, path }),
    Page: () => <LegalPage document={doc} path={path} />,
  };
}

/** The owner's today (YYYY-MM-DD), kept a day: Cache Components refuses `new Date()` outside it. */
async function ownerToday() {
  'use cache';
  cacheLife({ revalidate: 86_400, expire: 31_536_000 });
  return ownerTime(new Date()).slice(0, 10);
}

async function LegalPage({ document: doc, path }: { document: LegalDocument; path: string }) {
  return (
    <>
      <JsonLd data={pageBreadcrumbs(path)} />
      <PageHeader eyebrow={doc.eyebrow} title={doc.title} lead={doc.lead}>
        <p className="mt-5 text-sm text-ink-muted" data-testid="last-updated">
          {LAST_UPDATED_LABEL}: <LastUpdatedDate ownerToday={await ownerToday()} />
        </p>
        <div className="mt-6">
          <GoBackButton />
        </div>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
          <aside>
            <TableOfContents
              items={doc.sections.map((section) => ({ id: section.id, title: section.heading }))}
            />
          </aside>
          <article className="legal-article max-w-prose">
            {doc.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="legal-section"
              >
                <p className="legal-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h2 id={`${section.id}-heading`} className="text-heading text-ink">
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul className="legal-list">
                    {section.list.map((item) => (
                      <li key={item.term ?? item.text}>
                        {item.term ? <strong>{item.term}: </strong> : null}
                        {item.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {section.after?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
            <div className="mt-12 border-t border-line pt-8">
              <GoBackButton />
            </div>
          </article>
        </div>
      </Container>
    </>
  );
}
