import { Picture } from '@/components/ui/picture';
import { site } from '@/content/site';
import { phoneHref } from '@/lib/contact';
import { aboutText } from '@/content/about';
import { icon, MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button-link';
import { OrcidId } from '@/components/research/orcid-id';

const DownloadIcon = icon('M12 4v11M7 10.5 12 15.5l5-5M5 20h14');

interface ProfileCardProps {
  portrait: { src: string; width: number; height: number; alt: string };
  cvPath: string;
  /** The owner's ORCID iD: linked when set and well-formed, nothing shown otherwise. */
  orcid?: string;
}

export function ProfileCard({ portrait, cvPath, orcid }: ProfileCardProps) {
  return (
    <div className="mt-10 grid items-center gap-6 rounded-card border border-line bg-surface p-5 shadow-card sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-6 lg:grid-cols-[12rem_minmax(0,1fr)_auto]">
      <Picture
        {...portrait}
        loading="eager"
        fetchPriority="high"
        sizes="(min-width: 1024px) 12rem, 10rem"
        className="size-40 rounded-card object-cover ring-4 ring-accent-soft lg:size-48"
      />
      <div className="min-w-0">
        <p className="font-serif text-subheading text-ink">{site.owner.name}</p>
        <p className="mt-1 font-semibold text-accent">{site.owner.credentials}</p>
        <p className="mt-1 text-ink-soft">{site.owner.role}</p>
        <ul aria-label={aboutText.contactDetails} className="mt-4 grid gap-2 text-sm">
          <li className="flex items-center gap-2 text-ink-soft">
            <PinIcon className="shrink-0 text-accent" /> {site.city}
          </li>
          <li>
            <a
              href={phoneHref}
              className="inline-flex items-center gap-2 text-ink-soft hover:text-accent"
            >
              <PhoneIcon className="shrink-0 text-accent" /> {site.phone}
            </a>
          </li>
          <li className="min-w-0">
            <a
              href={`mailto:${site.email}`}
              className="inline-flex min-w-0 items-center gap-2 break-all text-ink-soft hover:text-accent"
            >
              <MailIcon className="shrink-0 text-accent" /> {site.email}
            </a>
          </li>
          {orcid ? (
            <li className="min-w-0">
              <OrcidId orcid={orcid} />
            </li>
          ) : null}
        </ul>
      </div>
      <a
        href={cvPath}
        download
        type="application/pdf"
        className={buttonClasses(
          'primary',
          'print-hidden sm:col-span-2 lg:col-span-1 lg:self-center',
        )}
      >
        <DownloadIcon width={18} height={18} className="[stroke-width:2]" />
        {aboutText.downloadCv}
      </a>
    </div>
  );
}
