import { describe, expect, it } from 'vitest';
import { decisionMail, type DecisionMailKind } from '../../src/modules/organization/decision-mail';

const kinds: DecisionMailKind[] = [
  'organizationApproved',
  'organizationRejected',
  'changeRequestApproved',
  'changeRequestRejected',
];

describe('decision mails', () => {
  it.each(kinds)('%s: German, Sie-Form, link to the organisation, comment only when given', (kind) => {
    const base = {
      kind,
      to: 'admin@example.de',
      organizationId: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      organizationName: 'Stadt Beispiel',
      publicUrl: 'https://zert.example.de',
    };
    const withComment = decisionMail({ ...base, comment: 'Bitte beachten Sie die Hinweise.' });
    const link = 'https://zert.example.de/organization/3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(withComment.to).toBe('admin@example.de');
    expect(withComment.subject).toContain('„Stadt Beispiel“');
    expect(withComment.text).toMatch(/^Guten Tag,\n/);
    expect(withComment.text).toContain(link);
    expect(withComment.text).toContain('Bitte beachten Sie die Hinweise.');
    expect(withComment.text).not.toMatch(/\bdu\b|\bdein/i);
    expect(withComment.html).toContain(`href="${link}"`);
    expect(withComment.html).toContain('<html lang="de">');
    const without = decisionMail({ ...base, comment: null });
    expect(without.text).not.toContain('des Programmteams:');
    expect(without.html).not.toContain('<blockquote');
  });

  it('escapes names and comments in the HTML part', () => {
    const mail = decisionMail({
      kind: 'organizationRejected',
      to: 'admin@example.de',
      organizationId: 'id',
      organizationName: '<b>Amt</b> & "Co"',
      comment: '<script>alert(1)</script>',
      publicUrl: 'https://zert.example.de',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Amt</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Amt&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });
});
