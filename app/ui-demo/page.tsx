import { GlowCards, RainbowButtons, TileGrid } from '@/components/demo/demo-showcase';
import { demoPage } from '@/content/ui-demo';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/json-ld';

export const metadata = pageMetadata({ ...demoPage, path: routes.uiDemo });

export default function UiDemoPage() {
  return (
    <>
      <JsonLd data={pageBreadcrumbs(routes.uiDemo)} />
      <PageHeader eyebrow={demoPage.eyebrow} title={demoPage.title} lead={demoPage.lead} />
      <Section id="glow-cards" title={demoPage.glowHeading} intro={demoPage.glowIntro}>
        <GlowCards />
      </Section>
      <Section
        id="rainbow-buttons"
        tone="raised"
        title={demoPage.buttonsHeading}
        intro={demoPage.buttonsIntro}
      >
        <RainbowButtons />
      </Section>
      <Section id="research-tiles" title={demoPage.tilesHeading} intro={demoPage.tilesIntro}>
        <TileGrid />
      </Section>
    </>
  );
}
