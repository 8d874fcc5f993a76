import type { MailMessage } from '../../lib/mailer';
import { adminMail } from '../../lib/notification-mail';

/**
 * To a member an admin removed from an approved organisation: they lose access at once, and without a word they
 * learn of it only when a save is refused (docs/product.md §6). Leaving on one's own sends nothing.
 */
export function removalMail(input: { to: string; organizationName: string; publicUrl: string }): MailMessage {
  const name = input.organizationName;
  return adminMail({
    to: input.to,
    subject: `Sie sind nicht mehr Mitglied von „${name}“`,
    blocks: [
      [
        `eine Administratorin oder ein Administrator der Organisation „${name}“ hat Sie auf der Zertifizierungsplattform als Mitglied entfernt. Sie können nicht mehr für die Organisation handeln und ihre Fragebögen, Auswertungen und Zertifikate nicht mehr sehen.`,
      ],
      ['War das ein Versehen, wenden Sie sich bitte an die Organisation: Sie kann Sie erneut einladen.'],
    ],
    link: {
      intro: 'Ihre Organisationen finden Sie hier:',
      url: `${input.publicUrl}/organization`,
      label: 'Meine Organisationen',
    },
    why: 'Sie erhalten diese E-Mail, weil Sie Mitglied dieser Organisation waren.',
  });
}
