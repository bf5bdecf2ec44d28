'use client';

import {
  FacebookIcon,
  FacebookShareButton,
  LinkedinIcon,
  LinkedinShareButton,
  TwitterShareButton,
  WhatsappIcon,
  WhatsappShareButton,
  XIcon,
} from 'react-share';
import { blogText } from '@/content/blog-text';
import { useBrowserValue } from '@/components/ui/use-browser-value';

const WINDOW = { windowWidth: 550, windowHeight: 400 } as const;
const { share } = blogText;
const BUTTONS = [
  [FacebookShareButton, FacebookIcon, share.facebook, WINDOW],
  [TwitterShareButton, XIcon, share.twitter, WINDOW],
  [LinkedinShareButton, LinkedinIcon, share.linkedin, { windowWidth: 750, windowHeight: 600 }],
  [WhatsappShareButton, WhatsappIcon, share.whatsapp, WINDOW],
] as const;

export function ShareButtons({ url, title }: { url: string; title: string }) {
  // The canonical URL renders on the server; in the browser the address actually open is shared.
  const shareUrl = useBrowserValue(
    () => `${window.location.origin}${window.location.pathname}`,
    url,
  );
  return (
    <div className="flex flex-wrap items-center gap-3 noscript:hidden">
      <p className="text-sm font-semibold text-ink">{share.lead}</p>
      <div className="flex gap-2">
        {BUTTONS.map(([Button, Icon, label, size]) => (
          <Button
            key={label}
            url={shareUrl}
            title={title}
            {...size}
            aria-label={label}
            className="share-button"
          >
            <Icon size={36} round />
          </Button>
        ))}
      </div>
    </div>
  );
}
