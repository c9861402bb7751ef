import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuditEntry, AuditPage, TeacherScope } from '@piba/shared';
import type { AuditDescription } from '../common/audited.js';
import { flushLogs } from '../common/logging.js';
import { ReplicaReads } from '../replicas/index.js';
import { AuditEntryEntity } from './audit-entry.entity.js';

/** Who did something: a teacher's key by its scope, or the server's own daily jobs. */
export type AuditActor = TeacherScope | 'system';

export const actorName = (actor: AuditActor) =>
  actor === 'system' ? 'system' : actor.role === 'admin' ? 'admin' : `session ${actor.code}`;

const clip = (text: string | null | undefined, length: number) =>
  text ? text.slice(0, length) : null;

/** The audit log (docs/privacy.md, "Every access accountable"). */
@Injectable()
export class AuditService {
  private readonly logger = new Logger('Audit');

  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
    private readonly replicas: ReplicaReads,
  ) {}

  /** Writes one entry now, and the same line to the application log at once. */
  async record(actor: AuditActor, entry: AuditDescription, address?: string): Promise<void> {
    const row = this.entries.create({
      at: new Date(),
      actor: actorName(actor),
      action: entry.action,
      target: clip(entry.target, 300),
      detail: clip(entry.detail, 500),
      address: clip(address, 64),
    });
    await this.entries.insert(row);
    this.logger.log(
      `${row.actor} ${row.action}${row.target ? ` ${row.target}` : ''}` +
        `${row.address ? ` from ${row.address}` : ''}`,
    );
    flushLogs();
  }

  /** A page of the log, read from a read replica when there is one: it may lag a moment. */
  async list(page: number, pageSize: number): Promise<AuditPage> {
    const [rows, total] = await this.replicas.read((manager) =>
      manager.getRepository(AuditEntryEntity).findAndCount({
        order: { at: 'DESC', id: 'DESC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
    );
    return { data: rows.map(toWire), meta: { page, pageSize, total } };
  }
}

const toWire = (row: AuditEntryEntity): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  target: row.target,
  detail: row.detail,
  address: row.address,
});
