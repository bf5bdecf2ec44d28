import { site } from '@/content/site';

/** The automatic subject line for a subject value (spec §5); any unknown value gets the default. */
export function subjectLine(subject: string): string {
  switch (subject) {
    case 'research':
      return 'Research Collaboration Inquiry';
    case 'speaking':
      return 'Speaking Engagement Request';
    case 'media':
      return `Media Inquiry for ${site.owner.name}`;
    case 'other':
      return `Inquiry from ${site.name} Website`;
    default:
      return `Contact from ${site.name} Website`;
  }
}
