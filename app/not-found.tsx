import type { Metadata } from 'next';
import { Link } from '@/components/ui/intent-link';
import { ButtonLink } from '@/components/ui/button-link';
import { GoBackButton } from '@/components/ui/go-back-button';
import { Container } from '@/components/ui/container';
import { routes } from '@/lib/routes';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you were looking for could not be found.',
  robots: { index: false },
};

const quickLinks = [
  { label: 'Research Blog', path: routes.blogs },
  { label: 'About Us', path: routes.about },
  { label: 'Contact', path: routes.contact },
] as const;

export default function NotFound() {
  return (
    <Container className="grid place-items-center py-20 text-center sm:py-28">
      <p
        className="font-serif text-[7rem] leading-none font-semibold text-accent sm:text-[10rem]"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-title">Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-ink-soft">
        Like a phage that has lysed its host, this page has vanished. It may have moved, or the
        address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={routes.home}>Go Home</ButtonLink>
        <GoBackButton />
      </div>
      <nav aria-label="Quick links" className="mt-12">
        <h2 className="font-sans text-eyebrow font-semibold uppercase text-ink-muted">
          Quick links
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {quickLinks.map((link) => (
            <li key={link.path}>
              <Link
                href={link.path}
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
