import fs from 'node:fs';
import path from 'node:path';
import { includedFragmentFiles, includedFragments, includedFragmentsStamp } from './fragments';
import { writeContentTree } from '../../testing/content-tree';

describe('included fragments', () => {
  const contentDir = writeContentTree({
    'en/shared/outer.mdx': 'Outer. <Include file="inner.mdx" />\n',
    'en/shared/inner.mdx': 'Inner, which includes the outer again: <Include file="outer.mdx" />\n',
    'en/shared/unused.mdx': 'Never included.\n',
  });
  const shared = (name: string) => path.join(contentDir, 'en/shared', name);

  it('follows includes through fragments, once each, and lists a missing one', () => {
    const page = 'Text.\n\n<Include file="outer.mdx" />\n\n<Include file=\'missing.mdx\' />\n';
    expect(includedFragmentFiles(page, contentDir, 'en')).toEqual([shared('outer.mdx'), shared('inner.mdx'), shared('missing.mdx')]);
    expect(includedFragments(page, contentDir, 'en')).toEqual(['en/shared/outer.mdx', 'Outer. <Include file="inner.mdx" />\n', 'en/shared/inner.mdx', 'Inner, which includes the outer again: <Include file="outer.mdx" />\n', 'en/shared/missing.mdx', '']);
  });

  it('changes its stamp when an included fragment changes, not when another does', () => {
    const page = '<Include file="inner.mdx" />';
    const before = includedFragmentsStamp(page, contentDir, 'en');
    fs.utimesSync(shared('unused.mdx'), new Date(), new Date(Date.now() + 5000));
    expect(includedFragmentsStamp(page, contentDir, 'en')).toBe(before);
    fs.utimesSync(shared('outer.mdx'), new Date(), new Date(Date.now() + 5000));
    expect(includedFragmentsStamp(page, contentDir, 'en')).not.toBe(before);
    expect(includedFragmentsStamp('No includes.', contentDir, 'en')).toBe('');
  });
});
