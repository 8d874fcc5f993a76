import type { ProviderRecordKind } from '@cert/domain';
import { useParams } from 'react-router';
import { ProviderRecordScreen } from '@/features/journeys';

function recordPage(kind: ProviderRecordKind) {
  return function RecordPage() {
    const { organizationId = '' } = useParams();
    return <ProviderRecordScreen key={organizationId} organizationId={organizationId} kind={kind} />;
  };
}

/** The four provider record pages (router: admin journey routes), one component per record kind. */
export const recordPages: Record<ProviderRecordKind, () => React.JSX.Element> = {
  event: recordPage('event'),
  elearning: recordPage('elearning'),
  'innovation-entry': recordPage('innovation-entry'),
  presentation: recordPage('presentation'),
};
