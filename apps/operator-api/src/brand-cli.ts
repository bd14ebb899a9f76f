// `pnpm brand check <file>`: the brand checker an operator runs on their brand file before it
// reaches residents. The operator API runs the same check at startup and refuses a failing brand.
import path from 'node:path';
import { formatBrandReport } from './branding/brand-issues.ts';
import { checkBrandFile } from './branding/check-brand.ts';

const [command, file] = process.argv.slice(2);
if (command !== 'check' || !file) {
  process.stderr.write('Как запускать: pnpm brand check <файл бренда .json>\n');
  process.exit(2);
}
// pnpm runs root scripts from the repository root; the path is the one the operator typed.
const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const check = checkBrandFile(resolved);
if (check.ok) {
  process.stdout.write(
    `${formatBrandReport(file, [])}Название: ${check.brand.company.shortName}; файлов логотипа и значка: ${check.assets.size}.\n`,
  );
} else {
  process.stderr.write(formatBrandReport(file, check.problems));
  process.exit(1);
}
