// npm run interop -- [folder] [--json out.json] [--only text] [--viewer-timeout ms] [--verbose]
//
// Runs every real-world file of a folder (default ../shared/interop-corpus beside the
// repository) through the real app — contacts through the import endpoint, PDFs through
// the upload, the public viewer and the thumbnailer, images as the avatar — and reports
// what an independent reading of the same file says should have happened. A report, not
// a test: it exits 0 whatever the app did, 1 when the check itself could not run.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { launchBenchBrowser } from '../../bench/bench-browser';
import { CHROME, ROOT } from '../../bench/bench-server';
import { type Session, startSession, uploadAvatar } from './app-session';
import { checkContactFile, familyOf } from './contacts-check';
import { checkPdf } from './pdf-check';
import { formatReport, type ImageResult, type InteropReport } from './report';

const USAGE =
  'Usage: npm run interop -- [folder] [--json out.json] [--only text] [--viewer-timeout ms] [--verbose]';

type Options = {
  folder: string;
  json?: string;
  only?: string;
  viewerTimeoutMs: number;
  verbose: boolean;
};

function parseArgs(args: string[]): Options {
  const options: Options = {
    folder: resolve(ROOT, '../shared/interop-corpus'),
    viewerTimeoutMs: 10_000,
    verbose: false,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const value = () => {
      const next = args[++i];
      if (next === undefined) throw new Error(`${arg} needs a value.\n${USAGE}`);
      return next;
    };
    if (arg === '--json') options.json = resolve(value());
    else if (arg === '--only') options.only = value();
    else if (arg === '--viewer-timeout') options.viewerTimeoutMs = Number(value());
    else if (arg === '--verbose') options.verbose = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.\n${USAGE}`);
    else options.folder = resolve(arg);
  }
  return options;
}

/** Every file under `folder`, sorted, as paths relative to it. */
function walk(folder: string, dir = folder): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(folder, path);
      return entry.isFile() ? [relative(folder, path)] : [];
    });
}

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(options.folder) || !statSync(options.folder).isDirectory()) {
    console.error(
      `No folder ${options.folder}.\nPut the interop corpus beside the repository (../shared/interop-corpus) or name a folder.\n${USAGE}`,
    );
    return 1;
  }
  const files = walk(options.folder).filter((file) => !options.only || file.includes(options.only));
  const report: InteropReport = {
    folder: options.folder,
    startedAt: new Date().toISOString(),
    seconds: 0,
    contacts: [],
    pdfs: [],
    images: [],
    ignored: [],
  };
  const broken: string[] = [];
  const start = performance.now();

  console.log(`Starting the app (builds it first when its sources changed)…`);
  const session: Session = await startSession(options.verbose);
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      userAgent: CHROME,
    });
    const page = await context.newPage();
    for (const [index, file] of files.entries()) {
      const path = join(options.folder, file);
      const name = file.split('/').at(-1) as string;
      process.stdout.write(`\r[${index + 1}/${files.length}] ${name.slice(0, 60).padEnd(60)}`);
      try {
        const family = familyOf(name);
        if (family) report.contacts.push(await checkContactFile(session, path, name, family));
        else if (/\.pdf$/i.test(name)) {
          report.pdfs.push(await checkPdf(session, page, path, name, options.viewerTimeoutMs));
        } else if (IMAGE.test(name)) {
          const answer = await uploadAvatar(session, name, readFileSync(path));
          const avatar: ImageResult['avatar'] =
            'ok' in answer ? { ok: true } : { ok: false, refusal: answer.refusal };
          report.images.push({ file: name, avatar });
        } else report.ignored.push(file);
      } catch (error) {
        broken.push(`${file}: ${(error as Error).message}`);
      }
    }
    process.stdout.write(`\r${' '.repeat(80)}\r`);
  } finally {
    await browser.close();
    await session.stop();
  }

  report.seconds = (performance.now() - start) / 1000;
  console.log(formatReport(report));
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify({ ...report, broken }, null, 2)}\n`);
    console.log(`Every result: ${options.json}`);
  }
  if (broken.length) {
    console.error(
      `\nThe check could not run on ${broken.length} file(s):\n  ${broken.join('\n  ')}`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
