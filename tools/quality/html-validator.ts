// What the W3C Nu HTML Checker (vnu) said about the export, against the list of messages reviewed and
// allowed with a reason: anything else, error or warning, is a finding that fails `npm run validate`.

/** One message of `vnu --format json`. */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  /** `warning` on an info message that is a warning; plain info messages are notes, not findings. */
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
}

export interface AllowedMessage {
  /** Both kinds when left out. */
  kind?: 'error' | 'warning';
  message: RegExp;
  /** The pages (paths in the export, `zh/guide/start/index.html`) it is allowed on; all when left out. */
  pages?: RegExp;
  reason: string;
}

export interface VnuFinding {
  page: string;
  line?: number;
  kind: 'error' | 'warning';
  message: string;
}

export interface VnuReport {
  findings: VnuFinding[];
  /** How many messages each allowance covered, in the allowances' order. */
  allowed: number[];
}

export function vnuReport(
  messages: VnuMessage[],
  allowances: AllowedMessage[],
  pageOf: (url: string) => string,
): VnuReport {
  const findings: VnuFinding[] = [];
  const allowed = allowances.map(() => 0);
  for (const m of messages) {
    const kind = m.type === 'info' ? (m.subType === 'warning' ? 'warning' : undefined) : 'error';
    if (!kind) continue;
    const page = m.url ? pageOf(m.url) : '';
    const i = allowances.findIndex(
      (a) => (a.kind ?? kind) === kind && a.message.test(m.message) && (!a.pages || a.pages.test(page)),
    );
    if (i >= 0) allowed[i]++;
    else findings.push({ page, line: m.lastLine, kind, message: m.message });
  }
  return { findings, allowed };
}
