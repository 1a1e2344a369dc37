// A data-folder template with content in it (the desktop build's starter content) was made at a
// fixed instant; a new folder made from it moves every instant it holds to the first start's, so
// that the content reads as made then, its order and its durations kept.
import type { PGlite } from '@electric-sql/pglite';

/**
 * Adds `byMs` to every `timestamp with time zone` value of every table of the public schema,
 * in one statement and one transaction. The columns are read from the catalog, so a column a
 * later migration adds moves too. The interval is a whole number built here, never text from
 * outside.
 */
export async function shiftInstants(client: PGlite, byMs: number): Promise<void> {
  if (!Number.isSafeInteger(byMs)) throw new RangeError(`Cannot shift instants by ${byMs} ms`);
  await client.exec(`do $shift$
    declare
      target record;
    begin
      for target in
        select a.attrelid::regclass as tab,
               string_agg(format('%1$I = %1$I + interval ''${byMs} milliseconds''', a.attname), ', ')
                 as assignments
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and a.atttypid = 'timestamptz'::regtype
        group by a.attrelid
      loop
        execute format('update %s set %s', target.tab, target.assignments);
      end loop;
    end
  $shift$`);
}
