import {
  certificateNumber,
  certificateMessages,
  certificateStatus,
  CertificateLevel,
  exampleSiteConfig,
  type OrganizationCertificate,
  type SiteConfig,
} from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { JourneyOrganization } from '../journey-screen';
import { axeViolations } from '@/testing/axe';
import { procurementJourney, providerJourney, questionnaireLevel, stubApi } from './fixtures';
import { card, onJourneyDay, procurer, provider, renderJourneyScreen } from './render-journey';

const at = '2026-11-08T08:00:00.000Z';

function certificate(
  overrides: Partial<OrganizationCertificate> & Pick<OrganizationCertificate, 'code' | 'level'>,
): OrganizationCertificate {
  const { code, level, awardedOn = '2026-11-08', validUntil = '2028-11-08', revokedOn = null } = overrides;
  return {
    _id: `c-${code}`,
    organization: 'o1',
    number: certificateNumber(code, awardedOn),
    levelLabel: CertificateLevel.label(level),
    organizationName: 'Vergabestelle Musterstadt',
    status: certificateStatus({ validUntil, revokedOn }, '2026-11-24'),
    revokeReason: null,
    ...overrides,
    awardedOn,
    validUntil,
    revokedOn,
  };
}

/** A site whose operator is named: its certificates come with their Open Badges. */
const configuredSite: SiteConfig = {
  ...exampleSiteConfig,
  operator: { ...exampleSiteConfig.operator, name: 'Programmbüro Innovative Beschaffung' },
};

const passedBronze = questionnaireLevel({
  status: 'done',
  completedAt: '2026-11-08',
  current: { _id: 'q1', state: 'PASSED', stateUpdatedAt: at, submittedAt: at },
});

function renderJourney(
  pathType: 'procurement' | 'provider',
  organization: JourneyOrganization,
  journey: unknown,
  certificates: OrganizationCertificate[],
  siteConfig: SiteConfig = configuredSite,
) {
  const { fake, queryClient } = stubApi((call) =>
    call.path === `/api/journey/${pathType}/organization/${organization._id}`
      ? { status: 200, body: journey }
      : call.path === `/api/certificates/organization/${organization._id}`
        ? { status: 200, body: certificates }
        : undefined,
  );
  renderJourneyScreen(pathType, organization, { queryClient, siteConfig });
  return fake;
}

