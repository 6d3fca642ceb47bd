// What `rsbuild build` printed for the screenshots' example project (lib/pictures/build-output.txt), as a
// terminal block of real text.
import fs from 'node:fs';
import path from 'node:path';
import { terminalLines } from '@/lib/pictures/build-output';
import './pictures.css';

const output = () => fs.readFileSync(path.join(process.cwd(), 'lib/pictures/build-output.txt'), 'utf8');

export function BuildOutput({ caption, label }: { caption?: string; label: string }) {
  return (
    <figure className="picture terminal">
      <pre role="region" aria-label={label} tabIndex={0}>
        <span className="terminal-prompt">$ rsbuild build</span>
        {'\n'}
        {terminalLines(output()).map((line, i) => (
          <span key={i} className={`terminal-${line.kind}`}>
            {line.label && <span className={`terminal-label terminal-label-${line.kind}`}>{line.label}</span>}
            {line.text}
            {'\n'}
          </span>
        ))}
      </pre>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
