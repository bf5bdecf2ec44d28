import Script from 'next/script';
import { createElement } from 'react';
import { VOICE_WIDGET_TAG } from '@/lib/browser/voice-assistant';

export function VoiceAssistant({
  agentId,
  script,
}: {
  agentId?: string;
  script: { src: string; integrity: string };
}) {
  if (!agentId) return null;
  return (
    <>
      {/* The provider's custom element, defined by its embed script. */}
      {createElement(VOICE_WIDGET_TAG, { 'agent-id': agentId })}
      <Script
        id={`${VOICE_WIDGET_TAG}-script`}
        src={script.src}
        integrity={script.integrity}
        crossOrigin="anonymous"
        strategy="lazyOnload"
      />
    </>
  );
}
