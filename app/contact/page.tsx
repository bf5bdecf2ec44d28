import { Picture } from '@/components/ui/picture';
import { ContactAside } from '@/components/contact/contact-aside';
import { ContactForm } from '@/components/contact/contact-form';
import { NewsletterCard } from '@/components/contact/newsletter-card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { contactPage } from '@/content/contact';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/json-ld';

export const metadata = pageMetadata({ ...contactPage, absoluteTitle: true, path: routes.contact });

export default function ContactPage() {
  return (
    <>
      <JsonLd data={pageBreadcrumbs(routes.contact)} />
      <PageHeader
        eyebrow={contactPage.eyebrow}
        title={contactPage.heading}
        lead={contactPage.lead}
      />
      <Container className="pt-8 sm:pt-12">
        <Picture
          {...contactPage.banner}
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 72rem) 72rem, 100vw"
          className="contact-banner h-40 w-full rounded-card object-cover object-right shadow-card sm:h-auto"
        />
      </Container>
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:items-start lg:gap-10">
        <div className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-8">
          <ContactForm />
        </div>
        <ContactAside />
      </Container>
      <Container className="pb-16 sm:pb-20">
        <NewsletterCard />
      </Container>
    </>
  );
}
