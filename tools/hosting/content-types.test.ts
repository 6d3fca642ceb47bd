import { contentTypeOf } from './content-types';

describe('contentTypeOf', () => {
  it('labels text with its charset, and other files by type alone', () => {
    expect(contentTypeOf('/zh/guide/start/index.md')).toBe('text/markdown; charset=utf-8');
    expect(contentTypeOf('/zh/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('/community/releases/rss.xml')).toBe('application/xml; charset=utf-8');
    expect(contentTypeOf('/images/screenshots/error-overlay.png')).toBe('image/png');
    expect(contentTypeOf('/LOGO.SVG')).toBe('image/svg+xml; charset=utf-8');
  });
  it('knows nothing of a clean URL or an unknown extension', () => {
    expect(contentTypeOf('/guide/start/quick-start')).toBeUndefined();
    expect(contentTypeOf('/file.exe')).toBeUndefined();
  });
});
