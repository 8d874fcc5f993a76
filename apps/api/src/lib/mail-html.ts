/** The HTML part shared by every mail the platform sends: escaping, the document frame and the link button. */

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A whole mail document: greeting, the given paragraphs (already HTML) and the sign-off. */
export function mailHtml(subject: string, paragraphs: string): string {
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b;background:#ffffff;">
<main style="max-width:600px;">
<p>Guten Tag,</p>
${paragraphs}<p>Mit freundlichen Grüßen<br>Ihr Team der Zertifizierungsplattform</p>
</main>
</body>
</html>
`;
}

/** The link as a button, and as plain text for mail programs that do not show the button. */
export function mailButton(link: string, label: string): string {
  const href = escapeHtml(link);
  return `<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b4a8b;color:#ffffff;text-decoration:underline;border-radius:4px;font-weight:bold;">${escapeHtml(label)}</a></p>
<p>Falls der Link nicht funktioniert, kopieren Sie diese Adresse in die Adresszeile Ihres Browsers:<br><span style="word-break:break-all;">${href}</span></p>
`;
}
