// The version notes of the content against npm's releases of @rsbuild/core and the installed plugins.
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../lib/content/errors';
import type { PageData } from '../../lib/content/page-data';
import { lineOfField } from './page-facts';
import {
  declaredClaims,
  isReleaseNotes,
  lowestPeerVersion,
  normalizeVersion,
  undeclaredMentions,
  versionMentions,
  type VersionClaim,
} from './version-claims';
import {
  codeHas,
  compareVersions,
  describeSubject,
  firstVersionWith,
  previousVersion,
  publishedVersions,
  releasesDir,
  stableVersions,
  subjectsHold,
  type VersionSubject,
} from './version-history';

export interface VersionCheckResult {
  errors: ContentError[];
  /** Distinct claims verified, and releases read to do it. */
  claims: number;
  releases: number;
}

const subjectOf = (c: VersionClaim): VersionSubject | undefined =>
  c.key ? { key: c.key, accepts: c.accepts } : undefined;

export function checkVersionClaims(
  pages: PageData[],
  sources: Map<string, string>,
  projectDir: string,
): VersionCheckResult {
  const errors: ContentError[] = [];
  const claimed: Array<{ page: PageData; claim: VersionClaim }> = [];
  for (const page of pages) {
    const source = sources.get(page.pagePath) ?? '';
    const claims = declaredClaims(page, (field) => lineOfField(source, field));
    claimed.push(...claims.map((claim) => ({ page, claim })));
    if (isReleaseNotes(page)) continue;
    for (const m of undeclaredMentions(versionMentions(source), claims)) {
      errors.push(
        new ContentError(
          page.pagePath,
          `the version note "${m.text}" is not declared: add it to the frontmatter (configAdded or versionClaims) so the facts check verifies it`,
          m.line,
        ),
      );
    }
  }
  if (!claimed.length) return { errors, claims: 0, releases: 0 };

  const stable = stableVersions(publishedVersions('@rsbuild/core', releasesDir(projectDir)));
  // A claim may name a release npm no longer serves (1.4.0): it then speaks of the first one served after it.
  const releaseAt = (v: string) => stable.find((s) => compareVersions(s, v) >= 0);
  const keyClaims = new Map<string, { version: string; subject: VersionSubject }>();
  for (const { claim } of claimed) {
    const subject = subjectOf(claim);
    if (subject)
      keyClaims.set(`${claim.version} ${describeSubject(subject)}`, {
        version: normalizeVersion(claim.version),
        subject,
      });
  }
  const queries = [...keyClaims.values()].flatMap(({ version, subject }) =>
    [releaseAt(version), previousVersion(stable, version)]
      .filter((v): v is string => !!v)
      .map((v) => ({ version: v, subject })),
  );
  const held = subjectsHold(queries, projectDir);
  const holds = new Map(queries.map((q, i) => [`${q.version} ${describeSubject(q.subject)}`, held[i]]));
  const firstWith = (subject: VersionSubject) =>
    firstVersionWith(stable, (v) => subjectsHold([{ version: v, subject }], projectDir)[0]);

  const verdicts = new Map<string, string | undefined>();
  const verdict = (claim: VersionClaim): string | undefined => {
    const version = normalizeVersion(claim.version);
    const [at, before] = [releaseAt(version), previousVersion(stable, version)];
    if (!at) return `no release of @rsbuild/core is ${version} or later`;
    if (claim.peerOf) {
      const manifest = path.join(projectDir, 'node_modules', claim.peerOf, 'package.json');
      const range = fs.existsSync(manifest)
        ? (JSON.parse(fs.readFileSync(manifest, 'utf8')).peerDependencies?.['@rsbuild/core'] as string | undefined)
        : undefined;
      const lowest = range && lowestPeerVersion(range);
      return lowest === version
        ? undefined
        : `${claim.peerOf} asks for @rsbuild/core ${range ?? '(nothing)'}, not ${version} or later`;
    }
    if (claim.code) {
      const pkg = claim.package ?? '@rsbuild/core';
      const releases =
        pkg === '@rsbuild/core' ? stable : stableVersions(publishedVersions(pkg, releasesDir(projectDir)));
      const [first, prior] = [
        releases.find((s) => compareVersions(s, version) >= 0),
        previousVersion(releases, version),
      ];
      const has = (v: string) => codeHas(pkg, v, claim.code!, projectDir);
      const [now, earlier] = [!!first && has(first), !!prior && has(prior)];
      if (now && !earlier) return undefined;
      return `the code of ${pkg} ${now ? `${prior} already contains` : `${first ?? version} does not contain`} "${claim.code}"; the first release with it is ${firstVersionWith(releases, has) ?? 'none'}`;
    }
    const subject = subjectOf(claim)!;
    const [now, earlier] = [
      holds.get(`${at} ${describeSubject(subject)}`),
      before ? holds.get(`${before} ${describeSubject(subject)}`) : false,
    ];
    if (now && !earlier) return undefined;
    return `${describeSubject(subject)} ${now ? `is already in ${before}` : `is not in ${at}`}; the first release with it is ${firstWith(subject) ?? 'none'}`;
  };
  for (const { page, claim } of claimed) {
    const id = JSON.stringify({ ...claim, line: 0 });
    if (!verdicts.has(id)) verdicts.set(id, verdict(claim));
    const problem = verdicts.get(id);
    if (problem)
      errors.push(new ContentError(page.pagePath, `version claim ${claim.version} is wrong: ${problem}`, claim.line));
  }
  return { errors, claims: verdicts.size, releases: new Set(queries.map((q) => q.version)).size };
}
