// `--profile-cpu`, the parent's half: reads the profiles the game servers wrote for the
// measured window (in-process-profiler.ts) and prints where their CPU time went.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/child-process';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function and by area (a package of node_modules, or a folder of src). */
export function summarizeCpuProfiles(folder: string, limit = 25): string {
  const files = readdirSync(folder).filter((file) => file.endsWith('.cpuprofile'));
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(folder, file), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const micros = profile.timeDeltas[index] ?? 0;
      const frame = nodes.get(id)?.callFrame;
      if (!frame) return;
      total += micros;
      const place = shortPlace(frame.url);
      const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      const area = areaOf(frame.url, frame.functionName);
      byArea.set(area, (byArea.get(area) ?? 0) + micros);
    });
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, micros]) => `  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`);
  return [
    `CPU profile of the game server (${files.length} file(s), ${(total / 1e6).toFixed(1)} s sampled), self time by area:`,
    ...top(byArea),
    'by function:',
    ...top(byFunction),
  ].join('\n');
}

function shortPlace(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  return path.startsWith(REPO_ROOT) ? path.slice(REPO_ROOT.length + 1) : path || '(native)';
}

function areaOf(url: string, functionName: string): string {
  const path = shortPlace(url);
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (packageMatch) return `package ${packageMatch[1]}`;
  if (path.startsWith('src/')) return path.split('/').slice(0, 3).join('/');
  if (path.startsWith('node:')) return path;
  return path === '(native)' ? `(native) ${functionName}` : path;
}
