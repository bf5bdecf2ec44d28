import type { BookFormatType, BookLeaf, WithContext } from 'schema-dts';
import {
  defined,
  ownerRef,
  person,
  SCHEMA_CONTEXT,
  toAbsoluteUrl,
  toIsoDate,
  type DateInput,
} from './shared';

interface BookInput {
  title: string;
  author?: string;
  editors?: readonly string[];
  datePublished: DateInput;
  /** "Kindle Edition" → https://schema.org/EBook. */
  format?: string;
  description?: string;
  image?: string;
  path: string;
  purchaseUrl?: string;
}

export function bookFormat(format: string | undefined): BookFormatType | undefined {
  if (!format) return undefined;
  if (/kindle|ebook|e-book|epub/i.test(format)) return 'https://schema.org/EBook';
  if (/hardcover/i.test(format)) return 'https://schema.org/Hardcover';
  if (/paperback/i.test(format)) return 'https://schema.org/Paperback';
  if (/audio/i.test(format)) return 'https://schema.org/AudiobookFormat';
  return undefined;
}

export function bookJsonLd(input: BookInput): WithContext<BookLeaf> {
  return defined({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Book',
    name: input.title,
    author: input.author ? person(input.author) : ownerRef(),
    editor: input.editors?.map(person),
    datePublished: toIsoDate(input.datePublished),
    bookFormat: bookFormat(input.format),
    description: input.description,
    image: input.image ? toAbsoluteUrl(input.image) : undefined,
    url: toAbsoluteUrl(input.path),
    inLanguage: 'en',
    offers: input.purchaseUrl
      ? { '@type': 'Offer', url: input.purchaseUrl, availability: 'https://schema.org/InStock' }
      : undefined,
  });
}
