import { fingerprint } from './fingerprint';
import { commonLength, compare, describeDifference, recordEntry } from './status';

const BEFORE =
  '# Quick start\n\nCreate a project.\n\n## Install {#install}\n\nRun the command.\n\n## Old section\n\nGone soon.\n';
const marked = new Date('2025-03-01T10:00:00Z');

describe('compare', () => {
  const entry = recordEntry(fingerprint(BEFORE), marked);

  it('keeps the hash, the time of the mark, the headings and a short hash per line', () => {
    expect(entry).toEqual({
      fingerprint: fingerprint(BEFORE).hash,
      marked: '2025-03-01T10:00:00.000Z',
      headings: ['# Quick start', '## Install {#install}', '## Old section'],
      lines: expect.stringMatching(/^[0-9a-f]{8}( [0-9a-f]{8}){5}$/),
    });
  });

  it('is current while the English page says the same, and unrecorded without an entry', () => {
    expect(compare(entry, fingerprint(BEFORE.replace('the command', 'teh command')))).toEqual({ state: 'current' });
    expect(compare(undefined, fingerprint(BEFORE))).toEqual({ state: 'unrecorded' });
  });

  it('is behind with the headings added and removed and the lines changed', () => {
    const after = BEFORE.replace(
      '## Old section\n\nGone soon.\n',
      '## Configure {#configure}\n\nEdit `rsbuild.config.ts`.\n\nThen build.\n',
    ).replace('Run the command.', 'Run the command with `-D`.');
    expect(compare(entry, fingerprint(after))).toEqual({
      state: 'behind',
      headingsAdded: ['## Configure {#configure}'],
      headingsRemoved: ['## Old section'],
      linesAdded: 4,
      linesRemoved: 3,
    });
  });

  it('counts a heading renamed as one added and one removed, and a repeated heading once per occurrence', () => {
    const twice = recordEntry(fingerprint('# A\n\n## Example\n\n## Example\n'), marked);
    expect(compare(twice, fingerprint('# A\n\n## Example\n\n## Examples\n'))).toMatchObject({
      headingsAdded: ['## Examples'],
      headingsRemoved: ['## Example'],
    });
  });
});

describe('commonLength', () => {
  it('is the longest run of lines two versions share in order', () => {
    expect(commonLength(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toBe(3);
    expect(commonLength([], ['a'])).toBe(0);
    expect(commonLength(['a', 'b'], ['b', 'a'])).toBe(1);
  });
});

describe('describeDifference', () => {
  it('says what changed in one line', () => {
    expect(
      describeDifference({ headingsAdded: ['## A'], headingsRemoved: ['## B'], linesAdded: 3, linesRemoved: 1 }),
    ).toBe('+3 −1 lines; headings added: "## A"; removed: "## B"');
    expect(describeDifference({ headingsAdded: [], headingsRemoved: ['## B'], linesAdded: 0, linesRemoved: 2 })).toBe(
      '+0 −2 lines; headings removed: "## B"',
    );
    expect(describeDifference({ headingsAdded: [], headingsRemoved: [], linesAdded: 1, linesRemoved: 1 })).toBe(
      '+1 −1 lines',
    );
  });
});
