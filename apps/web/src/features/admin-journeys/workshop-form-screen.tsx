import '@mantine/core/styles/Radio.css';
import { ProcurementBranch } from '@cert/domain';
import { Anchor, Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { DateField, useLeavePageConfirmation } from '@/components/form';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import classes from './admin-journeys.module.css';
import { useWorkshopResult } from './api';
import { focusFirstError } from './focus-first-error';
import { LevelNotice } from './level-notice';
import { journeyAdminMessages } from './messages';
import { ReportFileInput } from './report-file-input';
import { reportFileProblem } from './upload-report';
import { useJourneyContext } from './use-journey-context';

type Props = { organizationId: string; branch: ProcurementBranch; today?: Date };

type Errors = Partial<Record<'file' | 'performedAt' | 'passed', string>>;

/**
 * The silver level's workshop result (docs/product.md §2, §7 "Workshop"): the report as a PDF, the day of the
 * workshop within the date field's window, passed or not and an optional comment.
 */
export function WorkshopFormScreen({ organizationId, branch, today }: Props) {
  const navigate = useNavigate();
  const { organizationName, journey, journeyAddress } = useJourneyContext(organizationId, 'procurement');
  const level =
    journey?.pathType === 'procurement'
      ? journey[branch === 'office' ? 'silverOffice' : 'silverProject']
      : null;
  const save = useWorkshopResult(organizationId);
  const baseId = useId();
  const ids = { file: `${baseId}-file`, performedAt: `${baseId}-date`, passed: `${baseId}-passed-yes` };

  const [file, setFile] = useState<File | null>(null);
  const [performedAt, setPerformedAt] = useState<string | null>(null);
  const [passed, setPassed] = useState<'yes' | 'no' | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const { problem, problemRef, showProblem, clearProblem } = useProblem();
  const [saved, setSaved] = useState(false);

  const dirty = !saved && Boolean(file || performedAt || passed || comment);
  const leaveDialog = useLeavePageConfirmation(dirty);

  const validate = (): Errors => {
    const next: Errors = {};
    if (!file) next.file = journeyAdminMessages.reportMissing;
    else {
      const fileProblem = reportFileProblem(file);
      if (fileProblem) next.file = fileProblem;
    }
    // An entry outside the window reaches here as null; the date field shows its own message for it.
    if (!performedAt) next.performedAt = journeyAdminMessages.dateMissing;
    if (!passed) next.passed = journeyAdminMessages.resultMissing;
    return next;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    clearProblem();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !performedAt) {
      focusFirstError(Object.entries(ids), found);
      return;
    }
    save.mutate(
      { type: branch, performedAt, passed: passed === 'yes', comment, file },
      {
        onSuccess: () => {
          setSaved(true);
          notifySuccess(journeyAdminMessages.workshopSaved);
          void navigate(journeyAddress);
        },
        onError: (failure) => {
          // Not a PDF (415), too large (413), or too complex to check in time (422): said at the file field.
          if (isApiError(failure) && [413, 415, 422].includes(failure.status)) {
            setErrors({ file: failure.message });
            focusFirstError(Object.entries(ids), { file: failure.message });
            return;
          }
          // A refused file (400 with the field `file`) or day (`performedAt`) is shown at its field.
          const fieldErrors: Errors = {};
          for (const fieldError of isApiError(failure) ? (failure.fields ?? []) : []) {
            const name = (['file', 'performedAt'] as const).find((key) => fieldError.path.endsWith(key));
            if (name) fieldErrors[name] ??= fieldError.message;
          }
          if (Object.keys(fieldErrors).length > 0) {
            setErrors(fieldErrors);
            focusFirstError(Object.entries(ids), fieldErrors);
            return;
          }
          // 409 LEVEL_NOT_OPEN names the day the level opens: the server's message says it best.
          showProblem(userMessageOf(failure));
        },
      },
    );
  };

  return (
    <div>
      <Anchor component={Link} to={journeyAddress} display="inline-block" mb="sm">
        Zurück zum Zertifizierungspfad
      </Anchor>
      <Title order={1}>Workshop-Ergebnis erfassen</Title>
      <Text mb="md">
        {ProcurementBranch.label(branch)}
        {organizationName ? ` – ${organizationName}` : ''}
      </Text>
      <LevelNotice name={`Silber für den Zweig ${ProcurementBranch.label(branch)}`} level={level} />
      <ProblemAlert ref={problemRef} title="Das Ergebnis wurde nicht gespeichert" problem={problem} />
      <form onSubmit={submit} noValidate aria-label="Workshop-Ergebnis" className={classes.form}>
        <Stack gap="md">
          <ReportFileInput
            id={ids.file}
            label="Ergebnisbericht"
            description="Eine PDF-Datei, höchstens 20 MB."
            required
            error={errors.file}
            onChange={(chosen, problem) => {
              setFile(chosen);
              setErrors((current) => ({ ...current, file: problem }));
            }}
          />
          <DateField
            id={ids.performedAt}
            label="Datum des Workshops"
            description="Format: TT.MM.YYYY. Höchstens 14 Tage zurück."
            value={performedAt}
            onChange={(value) => {
              setPerformedAt(value);
              setErrors((current) => ({ ...current, performedAt: undefined }));
            }}
            required
            recentOnly
            today={today}
            error={errors.performedAt}
            forceError={submitted}
          />
          <Radio.Group
            label="Ergebnis"
            required
            value={passed}
            onChange={(value) => {
              setPassed(value === 'yes' ? 'yes' : 'no');
              setErrors((current) => ({ ...current, passed: undefined }));
            }}
            error={errors.passed}
          >
            <Group gap="lg" mt="xs">
              <Radio id={ids.passed} value="yes" label="Bestanden" />
              <Radio value="no" label="Nicht bestanden" />
            </Group>
          </Radio.Group>
          <Textarea
            label="Kommentar (optional)"
            description="Höchstens 2000 Zeichen."
            maxLength={2000}
            rows={4}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              Ergebnis speichern
            </Button>
            <Button component={Link} to={journeyAddress} variant="default">
              Abbrechen
            </Button>
          </Group>
        </Stack>
      </form>
      {leaveDialog}
    </div>
  );
}
