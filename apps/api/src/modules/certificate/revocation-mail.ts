import { certificateVerificationPath, formatDate, type CertificateVerification } from '@cert/domain';
import type { MailMessage } from '../../lib/mailer';
import { adminMail } from '../../lib/notification-mail';

type RevocationMailInput = {
  to: string;
  /** The organisation's current name. */
  organizationName: string;
  certificate: CertificateVerification;
  reason: string;
  publicUrl: string;
  /** The programme team's address (the site configuration's operator e-mail). */
  contactEmail: string;
};

/** The notice to an organisation's admin that the programme team revoked one of its certificates (Sie-Form). */
export function revocationMail(input: RevocationMailInput): MailMessage {
  const { certificate, organizationName } = input;
  return adminMail({
    to: input.to,
    subject: `Zertifikat von „${organizationName}“ widerrufen`,
    blocks: [
      [
        `das Programmteam hat das Zertifikat „${certificate.levelLabel}“ Ihrer Organisation „${organizationName}“ widerrufen (Zertifikatsnummer ${certificate.number}, verliehen am ${formatDate(certificate.awardedOn)}).`,
      ],
      { label: 'Begründung des Programmteams:', quote: input.reason },
      [
        'Das Zertifikat und sein Siegel dürfen nicht mehr verwendet werden. Wer das Zertifikat prüft, sieht, dass es widerrufen ist.',
        `Bei Fragen zum Widerruf wenden Sie sich bitte an das Programmteam: ${input.contactEmail}.`,
      ],
    ],
    link: {
      intro: 'Den Stand des Zertifikats sehen Sie hier:',
      url: `${input.publicUrl}${certificateVerificationPath(certificate.code)}`,
      label: 'Zertifikat prüfen',
    },
  });
}
