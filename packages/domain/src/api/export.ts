import { defineOptions, type OptionValue } from '../options';
import type { QuestionnaireKind } from '../questionnaires/registry';

/**
 * Admin exports (docs/decisions/015-certificates.md "Exports"): one XLSX per journey branch,
 * `POST /api/admin/export/journeys/{segment}` without a body.
 */
export const ExportKind = defineOptions({
  'procurement-office': 'Beschaffungsstellen',
  'procurement-project': 'Beschaffungsprojekte',
  provider: 'Unternehmen',
});
export type ExportKind = OptionValue<typeof ExportKind>;

export const exportKinds = {
  'procurement-office': {
    apiSegment: 'procurement/office',
    questionnaire: 'procurement-office',
    fileLabel: 'Beschaffungsstelle',
  },
  'procurement-project': {
    apiSegment: 'procurement/project',
    questionnaire: 'procurement-project',
    fileLabel: 'Beschaffungsprojekt',
  },
  provider: { apiSegment: 'provider', questionnaire: 'provider-expert', fileLabel: 'Unternehmen' },
} as const satisfies Record<
  ExportKind,
  { apiSegment: string; questionnaire: QuestionnaireKind; fileLabel: string }
>;

/** `Export Zertifizierungspfade Beschaffungsstelle 2026-11-22.xlsx` (today's date in German time). */
export const exportFileName = (kind: ExportKind, isoDate: string) =>
  `Export Zertifizierungspfade ${exportKinds[kind].fileLabel} ${isoDate}.xlsx`;
