import { canonicalPathScript } from './canonical';
import { runInlineScript } from '../../testing/inline-script';

describe('canonicalPathScript', () => {
  it('puts the canonical path, under the base, in the address bar', () => {
    expect(
      runInlineScript(canonicalPathScript('/guide/start/', '/'), '/guide/start/index.html?a=1#h').replacedState,
    ).toEqual(['/guide/start/?a=1#h']);
    expect(
      runInlineScript(canonicalPathScript('/guide/start/', '/docs/'), '/docs/guide/start/index').replacedState,
    ).toEqual(['/docs/guide/start/']);
    expect(runInlineScript(canonicalPathScript('/guide/start/', '/docs/'), '/docs/guide/start/').replacedState).toEqual(
      [],
    );
  });
});
