/** The voice assistant: ElevenLabs Conversational AI, embedded only with a configured agent id. */

/**
 * The provider's embed script (defines the <elevenlabs-convai> custom element), pinned: an exact
 * version and file, with its Subresource Integrity hash, so a changed file on the CDN is refused
 * by the browser instead of run. To upgrade: `npm pack @elevenlabs/convai-widget-embed@<version>`,
 * then `openssl dgst -sha384 -binary package/dist/index.js | base64` gives the new hash.
 * lib/config.ts lets a deployment (or the tests' stand-in) replace both together.
 */
export const VOICE_WIDGET_PINNED = {
  src: 'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js',
  integrity: 'sha384-L8QhIVpmoWpPM15vV1w01h3MeAacu0St/AFvgbPN89YAFeqSETsCKtpkX6yTeYJA',
} as const;
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
