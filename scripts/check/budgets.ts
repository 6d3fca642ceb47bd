// npm run check:budgets: the built export (out/) against its byte budgets (tools/bench/budgets.ts), after
// the build in npm test. Prints every figure beside its budget; an overrun names its largest parts.
import path from 'node:path';
import { duplicatePayloads, formatResult, measure, overBudget } from '../../tools/bench/budgets';

const out = path.resolve(process.env.OUT_DIR ?? 'out');
const results = measure(out);
for (const r of results) console.log(formatResult(r));
const twice = duplicatePayloads(out);
for (const copies of twice) console.log(`OVER the same payload stored ${copies.length} times: ${copies.join(', ')}`);
const over = overBudget(results).length + twice.length;
const pending = results.filter((r) => r.pending && r.bytes > r.budget).length;
const pendingNote = pending
  ? `; ${pending} over a budget not enforced yet (tools/bench/budgets.ts, PENDING_BUDGETS)`
  : '';
console.log(
  over
    ? `\nbudgets: ${over} over${pendingNote}`
    : `\nbudgets: every enforced figure within budget, no payload stored twice${pendingNote}`,
);
process.exit(over ? 1 : 0);
