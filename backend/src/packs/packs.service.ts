import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DEFAULT_PACK_ID } from './default-pack-files.js';
import { PackDraftEntity, PackEntity } from './pack.entities.js';
import { PackVersionsService } from './pack-versions.service.js';

/** A pack as the packs page lists it. */
export interface PackSummary {
  id: string;
  title: string;
  is_default: boolean;
  draft: { revision: number; updated_at: string } | null;
  versions: Array<{
    version: string;
    answer_key_version: string;
    note: string;
    published_at: string;
    retired_at: string | null;
  }>;
}

/** Lesson packs and their drafts, as the programme team writes them. */
@Injectable()
export class PacksService {
  constructor(
    @InjectRepository(PackEntity) private readonly packs: Repository<PackEntity>,
    @InjectRepository(PackDraftEntity) private readonly drafts: Repository<PackDraftEntity>,
    private readonly versions: PackVersionsService,
  ) {}

  /** Every pack, the default first then the newest, each with its draft and its versions. */
  async list(): Promise<PackSummary[]> {
    const packs = await this.packs.find({ order: { is_default: 'DESC', created_at: 'DESC' } });
    const ids = packs.map((pack) => pack.id);
    const [drafts, versions] = await Promise.all([
      this.drafts.find({ select: { pack_id: true, revision: true, updated_at: true } }),
      this.versions.listOf(ids),
    ]);
    const draftOf = new Map(drafts.map((draft) => [draft.pack_id, draft]));
    return packs.map((pack) => {
      const draft = draftOf.get(pack.id);
      return {
        id: pack.id,
        title: pack.title,
        is_default: Boolean(pack.is_default) || pack.id === DEFAULT_PACK_ID,
        draft: draft
          ? { revision: draft.revision, updated_at: draft.updated_at.toISOString() }
          : null,
        versions: versions
          .filter((version) => version.pack_id === pack.id)
          .map((version) => ({
            version: version.version,
            answer_key_version: version.answer_key_version,
            note: version.note,
            published_at: version.published_at.toISOString(),
            retired_at: version.retired_at?.toISOString() ?? null,
          })),
      };
    });
  }
}
