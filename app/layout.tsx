import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/layout/analytics';
import { AssistantNotification } from '@/components/layout/assistant-notification';
import { LateFonts } from '@/components/layout/late-fonts';
import { LocationScrollManager } from '@/components/layout/location-scroll-manager';
import { ScrollButton } from '@/components/layout/scroll-button';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteToaster } from '@/components/layout/site-toaster';
import { VoiceAssistant } from '@/components/layout/voice-assistant';
import { config } from '@/lib/config';
import { site } from '@/content/site';
import { shellText } from '@/content/layout';
import { THEME_COLORS, THEME_SCRIPT } from '@/lib/browser/theme';
import { pageMetadata, TITLE_TEMPLATE } from '@/lib/seo/metadata';
import { inter, sourceSerif } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  // No canonical or og:url here: a page naming none (a 404) must not claim to be the home page.
  ...pageMetadata({ title: site.defaultTitle, absoluteTitle: true, description: site.description }),
  metadataBase: new URL(config.siteUrl),
  title: { default: site.defaultTitle, template: TITLE_TEMPLATE },
  applicationName: site.name,
  authors: [{ name: site.owner.name }],
};

export const viewport: Viewport = {
  // One colour per system scheme; a stored choice overrides both (lib/browser/theme.ts).
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const voiceAssistantConfigured = Boolean(config.voiceAgentId);
  return (
    // suppressHydrationWarning: THEME_SCRIPT sets data-theme on <html> before React hydrates.
    <html
      lang="en"
      className={`${inter.variable} ${sourceSerif.variable}`}
      suppressHydrationWarning
    >
      <head>
        {/* The first frame is in the chosen theme; the parser waits here for the stylesheet, so it
            and the first picture have a slow phone's bandwidth to themselves. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main-content" className="skip-link">
          {shellText.skipLink}
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 pt-header outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollButton raised={voiceAssistantConfigured} />
        <LocationScrollManager />
        {voiceAssistantConfigured ? <AssistantNotification /> : null}
        <VoiceAssistant agentId={config.voiceAgentId} script={config.voiceWidget} />
        {config.posthog.key ? (
          <Analytics
            posthogKey={config.posthog.key}
            apiHost={config.posthog.host}
            recordSessions={config.posthog.recordSessions}
          />
        ) : null}
        <SiteToaster />
        <LateFonts />
      </body>
    </html>
  );
}
