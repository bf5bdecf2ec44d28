/**
 * Pinned with its integrity hash, so a changed file on the CDN is refused. To upgrade: `npm pack
 * @elevenlabs/convai-widget-embed@<version>`, `openssl dgst -sha384 -binary package/dist/index.js |
 * base64`. lib/config.ts may replace both.
 */
export const VOICE_WIDGET_PINNED = {
  src: 'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js',
  integrity: 'sha384-L8QhIVpmoWpPM15vV1w01h3MeAacu0St/AFvgbPN89YAFeqSETsCKtpkX6yTeYJA',
} as const;
export const VOICE_WIDGET_TAG = 'elevenlabs-convai';

interface ConvaiElement extends HTMLElement {
  startConversation?: () => void;
}

export async function openVoiceAssistant(): Promise<boolean> {
  const widget = document.querySelector<ConvaiElement>(VOICE_WIDGET_TAG);
  if (!widget) return false;
  // Its script loads once the page is idle: asked before, the widget opens as soon as it is defined.
  await customElements.whenDefined(VOICE_WIDGET_TAG);
  const launcher = widget.shadowRoot?.querySelector<HTMLButtonElement>('button');
  if (launcher) launcher.click();
  else if (typeof widget.startConversation === 'function') widget.startConversation();
  else widget.scrollIntoView({ block: 'end' });
  return true;
}
