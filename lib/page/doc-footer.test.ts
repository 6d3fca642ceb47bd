import { editLink, sourceLink } from './doc-footer';

const base = 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs';

describe('doc footer links', () => {
  it('links to the page in the repository when base URL and text are both configured', () => {
    expect(editLink({ docRepoBaseUrl: base }, 'Edit this page', 'en/guide/start/index.mdx')).toEqual({
      href: `${base}/en/guide/start/index.mdx`,
      text: 'Edit this page',
    });
  });
  it('shows no edit link when either is missing', () => {
    expect(editLink({ docRepoBaseUrl: base }, '', 'en/a.mdx')).toBeUndefined();
    expect(editLink({ docRepoBaseUrl: base }, undefined, 'en/a.mdx')).toBeUndefined();
    expect(editLink({}, 'Edit this page', 'en/a.mdx')).toBeUndefined();
  });
  it('links to the plain source of the page', () => {
    expect(sourceLink({ docRepoBaseUrl: `${base}/` }, 'zh/config/index.mdx')).toBe(
      'https://github.com/web-infra-dev/rsbuild/blob/main/website/docs/zh/config/index.mdx?plain=1',
    );
    expect(sourceLink({}, 'zh/config/index.mdx')).toBeUndefined();
  });
});
