// Written by scripts/build/lang-routes.ts from the site config's locales: change those and rerun it.
import { LayoutNotFound } from '@/components/not-found/NotFound';

export default function LanguageNotFound() {
  return <LayoutNotFound lang="zh" />;
}
