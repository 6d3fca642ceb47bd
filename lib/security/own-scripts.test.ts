import { inlineScriptTags } from '../../tools/hosting/csp';
import { isFrameworkScript, isOwnScript, ownScriptMark, ownScriptTag, withoutHeadScriptMarks } from './own-scripts';
import { tabChoiceScript } from '../browser/tabs';

const key = 'k';
const own = (source: string) => ({ attributes: ` data-site-script="${ownScriptMark(source, key)}"`, source });

describe('isOwnScript', () => {
  it('accepts a site script by the keyed hash of its text', () => {
    const { attributes, source } = own('if(location.pathname!=="/a")history.replaceState(null,"","/a")');
    expect(isOwnScript(attributes, source, key)).toBe(true);
  });
  it('refuses an unmarked script, a changed text, a mark under another key, and any mark without a key', () => {
    const { attributes, source } = own('theme()');
    expect(isOwnScript('', 'alert(1)', key)).toBe(false);
    expect(isOwnScript(attributes, `${source};alert(1)`, key)).toBe(false);
    expect(isOwnScript(` data-site-script="${ownScriptMark('alert(1)', 'guess')}"`, 'alert(1)', key)).toBe(false);
    expect(isOwnScript(` data-site-script="${ownScriptMark('alert(1)', '')}"`, 'alert(1)', '')).toBe(false);
  });
  it('accepts the fixed script a client component writes (stored tab choice) by its exact text only', () => {
    expect(isOwnScript('', tabChoiceScript, key)).toBe(true);
    expect(isOwnScript('', `${tabChoiceScript};alert(1)`, key)).toBe(false);
  });
  it("accepts Next's payloads and Turbopack's chunk list only as a fixed call around JSON", () => {
    expect(isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(isFrameworkScript('self.__next_f.push([1,"0:[\\"$\\",\\"div\\"]\\n"])')).toBe(true);
    expect(
      isFrameworkScript(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]})',
      ),
    ).toBe(true);
    expect(
      isFrameworkScript(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[94553]});',
      ),
    ).toBe(true);
    for (const forged of [
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,"a"]),alert(1),([2])',
      'self.__next_f.push([alert(1)])',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":alert(1)})',
    ]) {
      expect(isFrameworkScript(forged)).toBe(false);
    }
  });
  it('selects from a page only what the site wrote', () => {
    const theme = own('theme()');
    const html = `<head><script${theme.attributes}>${theme.source}</script></head><body><p>x</p><script>alert(1)</script><script>self.__next_f.push([1,"a"])</script></body>`;
    expect(
      inlineScriptTags(html)
        .filter((s) => isOwnScript(s.attributes, s.source, key))
        .map((s) => s.source),
    ).toEqual(['theme()', 'self.__next_f.push([1,"a"])']);
  });
});

describe('withoutHeadScriptMarks', () => {
  it('drops the marks of the head scripts, keeps their text and the body scripts as they are', () => {
    const body = `<body>${ownScriptTag('notFound()', key)}</body>`;
    const html = `<html><head>${ownScriptTag('theme()', key)}<script src="/a.js" async=""></script>${ownScriptTag('lang()', key)}</head>${body}</html>`;
    expect(withoutHeadScriptMarks(html)).toBe(
      `<html><head><script>theme()</script><script src="/a.js" async=""></script><script>lang()</script></head>${body}</html>`,
    );
    expect(inlineScriptTags(withoutHeadScriptMarks(html)).map((s) => s.source)).toEqual([
      'theme()',
      'lang()',
      'notFound()',
    ]);
  });
});
