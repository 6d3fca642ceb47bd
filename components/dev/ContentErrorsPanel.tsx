import type { ContentError } from '@/lib/content/errors';

/** Development only: content problems with their location, shown on the page while the server keeps running. */
export function ContentErrorsPanel({ errors }: { errors: ContentError[] }) {
  return (
    <div role="alert" className="content-errors">
      <p>
        <strong>Content error{errors.length === 1 ? '' : 's'}</strong> (the build would fail; fix and save, the page
        updates)
      </p>
      <ul>
        {errors.map((e) => (
          <li key={e.message}>
            <code>{e.message}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
