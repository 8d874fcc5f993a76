import type { Database } from '../../src/db/client';
import { journeys, organizations } from '../../src/db/schema';

/** `count` approved public buyers named `Gemeinde 0…`, each with a procurement journey: the office export's rows. */
export async function seedProcurerJourneys(db: Database, count: number, batch = 500): Promise<void> {
  for (let first = 0; first < count; first += batch) {
    const inserted = await db
      .insert(organizations)
      .values(
        Array.from({ length: Math.min(batch, count - first) }, (_, index) => ({
          type: 'PublicProcurer' as const,
          name: `Gemeinde ${first + index}`,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
          agencyLevel: 'Municipality' as const,
          approvalStatus: 'Approved' as const,
        })),
      )
      .returning({ id: organizations.id });
    await db
      .insert(journeys)
      .values(inserted.map(({ id }) => ({ organizationId: id, pathType: 'procurement' as const })));
  }
}
