import { identifierPieces } from './identifier-breaks';

describe('identifierPieces', () => {
  it('cuts a long identifier after its dots and between the words of its camel case', () => {
    expect(identifierPieces('performance.removeMomentLocale')).toEqual(['performance.', 'remove', 'Moment', 'Locale']);
    expect(identifierPieces('rsbuild.onBeforeCreateCompiler')).toEqual(['rsbuild.', 'on', 'Before', 'Create', 'Compiler']);
    expect(identifierPieces('import.meta.env.BASE_URL')).toEqual(['import.', 'meta.', 'env.', 'BASE_URL']);
  });
  it('cuts after the dots alone without camelCase', () => {
    expect(identifierPieces('performance.removeMomentLocale', { camelCase: false })).toEqual(['performance.', 'removeMomentLocale']);
    expect(identifierPieces('rsbuild.onBeforeCreateCompiler', { camelCase: false })).toEqual(['rsbuild.', 'onBeforeCreateCompiler']);
  });
  it('leaves identifiers shorter than minLength whole', () => {
    expect(identifierPieces('dev.setupMiddlewares', { camelCase: false, minLength: 25 })).toEqual(['dev.setupMiddlewares']);
    expect(identifierPieces('performance.removeConsole', { camelCase: false, minLength: 25 })).toEqual(['performance.', 'removeConsole']);
  });
  it('keeps the text around it whole, and the text itself unchanged', () => {
    const heading = 'Use performance.removeMomentLocale with moment 2';
    expect(identifierPieces(heading)).toEqual(['Use performance.', 'remove', 'Moment', 'Locale with moment 2']);
    expect(identifierPieces(heading).join('')).toBe(heading);
  });
  it('leaves short identifiers, prose, versions and Chinese alone', () => {
    for (const text of ['output.minify', 'dev.assetPrefix', 'Getting started with React', 'v1.4.0-beta.1', '使用 performance 配置', 'RSBUILD_ENV_VARIABLES']) {
      expect(identifierPieces(text)).toEqual([text]);
    }
  });
});
