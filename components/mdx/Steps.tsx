import type { ReactNode } from 'react';
import './steps.css';

/** Numbered steps, each with a title; the numbers are CSS counters, so there is no client code. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="steps">{children}</ol>;
}

export function Step({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <li className="step">
      <p className="step-title">{title}</p>
      {children}
    </li>
  );
}
