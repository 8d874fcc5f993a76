/**
 * API routes still registered without a contract (docs/decisions/048-endpoint-contracts.md): the modules not moved
 * yet. The list only shrinks: a new route comes from a contract.
 */
export const routesWithoutContract: readonly string[] = [
  'GET /api/admin/insights/overview',
  'GET /api/admin/insights/overview/:file',
  'GET /api/journey/procurement/gold/certificate-document/organization/:id',
  'GET /api/journey/procurement/gold/certificate-seal/organization/:id',
  'GET /api/journey/procurement/office/bronze/certificate-document/organization/:id',
  'GET /api/journey/procurement/office/bronze/certificate-seal/organization/:id',
  'GET /api/journey/procurement/office/silver/certificate-document/organization/:id',
  'GET /api/journey/procurement/office/silver/certificate-seal/organization/:id',
  'GET /api/journey/procurement/project/bronze/certificate-document/organization/:id',
  'GET /api/journey/procurement/project/bronze/certificate-seal/organization/:id',
  'GET /api/journey/procurement/project/silver/certificate-document/organization/:id',
  'GET /api/journey/procurement/project/silver/certificate-seal/organization/:id',
  'GET /api/journey/provider/expert/certificate-document/organization/:id',
  'GET /api/journey/provider/expert/certificate-seal/organization/:id',
  'GET /api/journey/provider/practitioner/certificate-document/organization/:id',
  'GET /api/journey/provider/practitioner/certificate-seal/organization/:id',
  'GET /api/journey/provider/professional/certificate-document/organization/:id',
  'GET /api/journey/provider/professional/certificate-seal/organization/:id',
  'GET /api/questionnaires/:kind/blank-pdf',
  'GET /api/workshop/procurement/office/organization/:id',
  'GET /api/workshop/procurement/project/organization/:id',
  'GET /api/workshop/procurement/report/organization/:orgId/:reportRef/:fileName',
  'POST /api/admin/export/journeys/procurement/office',
  'POST /api/admin/export/journeys/procurement/project',
  'POST /api/admin/export/journeys/provider',
  'POST /api/workshop/procurement',
  'POST /api/workshop/procurement/report',
];
