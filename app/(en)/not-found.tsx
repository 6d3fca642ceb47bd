// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
import { LayoutNotFound } from '@/components/not-found/NotFound';

export default function LanguageNotFound() {
  return <LayoutNotFound lang="en" />;
}
