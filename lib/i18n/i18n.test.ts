import { messages, pageMessages, t } from './index';
import { browserMessages } from './browser';
import { searchMessages } from './search';

describe('i18n', () => {
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(messages.zh).sort()).toEqual(Object.keys(messages.en).sort());
    // The search input has no English placeholder text (docs/behaviour.md §2.9).
    const mayBeEmpty = (lang: string, key: string) => lang === 'en' && key === 'search.placeholder';
    for (const lang of ['en', 'zh'] as const)
      for (const [key, value] of Object.entries(messages[lang]))
        if (!mayBeEmpty(lang, key)) expect(value.trim()).not.toBe('');
  });
  it('keeps each key in one table, so that no table overrides another', () => {
    for (const lang of ['en', 'zh'] as const) {
      const tables = [pageMessages[lang], browserMessages[lang], searchMessages[lang]].map((table) =>
        Object.keys(table),
      );
      const all = tables.flat();
      expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
      expect(all.sort()).toEqual(Object.keys(messages[lang]).sort());
    }
  });
  it('looks strings up by language', () => {
    expect(t('en', 'outline.title')).toBe('ON THIS PAGE');
    expect(t('zh', 'outline.title')).toBe('目录');
    expect(t('zh', 'footer.prev')).toBe('上一页');
    expect(t('zh', 'footer.next')).toBe('下一页');
    expect(t('zh', 'theme.menu')).toBe(browserMessages.zh['theme.menu']);
  });
  it('fails loudly on an unknown key', () => {
    expect(() => t('en', 'no.such.key' as never)).toThrow(/no "no.such.key" message/);
  });
});
