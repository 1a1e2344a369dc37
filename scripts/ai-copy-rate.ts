/**
 * Measures the offline backup player on a corpus of realistic original phrases: how many
 * of its copies are valid, how many are real rewordings rather than generic last-resort
 * phrases, and how fast it writes them. Run: npx tsx scripts/ai-copy-rate.ts
 */
import { COPY_RATE_CORPUS } from '../src/server/ai/copy-rate/corpus';
import { measureCopyRate } from '../src/server/ai/copy-rate/measure';
import { getWordData } from '../src/server/ai/offline/word-data';
import { DEFAULT_PHRASE_RULES, getDictionary } from '../src/server/game/validation';

const TARGET_RATE = 0.95;

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)}%`;
}

const loadStarted = performance.now();
const context = {
  dictionary: getDictionary(),
  wordData: getWordData(),
  rules: DEFAULT_PHRASE_RULES,
};
const loadMs = performance.now() - loadStarted;

const report = measureCopyRate(COPY_RATE_CORPUS, context);
const validRate = report.valid / report.copies;
const substitutedRate = report.substituted / report.copies;

console.log(
  `Originals: ${COPY_RATE_CORPUS.length}, copies written: ${report.copies} (two per original)`,
);
console.log(`Word data loaded in ${loadMs.toFixed(0)} ms`);
console.log(`Valid copies: ${report.valid} (${percent(report.valid, report.copies)})`);
console.log(
  `Valid reworded copies (not the generic last resort): ${report.substituted} ` +
    `(${percent(report.substituted, report.copies)})`,
);
console.log(`Copies per second: ${((1000 * report.copies) / report.elapsedMs).toFixed(0)}`);
if (report.genericOriginals.length > 0) {
  console.log(`Originals that needed a generic copy: ${report.genericOriginals.join(', ')}`);
}
const met = validRate >= TARGET_RATE && substitutedRate >= TARGET_RATE;
console.log(
  met
    ? `Target of ${percent(TARGET_RATE, 1)} met.`
    : `Below the ${percent(TARGET_RATE, 1)} target.`,
);
process.exitCode = met ? 0 : 1;
