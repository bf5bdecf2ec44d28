import { serializeJsonLd, type JsonLdData } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines: one `<script type="application/ld+json">`. Server component;
 * the JSON is escaped by serializeJsonLd so text from the CMS cannot close the script element.
 */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
