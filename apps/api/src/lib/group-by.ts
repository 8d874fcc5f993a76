/** Rows of many organisations, looked up by organisation (in their query's order; empty for one without rows). */
export function groupByOrganization<T extends { organizationId: string }>(rows: T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.organizationId);
    if (group) group.push(row);
    else groups.set(row.organizationId, [row]);
  }
  return (organizationId: string): T[] => groups.get(organizationId) ?? [];
}
