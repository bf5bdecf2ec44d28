import type { Metadata } from 'next';
import { Link } from '@/components/ui/intent-link';
import { ButtonLink } from '@/components/ui/button-link';
import { GoBackButton } from '@/components/ui/go-back-button';
import { Container } from '@/components/ui/container';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { notFoundPage as copy } from '@/content/not-found';

// Its own title and description in the social tags too, not the home page's from the layout.
export const metadata: Metadata = {
  ...pageMetadata({ title: copy.title, description: copy.description }),
  robots: { index: false },
};

export default function NotFound() {
  return (
    <Container className="grid place-items-center py-20 text-center sm:py-28">
      <p
        className="font-serif text-[7rem] leading-none font-semibold text-accent sm:text-[10rem]"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-title">{copy.title}</h1>
      <p className="mt-4 max-w-md text-lg text-ink-soft">{copy.lead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={routes.home}>{copy.home}</ButtonLink>
        <GoBackButton />
      </div>
      <nav aria-label={copy.quickLinksHeading} className="mt-12">
        <h2 className="font-sans text-eyebrow font-semibold uppercase text-ink-muted">
          {copy.quickLinksHeading}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {copy.quickLinks.map((link) => (
            <li key={link.route}>
              <Link
                href={routes[link.route]}
                className="font-medium text-accent underline-offset-4 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
