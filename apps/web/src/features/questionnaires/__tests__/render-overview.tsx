import type { ComponentProps } from 'react';
import { renderRoute } from '@/testing/render-route';
import { QuestionnaireOverview } from '..';

export const organization = { _id: 'o1', name: 'Vergabestelle Musterstadt', type: 'PublicProcurer' as const };

/** The overview at /fragebogen inside a main landmark, for the active procurer unless `props` say otherwise. */
export function renderOverviewRoute(props: Partial<ComponentProps<typeof QuestionnaireOverview>> = {}) {
  renderRoute('/fragebogen', {
    path: '/fragebogen',
    Component: () => (
      <main>
        <QuestionnaireOverview
          activeOrganization={organization}
          organizationPending={false}
          levelOf={() => null}
          {...props}
        />
      </main>
    ),
  });
}
