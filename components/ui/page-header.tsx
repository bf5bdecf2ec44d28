import type { ReactNode } from 'react';
import { Container } from './container';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <Container className="page-header-inner">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="page-title">{title}</h1>
        {lead ? <div className="page-lead">{lead}</div> : null}
        {children}
      </Container>
    </header>
  );
}
