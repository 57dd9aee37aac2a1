import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  latestVersionLookupFrom,
  type LatestRelease,
  type LatestVersionLookup,
  type VersionSourceMapping,
  type VersionSourceMappingEntry,
} from '../../common/analyzer.client';
import { IsNull, Not, Repository } from 'typeorm';
import { TechnologyEntity } from './entities/technology.entity';

/**
 * Latest known versions in the technology catalogue: written by the daily refresh job
 * (`LatestVersionsProcessor`), read once per analysis job (no network at analysis time).
 */
@Injectable()
export class LatestVersionsService {
  constructor(
    @InjectRepository(TechnologyEntity) private readonly technologies: Repository<TechnologyEntity>,
  ) {}

  /**
   * Reads every known latest version once and returns a synchronous lookup by technology name; `endOfLife` is set
   * when the stored release cycles decide for the detected version (the analyzer's `latestVersionLookupFrom`).
   */
  async loadLookup(): Promise<LatestVersionLookup> {
    const rows = await this.technologies.find({
      select: { name: true, latestVersion: true, eolCycles: true },
      where: { latestVersion: Not(IsNull()) },
    });
    return latestVersionLookupFrom(
      rows.map(
        (row) =>
          [row.name, { version: row.latestVersion as string, cycles: row.eolCycles ?? undefined }] as const,
      ),
    );
  }

  /**
   * The reviewed mapping with the operators' latest-version sources (admin panel, `technology.version_source`)
   * taking precedence over its entries, and those stored sources by technology name as they were read (what
   * `saveRelease` checks is still in place before it writes).
   */
  async withOverrides(
    mapping: VersionSourceMapping,
  ): Promise<{ mapping: VersionSourceMapping; stored: VersionSourceMapping }> {
    const rows = await this.technologies.find({
      select: { name: true, versionSource: true },
      where: { versionSource: Not(IsNull()) },
    });
    const stored: VersionSourceMapping = Object.fromEntries(
      rows.map((row) => [row.name, row.versionSource!]),
    );
    return { mapping: { ...mapping, ...stored }, stored };
  }

  /**
   * Stores one refreshed release in the catalogue row of `name` (no-op for a name the catalogue does not know). An
   * offline fallback (`release.offline`, the bundled snapshot) is dated by the snapshot and only replaces a row
   * checked before that date, never a newer live answer.
   *
   * `storedSource` is the row's operator source (`version_source`, null: the mapping file's entry) as the refresh
   * read it when it started: the write happens only while the row still has that source, so a refresh that was
   * asking npm when an operator switched the technology to a manual version (or another source) never overwrites
   * the operator's value with the answer to the old question.
   * @returns whether a row was updated
   */
  async saveRelease(
    name: string,
    release: LatestRelease,
    entry: VersionSourceMappingEntry,
    storedSource: VersionSourceMappingEntry | null,
  ): Promise<boolean> {
    const eolProduct = entry.source === 'endoflife' ? entry.id : (entry.eol ?? null);
    const checkedAt = release.offline ? new Date(`${release.offline.date}T00:00:00Z`) : new Date();
    const update = this.technologies
      .createQueryBuilder()
      .update(TechnologyEntity)
      .set({
        latestVersion: release.version,
        latestCheckedAt: checkedAt,
        eolProduct,
        ...(release.cycles ? { eolCycles: release.cycles } : {}),
      })
      .where('name = :name', { name })
      // jsonb equality: the same source whatever the key order; NULL matches NULL
      .andWhere('version_source IS NOT DISTINCT FROM CAST(:storedSource AS jsonb)', {
        storedSource: storedSource ? JSON.stringify(storedSource) : null,
      });
    if (release.offline)
      update.andWhere('(latest_checked_at IS NULL OR latest_checked_at < :checkedAt)', { checkedAt });
    const result = await update.execute();
    return (result.affected ?? 0) > 0;
  }
}
