import { langFromPath } from './locale';

/** The export's 404 page that a static host should answer an unknown path with. */
export function notFoundPageFor(pathname: string): string {
  return langFromPath(pathname) === 'zh' ? 'zh/404.html' : '404.html';
}
