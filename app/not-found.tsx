// The not-found boundary above the language route groups, which every page's payload carries; without this
// file it is Next's default 404 (1.2 KB). Nothing renders it: unknown paths get global-not-found.tsx.
export default function NoRootNotFound() {
  return null;
}
