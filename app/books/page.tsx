import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { Container } from '@/components/ui/container';
import { BookDetails, BookExcerpt, BookOverview } from '@/components/books/book-details';
import { book } from '@/content/book';
import { routes } from '@/lib/routes';
import { socialImage } from '@/lib/seo/social-image';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/breadcrumbs';
import { bookJsonLd } from '@/lib/seo/json-ld';

export const metadata = pageMetadata({
  title: 'Books',
  description: `${book.title} by ${book.author}: a ${book.format} (${book.publicationDateLabel}) on bacteriophages, phage therapy and antimicrobial resistance.`,
  keywords: [
    'bacteriophage book',
    'phage therapy book',
    book.shortTitle,
    'Kindle',
    'antimicrobial resistance',
  ],
  path: routes.books,
  image: socialImage(book.cover),
  type: 'book',
});

export default function BooksPage() {
  return (
    <>
      <JsonLd
        data={[
          bookJsonLd({
            title: book.title,
            author: book.author,
            editors: book.editors,
            datePublished: book.publicationDate,
            format: book.format,
            description: book.overview[0],
            image: book.cover.src,
            path: routes.books,
            purchaseUrl: book.purchaseUrl,
          }),
          pageBreadcrumbs(routes.books),
        ]}
      />
      <PageHeader eyebrow="Books" title="Books" lead={book.pageLead} />
      <section aria-labelledby="book-title" className="py-14 sm:py-20">
        <Container>
          <BookDetails book={book} />
        </Container>
      </section>
      <Section id="overview" title="Overview" tone="raised">
        <BookOverview book={book} />
      </Section>
      <Section id="excerpt" title="From the Book">
        <BookExcerpt book={book} />
      </Section>
    </>
  );
}
