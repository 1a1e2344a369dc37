// The statement counter lives with the development helpers so the benchmark's statement count
// (bench/statements.ts) uses the same one as the tests.
export { countStatements, type CountedDatabase } from '../../src/server/dev/query-counter';
