import Script from 'next/script';
import { VOICE_WIDGET_SCRIPT_URL, VOICE_WIDGET_TAG } from '@/lib/layout/voice-assistant';

/**
 * The ElevenLabs Conversational AI widget. Nothing at all is rendered or loaded without an agent
 * id; with one, the provider's script loads after the page is interactive (lazyOnload), so it
 * costs nothing at first load.
 */
export function VoiceAssistant({ agentId }: { agentId?: string }) {
  if (!agentId) return null;
  return (
    <>
      <elevenlabs-convai agent-id={agentId} />
      <Script
        id={`${VOICE_WIDGET_TAG}-script`}
        src={VOICE_WIDGET_SCRIPT_URL}
        strategy="lazyOnload"
      />
    </>
  );
}
