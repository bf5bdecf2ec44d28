import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { Container } from '@/components/ui/container';
import { BookDetails, BookExcerpt, BookOverview } from '@/components/books/book-details';
import { book, bookPage } from '@/content/book';
import { routes } from '@/lib/routes';
import { pageMetadata, socialImage } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { bookJsonLd, pageBreadcrumbs } from '@/lib/seo/json-ld';

export const metadata = pageMetadata({
  ...bookPage,
  path: routes.books,
  image: socialImage(book.cover),
  type: 'book',
});

export default function BooksPage() {
  return (
    <>
      <JsonLd data={[bookJsonLd(), pageBreadcrumbs(routes.books)]} />
      <PageHeader eyebrow={bookPage.title} title={bookPage.title} lead={book.pageLead} />
      <section aria-labelledby="book-title" className="py-14 sm:py-20">
        <Container>
          <BookDetails book={book} />
        </Container>
      </section>
      <Section id="overview" title={bookPage.overviewTitle} tone="raised">
        <BookOverview book={book} />
      </Section>
      <Section id="excerpt" title={bookPage.excerptTitle}>
        <BookExcerpt book={book} />
      </Section>
    </>
  );
}
