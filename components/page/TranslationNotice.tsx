import { Fragment, type ReactNode } from 'react';
import { getContentIndex } from '@/lib/content/site-index';
import type { PageData } from '@/lib/content/page-data';
import { t } from '@/lib/i18n';
import { withBase } from '@/lib/base-path';
import { siteLangOf } from '@/lib/routing/lang-path';
import { translationNotice } from '@/lib/translations/notice';
import './TranslationNotice.css';

/** A message with `{name}` placeholders, each replaced by its part: the words around a link stay the language's. */
function fill(message: string, parts: Record<string, ReactNode>): ReactNode[] {
  return message.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/**
 * Above the title of a translated page whose English page changed since the translation was last brought
 * in line with it. In the HTML as rendered, so it is there from the first paint and moves nothing after; a
 * note rather than a landmark, as it belongs to the article. `data-nosnippet` keeps it out of the text
 * search engines quote for the page; the site's own search index and Markdown copies, made from the source,
 * never hold it.
 */
export function TranslationNotice({ page }: { page: PageData }) {
  const notice = translationNotice(getContentIndex(), page);
  if (!notice) return null;
  const { lang } = page;
  const link = (
    <a href={withBase(notice.sourcePath)} hrefLang={siteLangOf(notice.sourceLang).htmlLang}>
      {t(lang, 'translation.source')}
    </a>
  );
  const date = notice.changed && (
    <time dateTime={notice.changed}>
      {new Date(notice.changed).toLocaleDateString(siteLangOf(lang).htmlLang, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })}
    </time>
  );
  return (
    <div className="translation-notice" role="note" data-nosnippet="">
      {date ? fill(t(lang, 'translation.behindSince'), { link, date }) : fill(t(lang, 'translation.behind'), { link })}
    </div>
  );
}
