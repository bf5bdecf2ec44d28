import { serializeJsonLd, type JsonLdData } from '@/lib/seo/json-ld';

/** serializeJsonLd escapes the JSON, so text from the CMS cannot close the script element. */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
