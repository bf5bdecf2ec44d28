import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Container } from '@/components/ui/container';
import { Gallery } from '@/components/ui/gallery';
import { Prose } from '@/components/ui/prose';
import { TableOfContents } from '@/components/ui/table-of-contents';
import { AboutSection } from '@/components/about/about-section';
import { ProfileCard } from '@/components/about/profile-card';
import * as Cv from '@/components/about/cv-blocks';
import * as about from '@/content/about';
import { loadCitationCounts, loadResearchRecord } from '@/lib/research/record';
import { allWorks } from '@/lib/research/publications';
import { citationSummary, selectedWorks } from '@/lib/research/metrics';
import { ownerOrcid } from '@/lib/research/work';
import { site } from '@/content/site';
import { routes } from '@/lib/routes';
import { pageMetadata, socialImage } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { ownerPersonJsonLd, pageBreadcrumbs } from '@/lib/seo/json-ld';

export const metadata = pageMetadata({
  ...about.aboutIntro,
  path: routes.about,
  image: socialImage(about.aboutIntro.portrait),
  type: 'profile',
});

const s = about.aboutSections;

const ABOUT_SELECTED_WORKS = 4;

export default async function AboutPage() {
  const record = await loadResearchRecord();
  const counts = await loadCitationCounts(record);
  const summary = citationSummary(allWorks(record), counts);
  const selected = selectedWorks(allWorks(record), counts, ABOUT_SELECTED_WORKS);
  // One body a section, in the sections' (and the contents list's) order.
  const bodies: Record<keyof typeof s, ReactNode> = {
    summary: <Prose paragraphs={about.professionalSummary} className="space-y-4" />,
    education: <Cv.EducationList degrees={about.education} />,
    experience: <Cv.Timeline roles={about.workExperience} />,
    skills: <Cv.TagList items={about.skills} label={s.skills.title} />,
    technologies: <Cv.TagList items={about.technologies} label={s.technologies.title} />,
    certifications: <Cv.CredentialList items={about.certifications} />,
    licenses: <Cv.CredentialList items={about.licenses} />,
    publications: <Cv.AboutPublications {...record} summary={summary} selected={selected} />,
    presentations: <Cv.DatedList items={about.presentationsAwards} />,
    memberships: <Cv.CredentialList items={about.memberships} />,
    extracurricular: <Cv.SimpleList items={about.extracurricular} />,
    gallery: (
      <Gallery images={about.aboutGallery} label={about.aboutText.galleryLabel} columns={2} />
    ),
  };
  return (
    <>
      <JsonLd
        data={[
          ownerPersonJsonLd({
            image: about.aboutIntro.portrait.src,
            alumniOf: about.education.map((degree) => degree.institution),
            worksFor: about.workExperience.slice(0, 1).map((role) => role.employer),
          }),
          pageBreadcrumbs(routes.about),
        ]}
      />
      <PageHeader eyebrow={about.aboutIntro.eyebrow} title={site.owner.name} lead={site.owner.role}>
        <ProfileCard
          portrait={about.aboutIntro.portrait}
          cvPath={about.aboutIntro.cvPath}
          orcid={ownerOrcid}
        />
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
          {/* Sticky beside the sections on wide screens; above them on phones (a long page). */}
          <aside>
            <TableOfContents items={Object.values(s)} />
          </aside>
          <div className="min-w-0">
            {(Object.keys(s) as (keyof typeof s)[]).map((name) => (
              <AboutSection key={name} {...s[name]}>
                {bodies[name]}
              </AboutSection>
            ))}
          </div>
        </div>
      </Container>
    </>
  );
}
