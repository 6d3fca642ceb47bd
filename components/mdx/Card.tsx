import type { ReactNode } from 'react';
import { Anchor } from './Anchor';
import './card.css';

/** A box with a title around some content. */
export function Card({ title, icon, children }: { title: string; icon?: string; children?: ReactNode }) {
  return (
    <div className="card">
      <p className="card-title">
        {icon && <span aria-hidden="true">{icon} </span>}
        {title}
      </p>
      <div className="card-body">{children}</div>
    </div>
  );
}

/** A whole box that links to a page or a site, with an optional line of description. */
export function LinkCard({ title, href, description }: { title: string; href: string; description?: string }) {
  return (
    <Anchor href={href} className="card link-card">
      <span className="card-title">{title}</span>
      {description && <span className="card-description">{description}</span>}
    </Anchor>
  );
}

/** Lays cards out side by side, as many per row as fit. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}
