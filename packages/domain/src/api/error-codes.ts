import { messages } from '../messages';

/** Stable error codes of the API; the web app maps them to German notices. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  CsrfInvalid: 'CSRF_INVALID',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  TokenInvalid: 'TOKEN_INVALID',
  /**
   * 409: a sign-in link opened in a browser that did not ask for it, or that is signed in as someone else; the
   * person confirms first (docs/security.md 46).
   */
  ConfirmationRequired: 'CONFIRMATION_REQUIRED',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** 422: an uploaded file that could not be checked within the time and memory its check may use. */
  FileTooComplex: 'FILE_TOO_COMPLEX',
  /** POST {base}/draft without an approved organisation of the user (docs/questionnaire-rules.md §8). */
  NoActiveOrganization: 'NO_ACTIVE_ORGANIZATION',
  /** PUT {base}/draft/{id}/submit while a failed result of that questionnaire keeps the organisation waiting. */
  InRetention: 'IN_RETENTION',
  /** A journey level before it opens: an earlier level missing or its waiting period running (ADR 014). */
  LevelNotOpen: 'LEVEL_NOT_OPEN',
  /** GET /api/ready while the database cannot be reached (issue 9). */
  Unavailable: 'UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * German default message per code, used when a route gives none of its own.
 * @internal
 */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Bitte prüfen Sie Ihre Eingaben.',
  UNAUTHENTICATED: 'Bitte melden Sie sich an.',
  FORBIDDEN: 'Sie haben keine Berechtigung für diese Aktion.',
  CSRF_INVALID: 'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu.',
  NOT_FOUND: 'Die angeforderte Ressource wurde nicht gefunden.',
  CONFLICT: 'Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  TOKEN_INVALID: 'Der Anmeldelink ist ungültig oder abgelaufen.',
  CONFIRMATION_REQUIRED: 'Bitte bestätigen Sie die Anmeldung.',
  UNSUPPORTED_MEDIA_TYPE: 'Dieses Format wird nicht unterstützt.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
  FILE_TOO_COMPLEX:
    'Die Datei konnte nicht rechtzeitig geprüft werden. Bitte speichern Sie sie neu und laden Sie sie erneut hoch.',
  NO_ACTIVE_ORGANIZATION: messages.noActiveOrganization,
  IN_RETENTION:
    'Nach einem nicht bestandenen Ergebnis ist eine erneute Einreichung erst nach Ablauf der Wartefrist möglich.',
  LEVEL_NOT_OPEN: 'Diese Stufe ist noch nicht verfügbar.',
  UNAVAILABLE: 'Die Plattform ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  INTERNAL: 'Es ist ein Fehler aufgetreten. Versuchen Sie es bitte erneut.',
};
