import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `BRAND=<name>` picks one of the example brands in tooling/brands (an operator's own brand file
 * is `BRAND_FILE=/path/brand.json`); neither means the default brand.
 */
export function brandFileFromEnv(root: string, env: NodeJS.ProcessEnv): string | undefined {
  if (env.BRAND_FILE) return env.BRAND_FILE;
  if (!env.BRAND) return undefined;
  const dir = path.join(root, 'tooling/brands');
  const file = path.join(dir, env.BRAND, 'brand.json');
  if (/^[\w-]+$/.test(env.BRAND) && existsSync(file)) return file;
  const known = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  throw new Error(
    `Бренда «${env.BRAND}» нет в tooling/brands. Есть: ${known.join(', ')}. Свой файл бренда: BRAND_FILE=/путь/brand.json`,
  );
}