const hrefOf = (scope: HTMLElement, name: RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

onJourneyDay();

describe('certificates on the journey', () => {
  it('offers no Open Badge while the operator of the platform is not named yet, and says why', async () => {
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({ progress: 'bronze', bronzeOffice: passedBronze }),
      [certificate({ code: '7K3M9QXA2F', level: 'bronze-office' })],
      exampleSiteConfig,
    );
    const office = await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    await within(office).findByText(certificateMessages.issuerNotConfigured);
    expect(within(office).queryByRole('link', { name: /Nachweis/ })).toBeNull();
    expect(within(office).getByRole('link', { name: /Urkunde öffnen/ })).toBeTruthy();
  });

  it('a completed level: number, validity, document in a new tab, seal as PNG and SVG, the public page', async () => {
    const fake = renderJourney(
      'procurement',
      procurer,
      procurementJourney({
        progress: 'bronze',
        bronzeOffice: passedBronze,
        bronzeProject: questionnaireLevel({ status: 'done', completedAt: '2026-11-10' }),
      }),
      [
        certificate({ code: 'BBBB2222CC', level: 'bronze-project', awardedOn: '2026-11-10' }),
        certificate({ code: '7K3M9QXA2F', level: 'bronze-office' }),
      ],
    );
    const office = await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    expect(await within(office).findByText(/Zertifikatsnummer/, { selector: 'p' })).toHaveProperty(
      'textContent',
      'Zertifikatsnummer IB-2026-7K3M-9QXA-2F, gültig bis 08.11.2028.',
    );
    const document = within(office).getByRole('link', { name: /Urkunde öffnen \(PDF\)/ });
    expect(document.getAttribute('href')).toBe(
      '/api/journey/procurement/office/bronze/certificate-document/organization/o1',
    );
    expect(document.getAttribute('target')).toBe('_blank');
    expect(document.textContent).toBe(
      'Urkunde öffnen (PDF) – Bronze: Beschaffungsstelle (öffnet in neuem Tab)',
    );
    const png = within(office).getByRole('link', { name: /Siegel herunterladen \(PNG\)/ });
    expect(png.getAttribute('href')).toBe(
      '/api/journey/procurement/office/bronze/certificate-seal/organization/o1',
    );
    expect(png.hasAttribute('download')).toBe(true);
    const svg = within(office).getByRole('link', { name: /Siegel als SVG/ });
    expect(svg.getAttribute('href')).toBe(
      '/api/journey/procurement/office/bronze/certificate-seal/organization/o1?format=svg',
    );
    expect(svg.hasAttribute('download')).toBe(true);
    // The certificate as an Open Badges credential, alone and baked into the seal (docs/decisions/055).
    expect(hrefOf(office, /Digitaler Nachweis \(Open Badge, JSON\)/)).toBe(
      '/api/journey/procurement/office/bronze/certificate-credential/organization/o1',
    );
    expect(hrefOf(office, /Siegel mit Nachweis \(PNG\)/)).toBe(
      '/api/journey/procurement/office/bronze/certificate-badge/organization/o1?format=png',
    );
    expect(hrefOf(office, /Siegel mit Nachweis \(SVG\)/)).toBe(
      '/api/journey/procurement/office/bronze/certificate-badge/organization/o1?format=svg',
    );
    expect(hrefOf(office, /Öffentliche Prüfseite/)).toBe('/zertifikat/7K3M9QXA2F');
    // Each file says what it is for.
    expect(office.textContent).toContain(
      'Urkunde öffnen (PDF) – Bronze: Beschaffungsstelle (öffnet in neuem Tab)Zum Ausdrucken und Ablegen.',
    );
    expect(office.textContent).toContain('SVG bleibt in jeder Größe scharf.');
    expect(office.textContent).toContain(
      'für Plattformen und Profile, die solche Nachweise lesen und selbst prüfen.',
    );
    expect(office.textContent).toContain('Dort sieht jede und jeder, ob das Zertifikat gilt.');

    const project = card('Bronze: Beschaffungsprojekt');
    expect(hrefOf(project, /Urkunde öffnen/)).toBe(
      '/api/journey/procurement/project/bronze/certificate-document/organization/o1',
    );
    expect(hrefOf(project, /Öffentliche Prüfseite/)).toBe('/zertifikat/BBBB2222CC');
    // Locked and open levels have no certificate area.
    for (const name of [
      'Silber: Beschaffungsstelle',
      'Silber: Beschaffungsprojekt',
      'Gold: Praxisbeispiel',
    ]) {
      expect(card(name).textContent).not.toContain('Zertifikat');
    }
    // One request for the whole screen, whatever the number of completed levels.
    expect(fake.calls.filter((call) => call.path.startsWith('/api/certificates/'))).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('a revoked certificate says so, with the day and reason, and offers no downloads', async () => {
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({ progress: 'bronze', bronzeOffice: passedBronze }),
      [
        certificate({
          code: '7K3M9QXA2F',
          level: 'bronze-office',
          revokedOn: '2026-11-20',
          revokeReason: 'Angaben im Fragebogen waren unzutreffend.',
        }),
      ],
    );
    const office = await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    expect(await within(office).findByText(/wurde am/)).toHaveProperty(
      'textContent',
      'Das Zertifikat IB-2026-7K3M-9QXA-2F wurde am 20.11.2026 widerrufen. Urkunde und Siegel stehen nicht mehr zur Verfügung.',
    );
    expect(office.textContent).toContain('Begründung: Angaben im Fragebogen waren unzutreffend.');
    expect(within(office).queryByRole('link', { name: /Urkunde|Siegel|Prüfseite/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('an expired certificate says so and keeps its files', async () => {
    renderJourney(
      'provider',
      provider,
      providerJourney({
        progress: 'professional',
        professional: {
          status: 'done',
          completedAt: '2024-10-01',
          opensAt: null,
          event: null,
          elearning: null,
        },
      }),
      [
        certificate({
          code: '7K3M9QXA2F',
          level: 'professional',
          awardedOn: '2024-10-01',
          validUntil: '2026-10-01',
        }),
      ],
    );
    const professional = await screen.findByRole('article', { name: 'Professional: Teilnahmen' });
    expect(await within(professional).findByText(/Zertifikatsnummer/)).toHaveProperty(
      'textContent',
      'Zertifikatsnummer IB-2024-7K3M-9QXA-2F, gültig bis 01.10.2026 (abgelaufen).',
    );
    expect(hrefOf(professional, /Siegel herunterladen/)).toBe(
      '/api/journey/provider/professional/certificate-seal/organization/p1',
    );
  });

  it('a valid certificate comes with its badge for a website, the check to share and, for a company, LinkedIn', async () => {
    renderJourney(
      'provider',
      provider,
      providerJourney({
        progress: 'professional',
        professional: {
          status: 'done',
          completedAt: '2026-11-08',
          opensAt: null,
          event: null,
          elearning: null,
        },
      }),
      [certificate({ code: '7K3M9QXA2F', level: 'professional' })],
    );
    const professional = await screen.findByRole('article', { name: 'Professional: Teilnahmen' });
    await userEvent.click(await within(professional).findByText(/Auf Ihrer Website zeigen und teilen/));
    const snippet = (
      within(professional).getByRole('textbox', { name: /HTML-Code für Ihre Website/ }) as HTMLTextAreaElement
    ).value;
    // Plain HTML: the badge of today's state, linked to the public check; no script.
    expect(snippet).toMatch(
      /^<a href="[^"]*\/zertifikat\/7K3M9QXA2F"><img src="[^"]*\/api\/register\/badge\/7K3M9QXA2F" alt="[^"]+" width="240" height="290"><\/a>$/,
    );
    expect(snippet).not.toContain('<script');
    // Copying keeps the button's name and says so in a status a screen reader announces.
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'clipboard'));
    const copy = within(professional).getByRole('button', { name: 'HTML-Code kopieren' });
    const statuses = () =>
      within(professional)
        .getAllByRole('status')
        .map((status) => status.textContent);
    expect(statuses()).toEqual(['', '']);
    await userEvent.click(copy);
    expect(copied).toEqual([snippet]);
    await waitFor(() => expect(statuses()).toEqual(['✓ HTML-Code kopiert', '']));
    expect(copy.textContent).toBe('HTML-Code kopieren');
    // A browser that refuses the clipboard: the status says what to do instead.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: () => Promise.reject(new DOMException('Write permission denied', 'NotAllowedError')),
      },
    });
    await userEvent.click(within(professional).getByRole('button', { name: 'Link zur Prüfseite kopieren' }));
    await waitFor(() =>
      expect(statuses()[1]).toMatch(
        /^Der Browser hat das Kopieren nicht erlaubt\. Die Adresse der Prüfseite lautet \S+\/zertifikat\/7K3M9QXA2F$/,
      ),
    );
    // The badge as the website will show it, from the address the code names.
    const preview = within(professional).getByRole('img', {
      name: /^Siegel Professional: Gültig bis \d\d\.\d\d\.\d{4}$/,
    });
    expect(preview.getAttribute('src')).toMatch(/\/api\/register\/badge\/7K3M9QXA2F$/);
    const linkedIn = new URL(
      within(professional)
        .getByRole('link', { name: /Zum LinkedIn-Profil hinzufügen/ })
        .getAttribute('href')!,
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'Zertifikat Professional',
      organizationName: 'Programmbüro Innovative Beschaffung',
      issueYear: '2026',
      issueMonth: '11',
      expirationYear: '2028',
      expirationMonth: '11',
      certId: 'IB-2026-7K3M-9QXA-2F',
    });
    expect(linkedIn.searchParams.get('certUrl')).toMatch(/\/zertifikat\/7K3M9QXA2F$/);
    // Where the organisation chooses the public register: said beside the badge, not only on its own page.
    expect(
      within(professional).getByRole('link', { name: 'Seite der Organisation' }).getAttribute('href'),
    ).toBe('/organization/o1');
    expect(await axeViolations()).toEqual([]);
  });

  it('a completed level without a certificate says there is none yet', async () => {
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({ progress: 'bronze', bronzeOffice: passedBronze }),
      [],
    );
    const office = await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    expect(await within(office).findByText('Für diese Stufe gibt es noch kein Zertifikat.')).toBeTruthy();
    expect(within(office).queryByRole('link', { name: /Urkunde|Siegel/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for no certificates while no level is completed', async () => {
    const fake = renderJourney('provider', provider, providerJourney(), []);
    await screen.findByRole('article', { name: 'Professional: Teilnahmen' });
    expect(screen.queryByText(/Zertifikat/)).toBeNull();
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/journey/provider/organization/p1']);
  });

  it('a failed read of the certificates is said in the area', async () => {
    const { queryClient } = stubApi((call) =>
      call.path === '/api/journey/procurement/organization/o1'
        ? { status: 200, body: procurementJourney({ progress: 'bronze', bronzeOffice: passedBronze }) }
        : { status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } },
    );
    renderJourneyScreen('procurement', procurer, { queryClient });
    const office = await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    expect(await within(office).findByRole('alert')).toHaveProperty(
      'textContent',
      'Das Zertifikat konnte nicht geladen werden. Es ist ein Fehler aufgetreten. Versuchen Sie es bitte erneut.',
    );
  });
});
