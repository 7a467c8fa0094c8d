// `npm run bench`: every benchmark script in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = ['bench-login.mjs', 'bench-list.mjs', 'bench-editor.mjs', 'bench-chat.mjs', 'bench-sku.mjs'];
let failed = 0;
for (const name of benches) {
  const file = `scripts/${name}`;
  if (!existsSync(file)) continue;
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
