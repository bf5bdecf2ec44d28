import type { ResearchProject, ResearchProjectStatus } from '@/content/research-types';
import { StatusBadge, type BadgeTone } from './status-badge';
import { researchText } from '@/content/research-labels';

const statusTone: Record<ResearchProjectStatus, BadgeTone> = {
  Ongoing: 'success',
  Active: 'accent',
  'Planning Phase': 'amber',
};

export function ProjectCard({ project }: { project: ResearchProject }) {
  return (
    <article className="row-span-4 grid grid-rows-subgrid gap-0 rounded-card border border-line bg-surface-raised p-6 shadow-card">
      <div>
        <StatusBadge tone={statusTone[project.status]}>{project.status}</StatusBadge>
      </div>
      <h3 className="mt-4 text-subheading text-ink">{project.title}</h3>
      <p className="mt-3 leading-relaxed text-ink-soft">{project.description}</p>
      <p className="mt-5 border-t border-line pt-4 text-sm text-ink-soft">
        <span className="font-semibold text-ink">{researchText.collaboration}</span>
        {project.collaboration}
      </p>
    </article>
  );
}
