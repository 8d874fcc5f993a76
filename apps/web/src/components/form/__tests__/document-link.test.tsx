import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateDisplay } from '../date-display';
import { DateTimeDisplay } from '../date-time-display';
import { DocumentLink } from '../document-link';
import { renderWithMantine } from './render-with-mantine';

describe('DocumentLink', () => {
  it('opens in a new tab and says so to screen readers', () => {
    renderWithMantine(<DocumentLink href="/api/certificates/1.pdf">Zertifikat herunterladen</DocumentLink>);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Zertifikat herunterladen (öffnet in neuem Tab)');
    expect(link.getAttribute('href')).toBe('/api/certificates/1.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('DateDisplay and DateTimeDisplay', () => {
  it('show dd.MM.yyyy in a time element', () => {
    const { container } = renderWithMantine(<DateDisplay value="2026-03-05" />);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('05.03.2026');
    expect(time?.getAttribute('datetime')).toBe('2026-03-05');
  });

  it('show dd.MM.yyyy - HH:mm in German time', () => {
    const { container } = renderWithMantine(<DateTimeDisplay value="2026-03-05T08:30:00Z" />);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('05.03.2026 - 09:30');
    expect(time?.getAttribute('datetime')).toBe('2026-03-05T08:30:00.000Z');
    // One line: a narrow cell does not part the time from its date at the dash.
    expect(time?.style.whiteSpace).toBe('nowrap');
  });
});
