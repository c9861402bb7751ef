import type { AnalysedPack, PackDocument, PackQuestion } from '@piba/shared';
import { Injectable, Logger } from '@nestjs/common';
import { PackVersionsService, type PackVersion } from '../packs/index.js';
import type { AnswerKey } from './analytics.sql.js';

/**
 * The pack version a selection is analysed with: its id and title, its answer-key version (the
 * results compared question by question are those scored with it) and its questions (names,
 * stems, options, keys, topics, where each is taught).
 */
export interface PackOfAnalysis extends AnswerKey {
  pack: AnalysedPack;
  questions: PackQuestion[];
  /** The version's whole document: its attitude scale, for the designs' sections. */
  document: PackDocument;
}

const ofVersion = (version: PackVersion): PackOfAnalysis => ({
  pack: { version: version.version, title: version.document.title },
  answerKeyVersion: version.answerKeyVersion,
  questions: version.document.questions,
  document: version.document,
});

/**
 * Which pack version the analysis reads. A session's results are analysed with the session's own
 * pack version; a session without one (made before packs), results without a session and every
 * session together (the admin's "all results") with the default pack's current version. Results
 * scored with another answer key are counted apart as today, whichever version that is.
 */
@Injectable()
export class AnalysisPacks {
  private readonly logger = new Logger('AnalysisPacks');

  constructor(private readonly versions: PackVersionsService) {}

  /** The pack version of a session whose row names `packVersion` (null: none). */
  async of(packVersion: string | null | undefined): Promise<PackOfAnalysis> {
    if (packVersion) {
      const version = await this.versions.get(packVersion);
      if (version) return ofVersion(version);
      // A session's version is never deleted; should one be missing, the default still analyses.
      this.logger.warn(`pack version ${packVersion} not found; the default pack analyses it`);
    }
    return ofVersion(await this.versions.defaultVersion());
  }
}
