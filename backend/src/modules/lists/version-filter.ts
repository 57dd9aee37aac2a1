import { parseVersionFilter, type VersionCondition } from '@stacklens/contracts';
import { coerce } from 'semver';

/** A version filter as SQL: a condition over `column` and its parameters (numbered from `firstParameter`). */
export interface VersionFilterSql {
  /** `TRUE` when there is no filter; otherwise conditions joined by AND. */
  sql: string;
  params: unknown[];
}

/**
 * The sortable key of a version as `stacklens_version_key(text)` (migration 1795801000000) computes it in SQL:
 * `[major, minor, patch]` of `semver.coerce` (the first `MAJOR[.MINOR[.PATCH]]` run of digits), or null when the
 * string holds no version. Parts beyond 9 digits are not read (they would not fit PostgreSQL's integer).
 */
export function versionKey(version: string | null): [number, number, number] | null {
  if (version === null) return null;
  const parsed = coerce(version);
  if (!parsed || parsed.major > 999_999_999 || parsed.minor > 999_999_999 || parsed.patch > 999_999_999)
    return null;
  return [parsed.major, parsed.minor, parsed.patch];
}

/**
 * Turns a version filter (`<3.5`, `>=1.4 <2`, `1.x`, `3.4.1`; grammar in the contracts' `parseVersionFilter`) into
 * a SQL condition on `column` (the detected version, text): comparators compare `stacklens_version_key(column)`
 * with the operand's key (a numeric array, compared part by part; a version without digits has a NULL key and so
 * never matches), an exact condition compares the string. The expression is the one the index
 * `website_technology_version_key_idx` is built on, so a selective filter reads only its range of the index.
 * @param filter the validated `version` query parameter, or undefined for none
 * @param firstParameter the number of the first `$n` placeholder to use
 * @throws Error when the filter does not parse (the query schema refuses such filters before)
 */
export function versionFilterSql(
  column: string,
  filter: string | undefined,
  firstParameter: number,
): VersionFilterSql {
  if (filter === undefined) return { sql: 'TRUE', params: [] };
  const parsed = parseVersionFilter(filter);
  if (!parsed.ok) throw new Error(parsed.message);
  const params: unknown[] = [];
  const parts = parsed.conditions.map((condition: VersionCondition) => {
    params.push(condition.kind === 'exact' ? condition.version : `{${condition.version.join(',')}}`);
    const placeholder = `$${firstParameter + params.length - 1}`;
    return condition.kind === 'exact'
      ? `${column} = ${placeholder}::text`
      : `stacklens_version_key(${column}) ${condition.operator} ${placeholder}::numeric[]`;
  });
  return { sql: parts.join(' AND '), params };
}
