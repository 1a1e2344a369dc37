// Every document the code cites is in the repository, down to the heading: a comment that
// points at a file or section nobody can open explains nothing. Citations by section number
// are refused too: the numbers belonged to specifications kept outside the repository, and
// the pages of docs/ are cited by heading instead.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support';

const SOURCE_FOLDERS = ['src', 'tests', 'scripts', 'bench'];
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'out', 'migrations', 'results']);

/**
 * `docs/game-rules.md#voting-windows`, `BENCHMARKS.md`: a path from the root or the file. A
 * Markdown link target in a source (`](api.md)`) belongs to the document the source writes,
 * where the check of links between documents follows it.
 */
const MD_REFERENCE = /(?<![\w/.-])(?<!\]\()((?:\.{1,2}\/)?[\w./-]*[\w-]\.md)(?:#([\w-]+))?/g;
/** A relative Markdown link inside a document, to another one or to a heading of its own. */
const MD_LINK = /\]\(((?!https?:)[^)#\s]*\.md)?(?:#([\w-]+))?\)/g;
const NUMBERED_SECTION = /\bsections? \d/i;

interface Reference {
  from: string;
  line: number;
  file: string | undefined;
  anchor: string | undefined;
}

function filesUnder(folder: string, accept: RegExp): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory())
      return SKIPPED_FOLDERS.has(name) ? [] : filesUnder(path, accept);
    return accept.test(name) ? [path] : [];
  });
}

function referencesIn(path: string, pattern: RegExp): Reference[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((text, index) =>
      [...text.matchAll(pattern)].map((match) => ({
        from: relative(REPO_ROOT, path),
        line: index + 1,
        file: match[1],
        anchor: match[2],
      })),
    );
}

/** The anchor a Markdown heading gets on GitHub: lower case, punctuation gone, spaces as '-'. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdownPath: string): Set<string> {
  const headings = readFileSync(markdownPath, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => headingAnchor(line.replace(/^#+ /, '')));
  return new Set(headings);
}

/** Where a cited file is: beside the citing file, else from the repository root. */
function resolveCited(reference: Reference): string | undefined {
  if (reference.file === undefined) return join(REPO_ROOT, reference.from);
  const candidates = [
    resolve(REPO_ROOT, dirname(reference.from), reference.file),
    resolve(REPO_ROOT, reference.file),
  ];
  return candidates.find((path) => existsSync(path));
}

function unresolved(references: Reference[]): string[] {
  return references.flatMap((reference) => {
    const where = `${reference.from}:${reference.line}`;
    const target = resolveCited(reference);
    if (target === undefined) return [`${where}: no file ${reference.file}`];
    if (reference.anchor !== undefined && !anchorsOf(target).has(reference.anchor)) {
      return [`${where}: no heading #${reference.anchor} in ${relative(REPO_ROOT, target)}`];
    }
    return [];
  });
}

const sourceFiles = SOURCE_FOLDERS.flatMap((folder) =>
  filesUnder(join(REPO_ROOT, folder), SOURCE_FILE),
);
const documents = [
  ...filesUnder(join(REPO_ROOT, 'docs'), /\.md$/),
  ...['README.md', 'SECURITY.md', 'BENCHMARKS.md'].map((name) => join(REPO_ROOT, name)),
].filter((path) => existsSync(path));

describe('references to documents', () => {
  it('finds the sources and the documents it checks', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(documents.map((path) => relative(REPO_ROOT, path))).toContain('docs/game-rules.md');
  });

  it('resolves every .md file and heading the sources cite', () => {
    const references = sourceFiles.flatMap((path) => referencesIn(path, MD_REFERENCE));
    expect(references.length).toBeGreaterThan(30);
    expect(unresolved(references)).toEqual([]);
  });

  it('resolves every relative link and every .md file named in the documents', () => {
    const links = documents.flatMap((path) => [
      ...referencesIn(path, MD_LINK),
      ...referencesIn(path, MD_REFERENCE),
    ]);
    expect(unresolved(links)).toEqual([]);
  });

  it('cites sections by heading, never by a number of a document outside the repository', () => {
    const numbered = sourceFiles.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          NUMBERED_SECTION.test(text)
            ? [`${relative(REPO_ROOT, path)}:${index + 1}: ${text.trim()}`]
            : [],
        ),
    );
    expect(numbered).toEqual([]);
  });
});
