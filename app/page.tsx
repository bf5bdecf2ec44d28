import { homeMeta, labStrip, microscopeStrip } from '@/content/home';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { Hero } from '@/components/home/hero';
import { StripSection } from '@/components/home/strip-section';
import { ResistanceBanner } from '@/components/home/resistance-banner';
import { ResearchAreas } from '@/components/home/research-areas';
import { NewsletterSection } from '@/components/home/newsletter-section';
import { ClosingStrip } from '@/components/home/closing-strip';
import { JsonLd } from '@/components/seo/json-ld';
import { webSiteJsonLd } from '@/lib/seo/json-ld';

export const metadata = pageMetadata({
  title: site.defaultTitle,
  absoluteTitle: true,
  ...homeMeta,
  path: routes.home,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={webSiteJsonLd()} />
      <Hero nextSectionId={microscopeStrip.id} />
      <StripSection content={microscopeStrip} />
      <ResistanceBanner />
      <StripSection content={labStrip} tone="raised" />
      <ResearchAreas />
      <NewsletterSection />
      <ClosingStrip />
    </>
  );
}
