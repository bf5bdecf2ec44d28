import { Picture } from '@/components/ui/picture';
import { bookText, type Book } from '@/content/book';
import { ExternalLink, buttonClasses } from '@/components/ui/button-link';
import { ExternalIcon } from '@/components/ui/icons';
import { Prose } from '@/components/ui/prose';

export function BookDetails({ book }: { book: Book }) {
  return (
    // The cover's column is at most 40 %, so text made larger in the browser still has its room.
    <div className="grid items-start gap-10 md:grid-cols-[minmax(0,min(20rem,40%))_minmax(0,1fr)] lg:gap-16">
      <Picture
        {...book.cover}
        loading="eager"
        fetchPriority="high"
        sizes="(min-width: 768px) 20rem, 90vw"
        className="mx-auto h-auto w-full max-w-72 rounded-md shadow-lift md:max-w-none"
      />
      <div>
        <p className="eyebrow">{book.format}</p>
        <h2 id="book-title" className="mt-2 text-title text-ink">
          {book.shortTitle}
          <span className="mt-2 block text-heading text-ink-soft">{book.subtitle}</span>
        </h2>
        <dl className="mt-8 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-3">
          <dt className="font-semibold text-ink">{bookText.author}</dt>
          <dd className="text-ink-soft">{book.author}</dd>
          <dt className="font-semibold text-ink">{bookText.editors}</dt>
          <dd className="text-ink-soft">{book.editors.join(' and ')}</dd>
          <dt className="font-semibold text-ink">{bookText.published}</dt>
          <dd className="text-ink-soft">
            <time dateTime={book.publicationDate}>{book.publicationDateLabel}</time>
          </dd>
          <dt className="font-semibold text-ink">{bookText.format}</dt>
          <dd className="text-ink-soft">{book.format}</dd>
          <dt className="font-semibold text-ink">{bookText.language}</dt>
          <dd className="text-ink-soft">{book.language}</dd>
        </dl>
        <div className="mt-8 flex flex-col gap-6 rounded-card border border-line bg-surface p-5 sm:flex-row sm:flex-wrap sm:items-center">
          <figure className="shrink-0 self-center">
            <Picture
              src={book.qr.src}
              width={book.qr.size}
              height={book.qr.size}
              alt={book.qr.alt}
              unoptimized
              className="size-36 rounded-md border border-line bg-white"
            />
            <figcaption className="mt-2 text-center text-xs text-ink-muted">
              {bookText.scanToBuy}
            </figcaption>
          </figure>
          <div className="sm:min-w-0 sm:flex-1 sm:basis-56">
            <p className="text-ink-soft">{bookText.availability}</p>
            <ExternalLink href={book.purchaseUrl} className={buttonClasses('primary', 'mt-4')}>
              {bookText.buy}
              <ExternalIcon width={16} height={16} />
            </ExternalLink>
          </div>
        </div>
      </div>
    </div>
  );
}

export function BookOverview({ book }: { book: Book }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
      <Prose paragraphs={book.overview} />
      <div className="self-start rounded-card border border-line bg-surface-raised p-6 shadow-card">
        <h3 className="text-subheading text-ink">{bookText.insideTheBook}</h3>
        <ul className="dot-list mt-4 space-y-2.5 text-ink-soft">
          {book.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function BookExcerpt({ book }: { book: Book }) {
  return (
    <figure className="on-ink relative max-w-3xl overflow-hidden rounded-card bg-ink px-6 py-10 text-ink-inverse shadow-lift sm:px-12 sm:py-14">
      <span
        aria-hidden="true"
        className="absolute top-0 left-4 font-serif text-[7rem] leading-none text-fluor/25 sm:left-6"
      >
        “
      </span>
      <blockquote className="relative font-serif text-xl leading-relaxed sm:text-2xl">
        <p>{book.excerpt.text}</p>
      </blockquote>
      <figcaption className="relative mt-6 text-sm text-ink-inverse/80">
        — {book.author}, <cite className="not-italic text-agar">{book.shortTitle}</cite>,{' '}
        {book.excerpt.source}
      </figcaption>
    </figure>
  );
}
