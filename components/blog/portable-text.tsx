import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/intent-link';
import { ExternalLink } from '@/components/ui/button-link';
import type { ReactNode } from 'react';
import {
  PortableText,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
} from '@portabletext/react';
import type { BodyBlock, ImageBlock, VideoBlock } from '@/lib/content/types';
import { headingsOf } from '@/lib/blog/headings';
import { blockText } from '@/lib/content/text';
import { citationAnchor, referenceAnchor, type NumberedCitation } from '@/lib/blog/citations';
import { isExternalHref, safeHref, sitePath } from '@/lib/blog/href';
import { config } from '@/lib/config';
import { blogText } from '@/content/blog-text';

function LinkMark({
  value,
  children,
}: PortableTextMarkComponentProps<{ _type: string; href?: unknown }>) {
  const safe = safeHref(value?.href);
  if (!safe) return <>{children}</>;
  const href = sitePath(safe, config.siteUrl);
  if (isExternalHref(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  if (href.startsWith('/')) return <Link href={href}>{children}</Link>;
  return <a href={href}>{children}</a>;
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;

/** An unresolved citation (lib/blog/references.ts numbers the resolved) is its passage alone. */
function CitationMark({ value, children }: PortableTextMarkComponentProps<NumberedCitation>) {
  const number = value?.number;
  const occurrence = value?.occurrence;
  if (!isCount(number) || !isCount(occurrence)) return <>{children}</>;
  const id = citationAnchor(number, occurrence);
  return (
    <>
      {children}
      <sup className="citation-marker">
        {value?.inLink ? (
          <span id={id}>{`[${number}]`}</span>
        ) : (
          <a id={id} href={`#${referenceAnchor(number)}`} aria-label={blogText.citation(number)}>
            {`[${number}]`}
          </a>
        )}
      </sup>
    </>
  );
}

function BodyImage({ value }: { value: ImageBlock }) {
  const caption = value.caption ?? (value.image.alt || null);
  return (
    <figure className="blog-figure">
      <Picture
        src={value.image.url}
        alt={value.image.alt}
        width={value.image.width}
        height={value.image.height}
        sizes="(min-width: 768px) 42rem, 100vw"
        className="h-auto w-full rounded-card"
      />
      {caption ? (
        // The alt shown as the caption is read once, as the picture's name.
        <figcaption aria-hidden={value.caption ? undefined : true}>{caption}</figcaption>
      ) : null}
    </figure>
  );
}

function BodyVideo({ value }: { value: VideoBlock }) {
  return (
    <figure className="blog-figure">
      <video
        controls
        preload="metadata"
        playsInline
        src={value.url}
        className="aspect-video w-full rounded-card bg-ink"
        aria-label={value.caption ?? blogText.video}
      />
      {value.caption ? <figcaption>{value.caption}</figcaption> : null}
    </figure>
  );
}

export function PostBody({ body }: { body: BodyBlock[] }) {
  // Heading ids depend on the whole body.
  const headings = new Map(headingsOf(body).map((h) => [h.key, h]));
  const heading = (style: string) =>
    function BodyHeading({ children, value }: { children?: ReactNode; value: BodyBlock }) {
      if (!blockText(value).trim()) return null;
      const heading = value._key ? headings.get(value._key) : undefined;
      const Tag = heading?.tag ?? 'h6';
      return (
        <Tag id={heading?.id} data-style={style}>
          {children}
        </Tag>
      );
    };
  // Only where these differ from the library's defaults (which cover an unknown style too).
  const components: PortableTextComponents = {
    types: { image: BodyImage, video: BodyVideo },
    block: Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, heading(h)])),
    marks: {
      underline: ({ children }) => <u>{children}</u>,
      'strike-through': ({ children }) => <s>{children}</s>,
      link: LinkMark,
      citation: CitationMark,
    },
    // Unknown content from the CMS is skipped without breaking the page.
    unknownType: () => null,
    unknownMark: ({ children }) => <>{children}</>,
  };
  return (
    <div className="blog-prose">
      <PortableText
        value={body as Parameters<typeof PortableText>[0]['value']}
        components={components}
        onMissingComponent={false}
      />
    </div>
  );
}
