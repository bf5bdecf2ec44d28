'use client';

import { useSyncExternalStore } from 'react';
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

/** Share windows 550x400 (LinkedIn 750x600), icons 36 px and round. */
export const SHARE_ICON_SIZE = 36;
const WINDOW = { windowWidth: 550, windowHeight: 400 } as const;
const LINKEDIN_WINDOW = { windowWidth: 750, windowHeight: 600 } as const;

const subscribeNever = () => () => {};
const { share } = blogText;

/** "Share this article:" — shares the current page address with the title. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  // The canonical URL renders on the server; in the browser the address actually open is shared.
  const shareUrl = useSyncExternalStore(
    subscribeNever,
    () => `${window.location.origin}${window.location.pathname}`,
    () => url,
  );
  const icon = { size: SHARE_ICON_SIZE, round: true } as const;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold text-ink">{share.lead}</p>
      <div className="flex gap-2">
        <FacebookShareButton
          url={shareUrl}
          title={title}
          {...WINDOW}
          aria-label={share.facebook}
          className="share-button"
        >
          <FacebookIcon {...icon} />
        </FacebookShareButton>
        <TwitterShareButton
          url={shareUrl}
          title={title}
          {...WINDOW}
          aria-label={share.twitter}
          className="share-button"
        >
          <XIcon {...icon} />
        </TwitterShareButton>
        <LinkedinShareButton
          url={shareUrl}
          title={title}
          {...LINKEDIN_WINDOW}
          aria-label={share.linkedin}
          className="share-button"
        >
          <LinkedinIcon {...icon} />
        </LinkedinShareButton>
        <WhatsappShareButton
          url={shareUrl}
          title={title}
          {...WINDOW}
          aria-label={share.whatsapp}
          className="share-button"
        >
          <WhatsappIcon {...icon} />
        </WhatsappShareButton>
      </div>
    </div>
  );
}
