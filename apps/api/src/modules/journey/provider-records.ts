import type { ProviderRecord, ProviderRecordKind } from '@cert/domain';
import type { Database } from '../../db/client';
import { providerRecords } from '../../db/schema';

/** Writes one provider record (professional or practitioner participation) and answers it in the API shape. */
export async function insertProviderRecord(
  tx: Database,
  record: {
    organizationId: string;
    kind: ProviderRecordKind;
    performedAt: string;
    eventName: string;
    url: string | null;
    recordedBy: string;
    now: Date;
  },
): Promise<ProviderRecord> {
  const [row] = await tx
    .insert(providerRecords)
    .values({
      organizationId: record.organizationId,
      kind: record.kind,
      performedAt: record.performedAt,
      eventName: record.eventName,
      url: record.url,
      recordedBy: record.recordedBy,
      createdAt: record.now,
    })
    .returning();
  return toProviderRecord(row!);
}

/** A provider record row in the API shape. */
export const toProviderRecord = (row: typeof providerRecords.$inferSelect): ProviderRecord => ({
  _id: row.id,
  kind: row.kind as ProviderRecordKind,
  organization: row.organizationId,
  performedAt: row.performedAt,
  eventName: row.eventName,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});
