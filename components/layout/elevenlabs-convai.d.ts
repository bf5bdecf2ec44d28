import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The voice-assistant provider's custom element (defined by its embed script). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'elevenlabs-convai': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'agent-id': string;
      };
    }
  }
}
