import { jest } from '@jest/globals';
import { ConflictException } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { QueryFailedError } from 'typeorm';
import type { SubmissionDto } from './dto/submission.dto.js';
import { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';
import { HistorySaveService } from './history-save.service.js';
import { PackVersionsService } from '../packs/index.js';
import { SessionsService } from '../sessions/index.js';

const submission: SubmissionDto = {
  submission_id: '0b7e4a52-3f0c-4b8e-9d43-6a1f2c9e8d10',
  name: 'Siti',
  class_room: '8A',
  score: '7/10',
  percentage: 70,
  is_pretest: true,
  is_posttest: false,
};
const duplicate = new QueryFailedError(
  'INSERT',
  [],
  Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY' }),
);

describe('HistorySaveService.saveResult', () => {
  let service: HistorySaveService;
  const records = {
    create: jest.fn((values: Partial<HistoryRecordEntity>) => ({ ...values })),
    insert: jest.fn<(record: unknown) => Promise<{ identifiers: Array<{ id: number }> }>>(),
    findOneBy: jest.fn<(where: unknown) => Promise<unknown>>(),
  };
  /** The trash: empty unless a test puts a deleted result there. */
  const trash = { findOneBy: jest.fn<(where: unknown) => Promise<unknown>>() };

  beforeEach(async () => {
    jest.clearAllMocks();
    trash.findOneBy.mockResolvedValue(null);
    const moduleRef = await Test.createTestingModule({
      providers: [
        HistorySaveService,
        { provide: getRepositoryToken(HistoryRecordEntity), useValue: records },
        { provide: getRepositoryToken(HistoryTrashEntity), useValue: trash },
        // These submissions carry no session code; sessions are tested end to end.
        { provide: SessionsService, useValue: {} },
        { provide: PackVersionsService, useValue: {} },
      ],
    }).compile();
    service = moduleRef.get(HistorySaveService);
  });

  it('inserts a new result and answers it with its id, in UTC', async () => {
    records.insert.mockResolvedValue({ identifiers: [{ id: 41 }] });
    // Saved at 08:30 WIB: stored and answered as that instant, 01:30 UTC, never as WIB's wall time.
    const savedAt = new Date('2026-03-02T01:30:00.000Z');
    jest.useFakeTimers({ now: savedAt, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { record, created } = await service
      .saveResult(submission)
      .finally(() => jest.useRealTimers());
    expect(created).toBe(true);
    expect(record).toMatchObject({ ...submission, id: 41, participant_id: null, answers: null });
    expect(records.insert).toHaveBeenCalledWith(expect.objectContaining({ created_at: savedAt }));
    expect(record.created_at).toBe('2026-03-02T01:30:00.000Z');
  });

  it('answers the stored record when the same submission was saved before', async () => {
    records.insert.mockRejectedValue(duplicate);
    const stored = {
      ...submission,
      id: 7,
      participant_id: null,
      answers: null,
      created_at: new Date(),
    };
    records.findOneBy.mockResolvedValue(stored);
    const { record, created } = await service.saveResult(submission);
    expect(created).toBe(false);
    expect(record.id).toBe(7);
    expect(records.findOneBy).toHaveBeenCalledWith({ submission_id: submission.submission_id });
  });

  it('refuses the same submission with other values', async () => {
    records.insert.mockRejectedValue(duplicate);
    records.findOneBy.mockResolvedValue({
      ...submission,
      score: '8/10',
      participant_id: null,
      answers: null,
      created_at: new Date(),
    });
    await expect(service.saveResult(submission)).rejects.toBeInstanceOf(ConflictException);
  });

  it('answers a submission whose result is in the trash as saved, and saves nothing', async () => {
    trash.findOneBy.mockResolvedValue({
      ...submission,
      id: 9,
      participant_id: null,
      answers: null,
      created_at: new Date(),
    });
    const { record, created } = await service.saveResult(submission);
    expect(created).toBe(false);
    expect(record.id).toBe(9);
    expect(records.insert).not.toHaveBeenCalled();
  });

  it('saves the submission again when the earlier save was erased before it could be read', async () => {
    records.insert
      .mockRejectedValueOnce(duplicate)
      .mockResolvedValueOnce({ identifiers: [{ id: 43 }] });
    records.findOneBy.mockResolvedValue(null);
    const { record, created } = await service.saveResult(submission);
    expect(created).toBe(true);
    expect(record).toMatchObject({ id: 43, submission_id: submission.submission_id, name: 'Siti' });
    expect(records.insert).toHaveBeenCalledTimes(2);
  });

  it('passes any other failure on, for the exception filter to answer', async () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    records.insert.mockRejectedValue(outage);
    await expect(service.saveResult(submission)).rejects.toBe(outage);
    records.insert.mockRejectedValue(duplicate);
    await expect(service.saveResult({ ...submission, submission_id: undefined })).rejects.toBe(
      duplicate,
    );
  });
});
