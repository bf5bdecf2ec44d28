/** The voice assistant: ElevenLabs Conversational AI, embedded only with a configured agent id. */

/** The provider's embed script (defines the <elevenlabs-convai> custom element). */
export const VOICE_WIDGET_SCRIPT_URL = 'https://unpkg.com/@elevenlabs/convai-widget-embed';
export const VOICE_WIDGET_TAG = 'elevenlabs-convai';

interface ConvaiElement extends HTMLElement {
  startConversation?: () => void;
}

/**
 * Opens the voice assistant: presses the widget's own launcher (its open shadow root), falling back
 * to the element's startConversation() API. Returns whether a widget was found.
 */
export function openVoiceAssistant(doc: Document = document): boolean {
  const widget = doc.querySelector<ConvaiElement>(VOICE_WIDGET_TAG);
  if (!widget) return false;
  const launcher = widget.shadowRoot?.querySelector<HTMLButtonElement>('button');
  if (launcher) {
    launcher.click();
  } else if (typeof widget.startConversation === 'function') {
    widget.startConversation();
  } else {
    widget.scrollIntoView({ block: 'end' });
  }
  return true;
}
