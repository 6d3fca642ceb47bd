// The local index of a language: fetched once per page load, built into an engine once.
import { createEngine, type Engine } from '@/lib/search/engine';
import type { IndexFile } from '@/lib/search/records';
import { localIndexPath } from '@/lib/search/provider';
import { withBase } from '@/lib/base-path';
import type { Lang } from '@/lib/site-config';

const engines = new Map<Lang, Promise<Engine>>();

/** Fails like an unreachable host, so the modal shows its network error screen. */
class IndexUnavailable extends Error {
  name = 'RetryError';
}

export function loadEngine(lang: Lang): Promise<Engine> {
  let engine = engines.get(lang);
  if (!engine) {
    engine = fetch(withBase(localIndexPath(lang)))
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<IndexFile>;
      })
      .then(createEngine, (error: Error) => {
        throw new IndexUnavailable(`search index ${localIndexPath(lang)}: ${error.message}`);
      });
    // A failed download is retried on the next query instead of being remembered.
    engine.catch(() => engines.delete(lang));
    engines.set(lang, engine);
  }
  return engine;
}
