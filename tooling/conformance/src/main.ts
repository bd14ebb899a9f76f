import { HELP, loadDocument, parseOptions, UsageError } from './options.ts';
import { formatReport } from './report.ts';
import { runConformance } from './run.ts';

try {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.log(HELP);
  } else {
    const { document, source } = await loadDocument(options.base, options.spec);
    console.log(`Checking ${options.base} against ${source}\n`);
    const report = await runConformance({ ...options, document });
    console.log(formatReport(report));
    process.exitCode = report.failed ? 1 : 0;
  }
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${HELP}`);
  process.exitCode = 2;
}
