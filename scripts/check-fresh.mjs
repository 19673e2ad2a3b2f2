// Fails when what `npm test` regenerated (types from openapi.yaml, pacts from the SDK's consumer tests)
// differs from what is committed (staged counts as committed): the backend team verifies the committed pacts.
import { execFileSync } from 'node:child_process';

const generated = ['contracts/src/generated', 'contracts/pacts'];
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

try {
  git('rev-parse', '--is-inside-work-tree');
} catch {
  console.log('check-fresh: not a git checkout, nothing to compare.');
  process.exit(0);
}

const changed = git('diff', '--name-only', '--', ...generated);
const untracked = git('ls-files', '--others', '--exclude-standard', '--', ...generated);
const stale = [changed, untracked].filter(Boolean).join('\n');

if (stale) {
  console.error(
    `check-fresh: these generated files differ from the committed ones:\n${stale}\n` +
      'Regenerate (npm test does), review the change and commit it with the change that caused it.',
  );
  process.exit(1);
}
console.log('check-fresh: generated types and pacts match the committed ones.');
