import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  latestVersionLookupFrom,
  type LatestRelease,
  type LatestVersionLookup,
  type VersionSourceMapping,
  type VersionSourceMappingEntry,
} from '../../common/analyzer.client';
import { IsNull, LessThan, Not, Or, Repository } from 'typeorm';
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
   * taking precedence over its entries.
   */
  async withOverrides(mapping: VersionSourceMapping): Promise<VersionSourceMapping> {
    const rows = await this.technologies.find({
      select: { name: true, versionSource: true },
      where: { versionSource: Not(IsNull()) },
    });
    return { ...mapping, ...Object.fromEntries(rows.map((row) => [row.name, row.versionSource!])) };
  }

  /**
   * Stores one refreshed release in the catalogue row of `name` (no-op for a name the catalogue does not know). An
   * offline fallback (`release.offline`, the bundled snapshot) is dated by the snapshot and only replaces a row
   * checked before that date, never a newer live answer.
   * @returns whether a row was updated
   */
  async saveRelease(
    name: string,
    release: LatestRelease,
    entry: VersionSourceMappingEntry,
  ): Promise<boolean> {
    const eolProduct = entry.source === 'endoflife' ? entry.id : (entry.eol ?? null);
    const checkedAt = release.offline ? new Date(`${release.offline.date}T00:00:00Z`) : new Date();
    const result = await this.technologies.update(
      release.offline ? { name, latestCheckedAt: Or(IsNull(), LessThan(checkedAt)) } : { name },
      {
        latestVersion: release.version,
        latestCheckedAt: checkedAt,
        eolProduct,
        ...(release.cycles ? { eolCycles: release.cycles } : {}),
      },
    );
    return (result.affected ?? 0) > 0;
  }
}
